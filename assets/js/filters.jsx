// Filters that run in the browser alone (spec section 4: blog list, partner showcase and
// grid). A FilterScope wraps markup written in Python (agency_site/components/filters.py)
// and drives it through data attributes:
//   [data-filter-key]     a button choosing that key; aria-pressed marks the chosen one
//   [data-filter-search]  a text field; items must contain its text (case-insensitive)
//   [data-filter-keys]    an item with the keys it matches, separated by "|"; the scope's
//                         `allKey` matches every item
//   [data-filter-text]    the item's searchable text
//   [data-filter-empty]   shown only while no item is shown
// The scope keeps the chosen key and the search text in React state and announces the
// number of items shown (`countLabel`, with {count} and {total} slots) in a live region.
// It marks itself data-filter-ready="true" once it responds (after hydration).
import { useEffect, useRef, useState } from "react";

const KEY_SEPARATOR = "|";

function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (slot, name) => (name in values ? values[name] : slot));
}

function matches(item, key, allKey, query) {
  const keys = (item.dataset.filterKeys ?? "").split(KEY_SEPARATOR);
  if (key !== allKey && !keys.includes(key)) return false;
  return !query || (item.dataset.filterText ?? "").toLowerCase().includes(query);
}

export function FilterScope({
  selected: initialKey,
  allKey,
  countLabel,
  statusClassName,
  children,
  ...props
}) {
  const scope = useRef(null);
  const [key, setKey] = useState(initialKey);
  const [search, setSearch] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [ready, setReady] = useState(false);
  // The count is news only once the visitor has changed something.
  const changed = useRef(false);

  // Text typed before the page became interactive, or restored by the browser.
  useEffect(() => {
    const field = scope.current.querySelector("[data-filter-search]");
    if (field?.value) setSearch(field.value);
    setReady(true);
  }, []);

  useEffect(() => {
    const root = scope.current;
    root.querySelectorAll("[data-filter-key]").forEach((button) => {
      button.setAttribute("aria-pressed", String(button.dataset.filterKey === key));
    });
    const query = search.toLowerCase();
    const items = [...root.querySelectorAll("[data-filter-keys]")];
    let shown = 0;
    items.forEach((item) => {
      const visible = matches(item, key, allKey, query);
      item.hidden = !visible;
      if (visible) shown += 1;
    });
    root.querySelectorAll("[data-filter-empty]").forEach((empty) => {
      empty.hidden = shown > 0;
    });
    if (changed.current) setAnnouncement(fill(countLabel, { count: shown, total: items.length }));
  }, [key, search, allKey, countLabel]);

  return (
    <div
      ref={scope}
      data-filter-ready={ready ? "true" : "false"}
      onClick={(event) => {
        const button = event.target.closest("[data-filter-key]");
        if (!button || !scope.current.contains(button)) return;
        changed.current = true;
        setKey(button.dataset.filterKey);
      }}
      onInput={(event) => {
        if (!event.target.matches("[data-filter-search]")) return;
        changed.current = true;
        setSearch(event.target.value);
      }}
      {...props}
    >
      {children}
      <p role="status" aria-live="polite" aria-atomic="true" className={statusClassName}>
        {announcement}
      </p>
    </div>
  );
}
