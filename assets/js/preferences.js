// The visitor's language and cookie choice, held in the browser: no server round trip.
// assets/js/boot.js applies both before the first paint; these change them afterwards.

export const LANGUAGES = ["en", "fr", "de"];
const LANGUAGE_KEY = "i18nextLng";

export function setLanguage(language) {
  if (!LANGUAGES.includes(language)) return;
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage can be disabled; the choice still holds for this page.
  }
}

export function setCookieConsent(accepted) {
  const value = accepted ? "true" : "false";
  try {
    localStorage.setItem("cookie_consent", value);
  } catch {
    // Without storage the banner still hides for this page.
  }
  document.documentElement.setAttribute("data-cookie-consent", value);
}
