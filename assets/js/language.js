// The reader's language, held in the browser: switching re-renders the page's text with no
// server round trip (agency_site/i18n.py inlines every reading; this module only says which
// one to show). assets/js/boot.js detects the language before the first paint.
import { createContext, createElement, use, useContext, useMemo, useSyncExternalStore } from "react";
import { UNSAFE_LocationContext } from "react-router";

export const LANGUAGES = ["en", "fr", "de"];
const SOURCE = "en";
const STORAGE_KEY = "i18nextLng";
const PREFIX = /^\/(fr|de)(?=\/|$)/;

let current = null;
const listeners = new Set();

function detected() {
  const code = typeof document === "undefined" ? null : document.documentElement.lang;
  return LANGUAGES.includes(code) ? code : SOURCE;
}

function subscribe(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot() {
  if (current === null) current = detected();
  return current;
}

// The language a path is published in: /fr/... and /de/..., English for the rest.
export function languageOfPath(pathname) {
  const match = PREFIX.exec(pathname || "");
  return match ? match[1] : SOURCE;
}

// The path without its language prefix: "/fr/about" -> "/about", "/de" -> "/".
export function basePath(pathname) {
  return (pathname || "/").replace(PREFIX, "") || "/";
}

// `path` (a path of the English site) as published in `language`.
export function localizedPath(language, path) {
  if (language === SOURCE || !LANGUAGES.includes(language)) return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

function routerPathname() {
  // Outside the router (the app's overlays) there is no location: English paths apply.
  return useContext(UNSAFE_LocationContext)?.location?.pathname ?? "/";
}

// The language and page path the page shows, provided by <LanguageRoot> above every page.
const LanguageContext = createContext({ language: SOURCE, path: "/" });

// What the component rendering now shows. Reading the context subscribes that component
// (memoized ones included), so a switch re-renders exactly the components that show text
// and React only rewrites the text nodes and attributes that changed. `use`, unlike
// useContext, may be called from a plain function and in any order. Outside rendering (a
// click handler building a notice) React refuses to read a context: the store answers.
function shown() {
  try {
    return use(LanguageContext);
  } catch {
    return { language: snapshot(), path: basePath(window.location.pathname) };
  }
}

// The reader's reading of a translated text: `readings` holds the French and German.
export function tr(readings, english) {
  return readings[shown().language] ?? english;
}

// A label handed to a component the app root renders: the root builds its props outside
// <LanguageRoot>, so the label comes as a function, read when that component renders.
export function readLabel(label) {
  return typeof label === "function" ? label() : label;
}

export function currentLanguage() {
  return shown().language;
}

// The page's path without its language prefix, for marking the current link.
export function currentBasePath() {
  return shown().path;
}

// Wraps the whole app (agency_site.py). Pre-rendering and hydration use the route's own
// language, so the HTML of /fr/... is French and hydrates without a mismatch; afterwards
// the detected or chosen one.
export function LanguageRoot({ children }) {
  const pathname = routerPathname();
  const routeLanguage = languageOfPath(pathname);
  const language = useSyncExternalStore(subscribe, snapshot, () => routeLanguage);
  const path = basePath(pathname);
  const value = useMemo(() => ({ language, path }), [language, path]);
  return createElement(LanguageContext.Provider, { value }, children);
}

// Picked in the header: show it, remember it, and put the address in the same language so
// a reload or a shared link shows what the reader sees now. The address is replaced, not
// navigated to: no route change, no reload, and text typed into a form stays.
export function setLanguage(language) {
  if (!LANGUAGES.includes(language)) return;
  current = language;
  document.documentElement.lang = language;
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage can be disabled; the choice still holds for this page.
  }
  // A language cookie outranks storage in the detection order: keep it in step.
  if (/(?:^|;\s*)i18next=/.test(document.cookie)) {
    document.cookie = `i18next=${language}; path=/; max-age=31536000; samesite=lax`;
  }
  const url = new URL(window.location.href);
  url.searchParams.delete("lng");
  url.pathname = localizedPath(language, basePath(url.pathname));
  window.history.replaceState(window.history.state, "", url);
  listeners.forEach((listener) => listener());
}
