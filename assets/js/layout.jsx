// Interface-only behaviour of the shared layout. It runs in the browser alone, so menus
// keep working while the back end is down. The markup comes from agency_site/layout/.
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigation } from "react-router";

// The fixed header: data-scrolled="true" once the page is scrolled past `threshold` px.
export function ScrollHeader({ threshold = 50, children, ...props }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return (
    <header data-scrolled={scrolled ? "true" : "false"} {...props}>
      {children}
    </header>
  );
}

// A dropdown that opens while hovered or focused, and closes on leave, Escape and navigation.
export function HoverMenu({ children, ...props }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const container = useRef(null);
  useEffect(() => setOpen(false), [location.key]);
  return (
    <div
      ref={container}
      data-open={open ? "true" : "false"}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpen(false);
      }}
      {...props}
    >
      {children}
    </div>
  );
}

const OPEN_MENUS = "details[data-dismissible][open]";

function closeMenus(except) {
  document.querySelectorAll(OPEN_MENUS).forEach((menu) => {
    if (!except || !menu.contains(except)) menu.open = false;
  });
}

// Closes every <details data-dismissible> menu on navigation (hash changes included), on a
// click outside it, on Escape, and when one of its links or buttons is chosen.
export function MenuDismissal() {
  const location = useLocation();
  useEffect(() => closeMenus(), [location.key]);
  useEffect(() => {
    const onPointerDown = (event) => closeMenus(event.target);
    const onClick = (event) => {
      const item = event.target.closest?.("details[data-dismissible] :is(a, button)");
      if (item) item.closest("details[data-dismissible]").open = false;
    };
    const onKeyDown = (event) => {
      if (event.key !== "Escape") return;
      const open = document.querySelectorAll(OPEN_MENUS);
      if (!open.length) return;
      open.forEach((menu) => (menu.open = false));
      open[open.length - 1].querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);
  return null;
}

// The full-screen 'Loading...' placeholder while the next page's code loads. It fades in
// after a short delay (CSS) so fast navigations do not flash it.
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
