// The full-screen 'Loading...' placeholder while the next page's code loads (the router's
// state has no Reflex counterpart). It fades in after a short delay (site.css) so fast
// navigations do not flash it. The Python side is agency_site/layout/behaviour.py.
import { useNavigation } from "react-router";

export function NavigationLoading({ label = "Loading..." }) {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
