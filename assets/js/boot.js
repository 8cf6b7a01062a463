// Inlined into <head> (agency_site/layout/document.py): runs before the first paint, so the
// page never shows a frame in the wrong language attribute or with a dismissed cookie banner.
(function () {
  var root = document.documentElement;
  var supported = ["en", "fr", "de"];
  var storageKey = "i18nextLng";

  function read(fn) {
    try {
      return fn();
    } catch (e) {
      return null;
    }
  }
  function supportedCode(value) {
    var code = String(value || "").toLowerCase().slice(0, 2);
    return supported.indexOf(code) >= 0 ? code : null;
  }

  // Detection order of the spec: query ?lng, cookie, localStorage, sessionStorage,
  // browser languages, the <html lang> attribute; English when none is supported. A page
  // published in a language (/fr/..., /de/...) counts as asked for, right after ?lng.
  var prefix = location.pathname.match(/^\/(fr|de)(?:\/|$)/);
  var cookie = read(function () {
    var match = document.cookie.match(/(?:^|;\s*)i18next=([^;]*)/);
    return match && decodeURIComponent(match[1]);
  });
  var candidates = [
    read(function () { return new URLSearchParams(location.search).get("lng"); }),
    prefix && prefix[1],
    cookie,
    read(function () { return localStorage.getItem(storageKey); }),
    read(function () { return sessionStorage.getItem(storageKey); }),
  ].concat(navigator.languages || [navigator.language], [root.getAttribute("lang")]);
  var language = "en";
  for (var i = 0; i < candidates.length; i++) {
    var code = supportedCode(candidates[i]);
    if (code) {
      language = code;
      break;
    }
  }
  root.setAttribute("lang", language);
  read(function () { localStorage.setItem(storageKey, language); });

  // A stored cookie choice hides the banner through CSS before it can paint.
  var consent = read(function () { return localStorage.getItem("cookie_consent"); });
  if (consent === "true" || consent === "false") root.setAttribute("data-cookie-consent", consent);
})();
