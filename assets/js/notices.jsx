// Notices (toasts) exactly as the spec sets them: one at a time (a new one replaces the
// old), 5000 ms unless told otherwise, closed by the close button, Escape or a swipe right
// past 50 px, and a viewport reached with F8, labelled 'Notifications (F8)'.
// Hand-written because sonner fixes its swipe at 45 px, ignores Escape and labels its
// viewport 'Notifications F8'; this is a few hundred bytes instead of ~10 KB.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";

export const DEFAULT_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;
const HOTKEY = "F8";

let current = null;
let serial = 0;
const listeners = new Set();

function publish(notice) {
  current = notice;
  listeners.forEach((listener) => listener());
}

function subscribe(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Show a notice: {title, description, variant: "default" | "destructive", duration}.
export function notify({ title, description = "", variant = "default", duration } = {}) {
  serial += 1;
  publish({
    id: serial,
    title,
    description,
    variant,
    duration: duration ?? DEFAULT_DURATION_MS,
  });
}

// A form whose valid submit only shows `notice` (features that are not live yet).
export function NoticeForm({ notice, children, ...props }) {
  return (
    <form
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        notify(notice);
      }}
    >
      {children}
    </form>
  );
}

// Shows the notice the back end asks for: `notice` is {id, title, text, message}, a new id
// each time. `title` and `text` name entries of `titles` and `texts` (translated here);
// `message` (the provider's own words) replaces the text when there is one.
export function BackendNotice({ notice, titles, texts, destructive = [] }) {
  const shown = useRef(notice?.id);
  useEffect(() => {
    if (!notice?.id || notice.id === shown.current) return;
    shown.current = notice.id;
    notify({
      title: titles[notice.title],
      description: notice.message || texts[notice.text] || texts.fallback,
      variant: destructive.includes(notice.title) ? "destructive" : "default",
    });
  }, [notice]);
  return null;
}

export function dismissNotice() {
  publish(null);
}

function Notice({ notice, label, closeLabel }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef(null);
  const remaining = useRef(notice.duration);
  const startedAt = useRef(0);

  // Auto-close, pausing while the visitor hovers or focuses the notice.
  useEffect(() => {
    if (paused) return undefined;
    startedAt.current = Date.now();
    const timer = setTimeout(dismissNotice, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused]);

  // The distance also lives in a ref: a fast swipe ends before React re-renders.
  const swipeDistance = useRef(0);
  const moveTo = (distance) => {
    swipeDistance.current = distance;
    setOffset(distance);
  };
  const endSwipe = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (swipeDistance.current > SWIPE_THRESHOLD_PX) dismissNotice();
    else moveTo(0);
  };

  return (
    <li
      className="notice"
      data-variant={notice.variant}
      data-swiping={offset > 0 ? "true" : "false"}
      role={notice.variant === "destructive" ? "alert" : "status"}
      aria-atomic="true"
      tabIndex={0}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(event) => {
        if (event.target.closest("button")) return;
        swipeStart.current = event.clientX;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (swipeStart.current !== null) {
          moveTo(Math.max(0, event.clientX - swipeStart.current));
        }
      }}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
    >
      <span className="sr-only">{label}</span>
      <div className="notice__body">
        {notice.title ? <div className="notice__title">{notice.title}</div> : null}
        {notice.description ? (
          <div className="notice__description">{notice.description}</div>
        ) : null}
      </div>
      <button type="button" className="notice__close" aria-label={closeLabel} onClick={dismissNotice}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}

// The viewport: one in every page's shell.
export function NoticeViewport({
  label = "Notifications ({hotkey})",
  noticeLabel = "Notification",
  closeLabel = "Close",
}) {
  const notice = useSyncExternalStore(subscribe, () => current, () => null);
  const viewport = useRef(null);

  useEffect(() => {
    const onKeyDown = (event) => {
      if (event.key === HOTKEY) {
        event.preventDefault();
        viewport.current?.focus();
      } else if (event.key === "Escape" && current) {
        dismissNotice();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // Notices live in the browser's top layer, so an open dialog (also in the top layer)
  // cannot cover them; showing it again puts it above a dialog opened since.
  useEffect(() => {
    const element = viewport.current;
    if (!element?.showPopover) return;
    if (element.matches(":popover-open")) element.hidePopover();
    element.showPopover();
  }, [notice?.id]);

  return (
    <section
      ref={viewport}
      popover="manual"
      className="notice-viewport"
      tabIndex={-1}
      aria-label={label.replace("{hotkey}", HOTKEY)}
    >
      <ol>
        {notice ? (
          <Notice key={notice.id} notice={notice} label={noticeLabel} closeLabel={closeLabel} />
        ) : null}
      </ol>
    </section>
  );
}
