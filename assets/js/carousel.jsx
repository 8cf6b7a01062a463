// Python cannot follow a drag or a timer frame by frame: Embla moves the carousels (spec sections
// 4 and 9) in the browser, wired to what agency_site/components/carousel.py renders (every label,
// class and icon). It loops and advances every `autoplayMs` until the visitor takes over: a drag,
// a button, a dot or an arrow key stops it for good; hovering (where asked) or focus holds it
// until they leave. Nothing moves by itself for visitors who prefer reduced motion.
import { cloneElement, useEffect, useRef, useState } from "react";

// Embla loads once the carousel comes within this margin of the screen, not with the page:
// until then the slides show as a still row.
const LOAD_MARGIN = "400px 0px";
const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

export function Carousel({ autoplayMs, align, loop, pauseOnHover, viewportClass, trackClass,
  controlsClass, dotsClass, pause, previous, next, dots, children, ...props }) {
  const viewport = useRef(null);
  // Embla's API and its autoplay plugin, once loaded.
  const embla = useRef(null);
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Why autoplay waits: "stopped" (for good), "hover", "focus".
  const holds = useRef(new Set());
  const [stopped, setStopped] = useState(false);

  useEffect(() => {
    let api = null;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const modules = [import("embla-carousel"), import("embla-carousel-autoplay")];
      Promise.all(modules).then(([core, plugin]) => {
        if (cancelled) return;
        const autoplay = plugin.default({
          delay: autoplayMs,
          playOnInit: false,
          stopOnInteraction: true,
        });
        api = core.default(viewport.current, { loop, align }, [autoplay]);
        const onSelect = () => setSelected(api.selectedScrollSnap());
        api
          .on("select", onSelect)
          .on("reInit", onSelect)
          .on("pointerDown", () => hold("stopped", true))
          .on("autoplay:play", () => setPlaying(true))
          .on("autoplay:stop", () => setPlaying(false));
        if (reducedMotion()) holds.current.add("stopped");
        embla.current = { api, autoplay };
        setReady(true);
        hold("stopped", holds.current.has("stopped"));
      });
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(viewport.current);
    return () => {
      cancelled = true;
      observer.disconnect();
      api?.destroy();
    };
  }, [autoplayMs, loop, align]);

  // Autoplay plays while nothing holds it; "stopped" is never released.
  function hold(reason, on) {
    if (on) holds.current.add(reason);
    else if (reason !== "stopped") holds.current.delete(reason);
    if (reason === "stopped" && on) setStopped(true);
    if (holds.current.size) embla.current?.autoplay.stop();
    else embla.current?.autoplay.play();
  }

  // The controls sit outside Embla's viewport, so they stop autoplay themselves.
  const go = (move) => () => {
    hold("stopped", true);
    if (embla.current) move(embla.current.api, reducedMotion());
  };
  const toPrevious = go((api, jump) => api.scrollPrev(jump));
  const toNext = go((api, jump) => api.scrollNext(jump));

  return (
    <section
      {...props}
      data-playing={playing ? "true" : "false"}
      data-ready={ready ? "true" : "false"}
      onMouseEnter={pauseOnHover ? () => hold("hover", true) : undefined}
      onMouseLeave={pauseOnHover ? () => hold("hover", false) : undefined}
      onFocus={() => hold("focus", true)}
      onBlur={(event) => event.currentTarget.contains(event.relatedTarget) || hold("focus", false)}
      onKeyDown={(event) => {
        if (event.key === "ArrowLeft") toPrevious();
        else if (event.key === "ArrowRight") toNext();
      }}
    >
      <div ref={viewport} className={viewportClass}>
        <div className={trackClass}>{children}</div>
      </div>
      <div className={controlsClass}>
        {/* Always there, so nothing moves once autoplay stops; disabled from then on. */}
        {cloneElement(pause, { onClick: () => hold("stopped", true), disabled: stopped })}
        {cloneElement(previous, { onClick: toPrevious })}
        {dots.length ? (
          <div className={dotsClass}>
            {dots.map((dot, index) => cloneElement(dot, {
              key: index,
              "aria-current": index === selected ? "true" : undefined,
              onClick: go((api, jump) => api.scrollTo(index, jump)),
            }))}
          </div>
        ) : null}
        {cloneElement(next, { onClick: toNext })}
      </div>
    </section>
  );
}
