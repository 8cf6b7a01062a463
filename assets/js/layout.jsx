// Python cannot see the router's state or the browser's frames: the 'Loading...' placeholder while
// the next page's code loads (it fades in after a short delay, site.css, so fast navigations do
// not flash it; agency_site/layout/behaviour.py), and what waits for a page's first frame.
import { useEffect, useState } from "react";
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

// What lies below the fold: in the pre-rendered page (and its hydration) at once; in a page
// the browser builds later (a language switch), right after that page's first frame.
let hydrated = false;
export function AfterFirstFrame({ children }) {
  const [shown, setShown] = useState(!hydrated);
  useEffect(() => {
    hydrated = true;
    const frame = shown ? 0 : requestAnimationFrame(() => setTimeout(setShown, 0, true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return shown && children;
}
