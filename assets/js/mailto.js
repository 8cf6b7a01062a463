// The contact form's mailto: link (RFC 6068), apart from the form so that it can be tested
// alone (tests/unit/test_mailto.py runs this file in Node). Whatever the visitor types, the
// link holds one address and exactly two fields, `subject` and `body`: every value is
// percent-encoded (so `&`, `?`, `#`, `%` and a typed "%0A" stay text), the subject is one
// line, and the body's line breaks are CRLF inside the encoded body, never raw.

// Line breaks of every kind (CR, LF, VT, FF, NEL, LS, PS) and the other control characters.
const BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
// Control characters a body keeps no use for: all but tab, LF and CR.
const BODY_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

// One line: line breaks (the only way to add a mail header) and control characters become
// single spaces.
export function oneLine(text) {
  return String(text).replace(BREAKS_AND_CONTROLS, " ").trim();
}

// At most `max` UTF-16 units (as an input's maxLength counts), never half a character.
export function clip(text, max) {
  const value = String(text);
  if (!Number.isFinite(max) || max < 0 || value.length <= max) return value;
  const end = /[\uD800-\uDBFF]/.test(value[max - 1] ?? "") ? max - 1 : max;
  return value.slice(0, end);
}

// Multi-line text: every line break becomes CRLF (RFC 6068 section 5), other controls go.
function bodyText(lines) {
  return lines
    .join("\n")
    .replace(BODY_CONTROLS, "")
    .replace(/\r\n?|[\n\u0085\u2028\u2029]/g, "\r\n");
}

// The address (a setting, not the visitor's) with each side of its "@" encoded: even a
// mistaken one cannot start the fields early. "+" stays as written, as mail apps expect.
function encodeAddress(address) {
  return String(address)
    .split("@")
    .map((part) => encodeURIComponent(part).replace(/%2B/g, "+"))
    .join("@");
}

// The link: `lines` are the body's lines. Throws URIError on text that cannot be encoded
// (a lone surrogate from a broken paste); the form then tells the visitor.
export function mailtoLink(address, subject, lines) {
  const fields = [
    `subject=${encodeURIComponent(oneLine(subject))}`,
    `body=${encodeURIComponent(bodyText(lines))}`,
  ];
  return `mailto:${encodeAddress(address)}?${fields.join("&")}`;
}
