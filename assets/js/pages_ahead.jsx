// Python cannot build a page in the browser before it is asked for: while the language picker is
// open, this page in its other languages (`pages`: ids from components/language.py) is built once,
// hidden (React's Activity runs none of its effects) outside the document, the router navigating
// on the address it is at (no page load): a first switch then runs no code for the first time.
import { Activity, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useRevalidator } from "react-router";
import { refs } from "$/utils/state";

// Pages put their elements' refs in Reflex's `refs` as they render: the shown page's go back
// once the hidden pages have rendered (which then go), or as the picker closes before that.
function ShownRefsBack({ putBack, onBuilt }) {
  putBack();
  queueMicrotask(onBuilt);
}

export function PagesAhead({ pages }) {
  const [built, setBuilt] = useState([]);
  const [node] = useState(() => globalThis.document?.createElement("div"));
  const shown = useRef(null);
  const { revalidate } = useRevalidator();
  const putBack = () => shown.current && Object.assign(refs, shown.current);
  useEffect(() => {
    revalidate();
    const { routes } = window.__reactRouterManifest; // React Router's table of page modules
    const loads = pages.map((id) => import(/* @vite-ignore */ routes[id].module));
    Promise.all(loads).then((modules) => setBuilt(modules.map((module) => module.default)));
    return putBack;
  }, []);
  if (!built.length) return null;
  shown.current ??= { ...refs };
  const onBuilt = () => {
    shown.current = null;
    setBuilt([]);
  };
  return createPortal(
    <Activity mode="hidden">
      {built.map((Page, index) => <Page key={index} />)}
      <ShownRefsBack putBack={putBack} onBuilt={onBuilt} />
    </Activity>,
    node,
  );
}
