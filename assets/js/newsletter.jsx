// The newsletter pop-up (spec sections 4, 5, 7 and 9). It opens `delay` ms after the first
// page load of a browser session while sessionStorage holds no `storageKey`, stores that key
// as it opens (so once per session), and closes on its close button, a click outside it,
// Escape, and a successful subscription. Words and classes come from
// agency_site/layout/newsletter.py; the static content arrives as children.
// A submission calls `onSubscribe(email, requestId)` (NewsletterState.subscribe on the back
// end, which also shows the notice), whose answer arrives as the `outcome` prop: {request,
// status}. Without an answer in time, `onNotice(unavailableNotice)` (ToastState) says so.
import { useContext, useEffect, useId, useRef, useState } from "react";
import { EventLoopContext, getConnectErrors } from "$/utils/context";
import { keepFocusIn } from "$/public/js/dialogs.js";

// How long to wait before telling the visitor the newsletter is unavailable: for the back
// end to acknowledge the request (it does so first), then for its answer (longer than its
// own bound on the hosted call, agency_site/settings.py).
const RECEIPT_TIMEOUT_MS = 10000;
const ANSWER_TIMEOUT_MS = 15000;

// When this page load's pop-up is due: counted from the first mount, so moving to another
// page during the wait does not start it again.
let dueAt = null;

function seenThisSession(key) {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    // Without session storage it could not keep to once per session: never show it.
    return true;
  }
}

function markSeen(key) {
  try {
    sessionStorage.setItem(key, "true");
  } catch {
    // Unreachable in practice: seenThisSession() already read the storage.
  }
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M18 6 6 18M6 6l12 12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function NewsletterPopup({
  delay = 3000,
  storageKey = "hasVisited",
  labelledBy,
  describedBy,
  closeLabel,
  emailLabel,
  emailPlaceholder,
  subscribeLabel,
  unavailableNotice,
  outcome,
  onSubscribe,
  onNotice,
  panelClassName,
  closeClassName,
  formClassName,
  labelClassName,
  inputClassName,
  buttonClassName,
  children,
  ...props
}) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const panel = useRef(null);
  const pressedOutside = useRef(false);
  const inputId = useId();

  useEffect(() => {
    if (seenThisSession(storageKey)) return undefined;
    dueAt ??= Date.now() + delay;
    const timer = setTimeout(() => {
      markSeen(storageKey);
      setOpen(true);
    }, Math.max(0, dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [delay, storageKey]);

  // Focus moves into the dialog as it opens, and back to where it was as it closes.
  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement;
    panel.current?.focus();
    const onKeyDown = (event) => {
      if (event.key === "Escape") setOpen(false);
      else if (event.key === "Tab") keepFocusIn(panel.current, event);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      if (previous?.isConnected && previous !== document.body) previous.focus();
    };
  }, [open]);

  // The request awaiting its answer, and the timer that gives up on it.
  const pending = useRef(null);
  const giveUp = useRef(null);

  const settle = (status) => {
    pending.current = null;
    clearTimeout(giveUp.current);
    setSending(false);
    if (status === "subscribed") {
      setEmail("");
      setOpen(false);
    } else if (status === "unavailable") {
      onNotice?.(unavailableNotice);
    }
  };

  const waitFor = (ms) => {
    clearTimeout(giveUp.current);
    giveUp.current = setTimeout(() => settle("unavailable"), ms);
  };

  useEffect(() => {
    if (!pending.current || outcome?.request !== pending.current) return;
    if (outcome.status === "received") waitFor(ANSWER_TIMEOUT_MS);
    else settle(outcome.status);
  }, [outcome]);

  useEffect(() => () => clearTimeout(giveUp.current), []);

  // The connection dropped while a request was waiting (the back end crashed or restarted):
  // its answer may never come, so the visitor hears now rather than at the timeout. If the
  // address was stored after all, trying again is harmless: it is kept once.
  const [, connectErrors] = useContext(EventLoopContext);
  useEffect(() => {
    if (pending.current && connectErrors?.length) settle("unavailable");
  }, [connectErrors]);

  const onSubmit = (event) => {
    // The browser has checked the address already (type=email, required); the back end
    // checks it again.
    event.preventDefault();
    if (sending) return;
    if (getConnectErrors()?.length) {
      settle("unavailable");
      return;
    }
    setSending(true);
    pending.current = crypto.randomUUID();
    waitFor(RECEIPT_TIMEOUT_MS);
    onSubscribe?.(email, pending.current);
  };

  if (!open) return null;
  return (
    <div
      {...props}
      onPointerDown={(event) => {
        pressedOutside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedOutside.current && event.target === event.currentTarget) setOpen(false);
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={panelClassName}
      >
        <button
          type="button"
          className={closeClassName}
          aria-label={closeLabel}
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
        </button>
        {children}
        <form className={formClassName} onSubmit={onSubmit} aria-busy={sending}>
          <label htmlFor={inputId} className={labelClassName}>
            {emailLabel}
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            required
            autoComplete="email"
            placeholder={emailPlaceholder}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClassName}
          />
          <button type="submit" className={buttonClassName} disabled={sending}>
            {subscribeLabel}
          </button>
        </form>
      </div>
    </div>
  );
}
