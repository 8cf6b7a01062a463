// Carousels (spec sections 4 and 9) on Embla: they loop and advance every `autoplayMs`
// until the visitor takes over. Dragging, the buttons, the dots and the arrow keys stop the
// autoplay for good; hovering (where asked) or focusing the carousel holds it until the
// pointer or focus leaves. Nothing moves by itself for visitors who prefer reduced motion.
// The slides, every label and every class come from agency_site/components/carousel.py.
import { useCallback, useEffect, useRef, useState } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
// How far below the screen a carousel starts loading Embla.
const LOAD_MARGIN = "400px 0px";

// Embla and its autoplay load once the carousel comes near the screen, not with the page:
// the home page's sits far below the first screen, and a phone should not fetch them
// before it has shown the text. Until then the slides show as a still row.
function useEmblaWhenNear({ loop, align, autoplayMs }) {
  const [viewport, setViewport] = useState(null);
  const [embla, setEmbla] = useState(null);
  useEffect(() => {
    if (!viewport) return undefined;
    let instance = null;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        Promise.all([import("embla-carousel"), import("embla-carousel-autoplay")]).then(
          ([core, plugin]) => {
            if (cancelled) return;
            const autoplay = plugin.default({
              delay: autoplayMs,
              playOnInit: false,
              stopOnInteraction: true,
            });
            instance = core.default(viewport, { loop, align }, [autoplay]);
            setEmbla({ api: instance, autoplay });
          },
        );
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(viewport);
    return () => {
      cancelled = true;
      observer.disconnect();
      instance?.destroy();
    };
  }, [viewport, loop, align, autoplayMs]);
  return [setViewport, embla];
}

function Chevron({ direction }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d={direction === "previous" ? "m15 18-6-6 6-6" : "m9 18 6-6-6-6"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path d="M9 5v14M15 5v14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export function Carousel({
  label,
  labels = {},
  dotLabels = [],
  autoplayMs = 4000,
  align = "start",
  loop = true,
  pauseOnHover = false,
  classes = {},
  children,
  ...props
}) {
  // The plugin starts nothing by itself: `resume` decides when it may play.
  const [viewportRef, embla] = useEmblaWhenNear({ loop, align, autoplayMs });
  const api = embla?.api;
  const autoplay = embla?.autoplay;
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Stopped for good: the visitor took over, or prefers reduced motion.
  const [stopped, setStopped] = useState(false);
  const interacted = useRef(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const reducedMotion = useRef(false);

  const resume = useCallback(() => {
    if (interacted.current || hovered.current || focused.current || reducedMotion.current) return;
    autoplay?.play();
  }, [autoplay]);

  // The visitor took over: autoplay stops and never comes back.
  const takeOver = useCallback(() => {
    interacted.current = true;
    setStopped(true);
    autoplay?.stop();
  }, [autoplay]);

  useEffect(() => {
    if (!api) return undefined;
    reducedMotion.current = window.matchMedia(REDUCED_MOTION).matches;
    if (reducedMotion.current) setStopped(true);
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    onSelect();
    api
      .on("select", onSelect)
      .on("reInit", onSelect)
      .on("pointerDown", takeOver)
      .on("autoplay:play", onPlay)
      .on("autoplay:stop", onStop);
    resume();
    return () => {
      api
        .off("select", onSelect)
        .off("reInit", onSelect)
        .off("pointerDown", takeOver)
        .off("autoplay:play", onPlay)
        .off("autoplay:stop", onStop);
    };
  }, [api, resume, takeOver]);

  // Buttons, dots and keys sit outside Embla's viewport, so they stop autoplay themselves.
  const go = (move) => {
    takeOver();
    if (api) move(reducedMotion.current);
  };
  const previous = () => go((jump) => api.scrollPrev(jump));
  const next = () => go((jump) => api.scrollNext(jump));

  const hold = (reason, on) => {
    reason.current = on;
    if (on) autoplay?.stop();
    else resume();
  };

  return (
    <section
      role="region"
      aria-label={label}
      data-playing={playing ? "true" : "false"}
      data-ready={api ? "true" : "false"}
      onMouseEnter={pauseOnHover ? () => hold(hovered, true) : undefined}
      onMouseLeave={pauseOnHover ? () => hold(hovered, false) : undefined}
      onFocus={() => hold(focused, true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) hold(focused, false);
      }}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") previous();
        else if (event.key === "ArrowRight") next();
      }}
      {...props}
    >
      <div ref={viewportRef} className={classes.viewport}>
        <div className={classes.track}>{children}</div>
      </div>
      <div className={classes.controls}>
        {/* Always there, so nothing moves once autoplay stops; disabled from then on. */}
        <button
          type="button"
          className={classes.button}
          aria-label={labels.pause}
          disabled={stopped}
          onClick={takeOver}
          data-carousel-pause=""
        >
          <PauseIcon />
        </button>
        <button
          type="button"
          className={classes.button}
          aria-label={labels.previous}
          onClick={previous}
        >
          <Chevron direction="previous" />
        </button>
        {dotLabels.length ? (
          <div className={classes.dots}>
            {dotLabels.map((dotLabel, index) => (
              <button
                key={dotLabel}
                type="button"
                className={classes.dot}
                aria-label={dotLabel}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => go((jump) => api.scrollTo(index, jump))}
              >
                <span className={classes.dotMark} />
              </button>
            ))}
          </div>
        ) : null}
        <button type="button" className={classes.button} aria-label={labels.next} onClick={next}>
          <Chevron direction="next" />
        </button>
      </div>
    </section>
  );
}
