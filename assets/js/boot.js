// Python cannot run before the first paint: inlined into <head> (agency_site/layout/document.py),
// this sends a reader to their language's page and hides a dismissed cookie banner before any
// frame shows. Each __NAME__ is filled in from Python (agency_site/browser.py, handed_to_scripts).
(function () {
  var root = document.documentElement;
  var languages = __LANGUAGES__;
  var source = languages[0];

  // Storage and cookies can be blocked: then they say nothing.
  function read(fn) {
    try {
      return fn();
    } catch (e) {
      return null;
    }
  }

  function supported(value) {
    var code = String(value || "").toLowerCase().slice(0, 2);
    return languages.indexOf(code) >= 0 ? code : null;
  }

  function storedCookie(name) {
    var prefix = name + "=";
    var cookies = document.cookie.split(";");
    for (var i = 0; i < cookies.length; i++) {
      var cookie = cookies[i].trim();
      if (cookie.indexOf(prefix) === 0) return decodeURIComponent(cookie.slice(prefix.length));
    }
    return null;
  }

  // The address says the page's language: /fr/..., /de/..., the source language otherwise.
  var first = location.pathname.split("/")[1];
  var published = first !== source && supported(first) === first ? first : source;
  var path = published === source ? location.pathname : location.pathname.slice(first.length + 1);
  var query = new URLSearchParams(location.search);
  var wanted = supported(query.get("lng"));

  // An address in the source language is where links and crawlers arrive: the reader's
  // language takes over (every page exists in every language), found in this order: the
  // cookie, local storage, session storage, the browser's languages, the page's own.
  if (!wanted && published === source) {
    var candidates = [
      read(function () {
        return storedCookie(__LANGUAGE_COOKIE__);
      }),
      read(function () {
        return localStorage.getItem(__LANGUAGE_KEY__);
      }),
      read(function () {
        return sessionStorage.getItem(__LANGUAGE_KEY__);
      }),
    ].concat(navigator.languages || [navigator.language], [root.getAttribute("lang")]);
    for (var i = 0; i < candidates.length && !wanted; i++) {
      wanted = supported(candidates[i]);
    }
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
  if (hadQuery) {
    history.replaceState(history.state, "", location.pathname + search + location.hash);
  }

  // A stored cookie choice hides the banner through CSS before it can paint.
  var consent = read(function () {
    return localStorage.getItem(__CONSENT_KEY__);
  });
  if (__CONSENT_ANSWERS__.indexOf(consent) >= 0) {
    root.setAttribute("data-cookie-consent", consent);
  }
})();
