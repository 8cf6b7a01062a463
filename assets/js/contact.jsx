// The contact form's behaviour (spec 2.13, 4, 5, 7, 8), in the browser alone: it checks the
// fields, then opens the visitor's mail app with a mailto: link to the agency's address.
// Nothing is sent to a server, so it works while the back end is down. The markup and every
// text come from Python (agency_site/pages/contact/form.py).
import { createContext, useContext, useState } from "react";
import { clip, mailtoLink, oneLine } from "./mailto.js";

// The required fields, by their `name`, in the order the form shows them.
const REQUIRED = ["name", "email", "subject", "message"];
// The same shape as the address check of agency_site/settings.py.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The chosen CV's file name, for ContactCvName inside the form.
const CvName = createContext("");

// Fills the {slot}s of a translated template in one pass (a value is never re-read as a slot).
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (slot, name) => (name in values ? values[name] : slot));
}

function cvProblem(file, extensions, maxBytes) {
  const name = file.name.toLowerCase();
  if (!extensions.some((extension) => name.endsWith(extension))) return "cvType";
  if (file.size > maxBytes) return "cvSize";
  return null;
}

// The <form>: `address` receives the mail, `subjects` are the accepted subject values,
// `maxLengths` the longest value of each field by `name` (the fields' own maxLength, kept
// here too for values a script puts in), `cvExtensions` and `maxCvBytes` limit the optional
// CV, `messages` hold the body's line templates, and `onNotice(notices[key])` shows the
// form's notice `key` (ToastState).
export function ContactForm({
  address,
  subjects,
  maxLengths = {},
  cvExtensions,
  maxCvBytes,
  messages,
  notices,
  onNotice,
  children,
  ...props
}) {
  const [cvName, setCvName] = useState("");
  const show = (key) => onNotice?.(notices[key]);

  const onChange = (event) => {
    const input = event.target;
    if (input.type !== "file") return;
    const file = input.files?.[0];
    const problem = file ? cvProblem(file, cvExtensions, maxCvBytes) : null;
    if (problem) {
      input.value = "";
      show(problem);
    }
    setCvName(file && !problem ? file.name : "");
  };

  const onSubmit = (event) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = (name) => form.elements.namedItem(name);
    const value = (name) => clip(field(name).value, maxLengths[name]).trim();
    const isMissing = (name) =>
      !value(name) || (name === "subject" && !subjects.includes(oneLine(value(name))));

    const missing = REQUIRED.find(isMissing);
    if (missing) {
      field(missing).focus();
      show("missingFields");
      return;
    }
    if (!EMAIL.test(value("email"))) {
      field("email").focus();
      show("invalidEmail");
      return;
    }
    try {
      window.location.href = mailtoLink(address, value("subject"), [
        fill(messages.nameLine, { name: oneLine(value("name")) }),
        fill(messages.emailLine, { email: oneLine(value("email")) }),
        "",
        value("message"),
      ]);
    } catch {
      show("mailFailure");
      return;
    }
    form.reset();
    setCvName("");
    show("sent");
  };

  return (
    <CvName.Provider value={cvName}>
      <form noValidate onChange={onChange} onSubmit={onSubmit} {...props}>
        {children}
      </form>
    </CvName.Provider>
  );
}

// The chosen CV's file name, or `emptyLabel` while there is none.
export function ContactCvName({ emptyLabel, ...props }) {
  const name = useContext(CvName);
  return <span {...props}>{name || emptyLabel}</span>;
}
