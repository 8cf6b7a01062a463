// Inlined into <head> (agency_site/layout/document.py fills in the __NAMES__): runs before the
// first paint, so no frame shows in the wrong language or with a dismissed cookie banner.
(function () {
  var root = document.documentElement;
  var languages = __LANGUAGES__;
  var source = languages[0];

  // Storage and cookies can be blocked: then they say nothing.
  function read(fn) { try { return fn(); } catch (e) { return null; } }
  function supported(value) {
    var code = String(value || "").toLowerCase().slice(0, 2);
    return languages.indexOf(code) >= 0 ? code : null;
  }

  // The address says the page's language: /fr/..., /de/..., the source language otherwise.
  var first = location.pathname.split("/")[1];
  var published = first !== source && supported(first) === first ? first : source;
  var path = published === source ? location.pathname : location.pathname.slice(first.length + 1);
  var query = new URLSearchParams(location.search);
  var wanted = supported(query.get("lng"));
  // An address in the source language is where links and crawlers arrive: the reader's
  // stored or detected language (spec section 4, agency_site/components/language.py)
  // takes over (every page exists in every language).
  if (!wanted && published === source) {
    var candidates = [
      read(function () {
        var match = document.cookie.match(/(?:^|;\s*)__COOKIE__=([^;]*)/);
        return match && decodeURIComponent(match[1]);
      }),
      read(function () { return localStorage.getItem("__STORAGE_KEY__"); }),
      read(function () { return sessionStorage.getItem("__STORAGE_KEY__"); }),
    ].concat(navigator.languages || [navigator.language], [root.getAttribute("lang")]);
    for (var i = 0; i < candidates.length && !wanted; i++) wanted = supported(candidates[i]);
  }
  // The address says the language: `lng` has been read and leaves it.
  var hadQuery = query.has("lng");
  query.delete("lng");
  var search = query.toString() ? "?" + query.toString() : "";
  if (wanted && wanted !== published) {
    // The server has the page in that language: go there before anything paints.
    var target = wanted === source ? path || "/" : "/" + wanted + (path === "/" ? "" : path);
    root.style.visibility = "hidden";
    location.replace(target + search + location.hash);
    return;
  }
  if (hadQuery) history.replaceState(history.state, "", location.pathname + search + location.hash);
  root.setAttribute("lang", published);

  // A stored cookie choice hides the banner through CSS before it can paint.
  var consent = read(function () { return localStorage.getItem("cookie_consent"); });
  if (consent === "true" || consent === "false") root.setAttribute("data-cookie-consent", consent);
})();
