// The salary converter of /services/currency-converter: amount and currencies, the result,
// then jobs that prefill the amount (on wide screens the result sits beside both). It
// converts in the browser alone, with the dated rate table Python passes in
// (agency_site/pages/services/converter.py), and formats amounts in the page's language.
// Every word and class name arrives as a prop.
import { useEffect, useId, useState } from "react";

// Fills the {name} slots of a translated label.
function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (slot, name) => (name in values ? values[name] : slot));
}

function formatter(locale, options) {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat(undefined, options);
  }
}

function formatMoney(locale, amount, code, fractionDigits) {
  return formatter(locale, {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

function formatDate(locale, isoDate) {
  const date = new Date(`${isoDate}T12:00:00Z`);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);
  } catch {
    return isoDate;
  }
}

// Swap arrows (Lucide's arrow-left-right).
function SwapIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M8 3 4 7l4 4" />
      <path d="M4 7h16" />
      <path d="m16 21 4-4-4-4" />
      <path d="M20 17H4" />
    </svg>
  );
}

export function CurrencyConverter({
  rates,
  rateDate,
  locale,
  currencies,
  jobs,
  initialTarget,
  labels,
  classes,
  ...props
}) {
  const id = useId();
  const [amountText, setAmountText] = useState(String(jobs[0].amount));
  const [source, setSource] = useState(jobs[0].currency);
  const [target, setTarget] = useState(initialTarget);

  const amount = amountText.trim() === "" ? NaN : Number(amountText);
  const valid = Number.isFinite(amount) && amount >= 0;
  const rate = rates[target] / rates[source];
  const money = (value, code) =>
    formatMoney(locale, value, code, currencies.find((item) => item.code === code).fractionDigits);

  const chooseJob = (job) => {
    setAmountText(String(job.amount));
    setSource(job.currency);
    // Never convert a salary into its own currency: fall back to the previous one.
    if (job.currency === target) setTarget(source !== job.currency ? source : initialTarget);
  };
  const swap = () => {
    setSource(target);
    setTarget(source);
  };

  const options = currencies.map((item) => (
    <option key={item.code} value={item.code}>
      {item.label}
    </option>
  ));

  return (
    <div className={classes.root} {...props}>
      {/* Not a form: every change converts at once, there is nothing to submit. */}
      <div role="group" className={classes.form} aria-label={labels.form}>
        <div>
          <label htmlFor={`${id}-amount`} className={classes.label}>
            {labels.amount}
          </label>
          <input
            id={`${id}-amount`}
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            className={classes.input}
          />
        </div>
        <div className={classes.pair}>
          <div>
            <label htmlFor={`${id}-from`} className={classes.label}>
              {labels.from}
            </label>
            <select
              id={`${id}-from`}
              value={source}
              onChange={(event) => setSource(event.target.value)}
              className={classes.select}
            >
              {options}
            </select>
          </div>
          <button
            type="button"
            onClick={swap}
            aria-label={labels.swap}
            title={labels.swap}
            className={classes.swap}
          >
            <SwapIcon />
          </button>
          <div>
            <label htmlFor={`${id}-to`} className={classes.label}>
              {labels.to}
            </label>
            <select
              id={`${id}-to`}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              className={classes.select}
            >
              {options}
            </select>
          </div>
        </div>
      </div>
      <section className={classes.result} aria-labelledby={`${id}-result`}>
        <div>
          <h3 id={`${id}-result`} className={classes.resultCaption}>
            {labels.result}
          </h3>
          <div role="status" aria-live="polite" aria-atomic="true">
            {valid ? (
              <>
                <p className={classes.resultFrom}>
                  {fill(labels.equals, { amount: money(amount, source) })}
                </p>
                <p className={classes.resultValue} data-testid="currency-result">
                  {money(amount * rate, target)}
                </p>
              </>
            ) : (
              <p className={classes.resultPrompt}>{labels.prompt}</p>
            )}
          </div>
          {valid && (
            <dl className={classes.others} aria-label={labels.others}>
              {currencies
                .filter((item) => item.code !== source && item.code !== target)
                .map((item) => (
                  <div key={item.code} className={classes.other}>
                    <dt className={classes.otherLabel}>{item.label}</dt>
                    <dd className={classes.otherValue}>
                      {money((amount * rates[item.code]) / rates[source], item.code)}
                    </dd>
                  </div>
                ))}
            </dl>
          )}
        </div>
        <div className={classes.resultMeta}>
          <p>
            {fill(labels.rate, {
              source,
              target,
              rate: formatter(locale, { maximumSignificantDigits: 4 }).format(rate),
            })}
          </p>
          <p>{fill(labels.date, { date: formatDate(locale, rateDate) })}</p>
        </div>
      </section>
      <div className={classes.jobs}>
        <fieldset>
          <legend className={classes.label}>{labels.jobs}</legend>
          <ul className={classes.jobList}>
            {jobs.map((job) => (
              <li key={job.id}>
                <button
                  type="button"
                  aria-pressed={valid && amount === job.amount && source === job.currency}
                  onClick={() => chooseJob(job)}
                  className={classes.jobButton}
                >
                  <span className={classes.jobCity}>{job.city}</span>
                  <span className={classes.jobTitle}>{job.title}</span>
                  <span className={classes.jobSalary}>
                    {formatMoney(locale, job.amount, job.currency, 0)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
    </div>
  );
}
