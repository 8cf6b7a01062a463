// Python cannot see the screen: the awards page's confetti (drawn on a canvas) and the home page's
// scroll reveal (an element coming into view) run here. Both leave visitors who prefer reduced
// motion alone; neither hides anything before it runs (agency_site/components/effects.py).
import { useEffect, useRef, useState } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;
const between = (low, high) => low + Math.random() * (high - low);

// One burst: a firework from each side of the screen, smaller as the time runs out.
const FIREWORK = { startVelocity: 30, spread: 360, ticks: 60 };

function burst(cannon, share) {
  const particleCount = Math.max(10, Math.round(50 * share));
  return Promise.all(
    [[0.1, 0.3], [0.7, 0.9]].map(([low, high]) =>
      cannon({
        ...FIREWORK,
        particleCount,
        origin: { x: between(low, high), y: Math.random() - 0.2 },
      }),
    )
  );
}

// Confetti over the page: a burst at once and every `interval` ms for `duration` ms; the
// canvas goes when the last piece has fallen. canvas-confetti loads only where this is used.
export function Confetti({ duration = 5000, interval = 250, ...props }) {
  const canvas = useRef(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    if (!prefersReducedMotion()) setRunning(true);
  }, []);

  useEffect(() => {
    if (!running) return undefined;
    let cancelled = false;
    let timer, cannon;
    import("canvas-confetti").then(
      ({ default: confetti }) => {
        if (cancelled) return;
        const target = canvas.current;
        target.width = target.clientWidth;
        target.height = target.clientHeight;
        cannon = confetti.create(target, { resize: false });
        const endsAt = Date.now() + duration;
        let fallen = burst(cannon, 1);
        timer = setInterval(() => {
          const left = endsAt - Date.now();
          if (left > 0) {
            fallen = burst(cannon, left / duration);
            return;
          }
          clearInterval(timer);
          fallen.then(() => cancelled || setRunning(false));
        }, interval);
      },
      // Decoration only: without the library the page simply has no confetti.
      () => cancelled || setRunning(false)
    );
    return () => {
      cancelled = true;
      clearInterval(timer);
      cannon?.reset();
    };
  }, [running, duration, interval]);

  return running ? <canvas ref={canvas} aria-hidden="true" {...props} /> : null;
}

// Marks each child data-revealed="true" as it scrolls into view, fading it in from below as it
// comes up over the screen's bottom edge. Nothing is hidden before (full-page screenshots, print
// and text readers get it all); a child already on screen (at start, after a jump) just shows.
const FADE_IN = [{ opacity: 0, transform: "translateY(2rem)" }, { opacity: 1, transform: "none" }];

export function ScrollReveal({ children, ...props }) {
  const root = useRef(null);

  useEffect(() => {
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries.filter((entry) => entry.isIntersecting)) {
        entry.target.setAttribute("data-revealed", "true");
        observer.unobserve(entry.target);
        if (entry.boundingClientRect.top >= window.innerHeight && !prefersReducedMotion()) {
          entry.target.animate(FADE_IN, { duration: 700, easing: "ease-out" });
        }
      }
    }, { rootMargin: "0px 0px 15% 0px" });
    Array.from(root.current.children).forEach((child) => observer.observe(child));
    return () => observer.disconnect();
  }, []);

  return <div ref={root} {...props}>{children}</div>;
}
