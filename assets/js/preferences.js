// The visitor's cookie choice, held in the browser: no server round trip.
// assets/js/boot.js applies it before the first paint; this changes it afterwards.

export function setCookieConsent(accepted) {
  const value = accepted ? "true" : "false";
  try {
    localStorage.setItem("cookie_consent", value);
  } catch {
    // Without storage the banner still hides for this page.
  }
  document.documentElement.setAttribute("data-cookie-consent", value);
}
