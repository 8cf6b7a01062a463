// Python cannot follow the system colour scheme: this replaces Reflex's utils/react-theme.js
// (installed by agency_site/platform/frontend/; each __NAME__ from agency_site/browser.py).
// Spec: the `theme` key is written only when the visitor chooses, as 'dark' or 'light';
// while nothing is stored the system colour scheme decides, and follows its changes.
// Reflex's inline head script has already set the class on <html> before first paint.
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";

import { ColorModeContext } from "$/utils/context-registry";

const STORAGE_KEY = __THEME_KEY__;
const MODES = __THEMES__;
const inBrowser = typeof window !== "undefined";

function storedMode() {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return MODES.includes(value) ? value : null;
  } catch {
    return null;
  }
}

const darkQuery = () => window.matchMedia("(prefers-color-scheme: dark)");

const ThemeContext = createContext(null);

export function ThemeProvider({ children }) {
  const [chosen, setChosen] = useState(() => (inBrowser ? storedMode() : null));
  const [system, setSystem] = useState(() =>
    inBrowser && darkQuery().matches ? "dark" : "light",
  );
  const resolved = chosen ?? system;

  useEffect(() => {
    const query = darkQuery();
    const onSchemeChange = () => setSystem(query.matches ? "dark" : "light");
    // Another tab chose a theme (or cleared it).
    const onStorage = (event) => {
      if (event.key === STORAGE_KEY || event.key === null) setChosen(storedMode());
    };
    query.addEventListener("change", onSchemeChange);
    window.addEventListener("storage", onStorage);
    return () => {
      query.removeEventListener("change", onSchemeChange);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(...MODES);
    root.classList.add(resolved);
    root.style.colorScheme = resolved;
  }, [resolved]);

  const setColorMode = useCallback((mode) => {
    if (MODES.includes(mode)) {
      localStorage.setItem(STORAGE_KEY, mode);
      setChosen(mode);
    } else {
      localStorage.removeItem(STORAGE_KEY);
      setChosen(null);
    }
  }, []);

  const toggleColorMode = useCallback(
    () => setColorMode(resolved === "dark" ? "light" : "dark"),
    [resolved, setColorMode],
  );

  const themeValue = useMemo(
    () => ({ theme: chosen ?? "system", resolvedTheme: resolved, setTheme: setColorMode }),
    [chosen, resolved, setColorMode],
  );
  const colorModeValue = useMemo(
    () => ({
      rawColorMode: chosen ?? "system",
      resolvedColorMode: resolved,
      toggleColorMode,
      setColorMode,
    }),
    [chosen, resolved, toggleColorMode, setColorMode],
  );

  const colorModes = createElement(ColorModeContext.Provider, { value: colorModeValue }, children);
  return createElement(ThemeContext.Provider, { value: themeValue }, colorModes);
}

export function useTheme() {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error("useTheme must be used within a ThemeProvider");
  return theme;
}
