// Carousels (spec sections 4 and 9) on Embla: they loop and advance every `autoplayMs`
// until the visitor takes over. Dragging, the buttons, the dots and the arrow keys stop the
// autoplay for good; hovering (where asked) or focusing the carousel holds it until the
// pointer or focus leaves. Nothing moves by itself for visitors who prefer reduced motion.
// The slides, every label and every class come from agency_site/components/carousel.py.
import { useCallback, useEffect, useRef, useState } from "react";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

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
  const [autoplay] = useState(() =>
    Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: true }),
  );
  const [viewportRef, api] = useEmblaCarousel({ loop, align }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const interacted = useRef(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const reducedMotion = useRef(false);

  const resume = useCallback(() => {
    if (interacted.current || hovered.current || focused.current || reducedMotion.current) return;
    autoplay.play();
  }, [autoplay]);

  // The visitor took over: autoplay stops and never comes back.
  const takeOver = useCallback(() => {
    interacted.current = true;
    autoplay.stop();
  }, [autoplay]);

  useEffect(() => {
    if (!api) return undefined;
    reducedMotion.current = window.matchMedia(REDUCED_MOTION).matches;
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
    if (!api) return;
    takeOver();
    move(reducedMotion.current);
  };
  const previous = () => go((jump) => api.scrollPrev(jump));
  const next = () => go((jump) => api.scrollNext(jump));

  const hold = (reason, on) => {
    reason.current = on;
    if (on) autoplay.stop();
    else resume();
  };

  return (
    <section
      role="region"
      aria-label={label}
      data-playing={playing ? "true" : "false"}
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
