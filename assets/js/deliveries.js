// Python cannot keep a page's events while its connection is down: each is numbered here and
// kept until the back end answers that it is applied and saved (platform/deliveries.py). Those
// still unanswered when the connection drops go back to the front of the queue, with their
// numbers, and are sent again once it is back: their worker may have died before applying them.
// A worker that finds one applied answers it without applying it again. A connection still down
// after __NOTICE_AFTER_MS__ ms is shown as lost (the connection notice), as Reflex shows a failed
// attempt to reconnect: the worker that died takes a moment to be replaced. Reflex's state.js
// calls these (agency_site/platform/frontend/__init__.py: with_each_event_applied_once).

// An event sent this often without an answer is not sent again: the back end refuses it.
const MOST_SENDS = 3;
// The page's name in its numbers, new on every load.
let page;
let sent = 0;
// Each event sent: its number and how often it was sent.
const sending = new WeakMap();
// Sent and not answered yet, by number, in the order they were sent.
const unanswered = new Map();

const pageName = () => {
  const letters = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(letters, (byte) => (byte % 36).toString(36)).join("");
};

// The frame that sends `event`, with the event's number (the same when it is sent again).
export const numbered = (event, frame) => {
  page ??= pageName();
  if (!sending.has(event)) {
    sent += 1;
    sending.set(event, { number: `${page}.${sent}`, sends: 0 });
  }
  const record = sending.get(event);
  record.sends += 1;
  const number = record.number;
  unanswered.set(number, event);
  return { ...frame, payload: { ...frame.payload, [__DELIVERY_KEY__]: number } };
};

// Whether `event` is the back end's answer (then the event it names is forgotten).
export const isAnswer = (event) => {
  if (event.name !== __DELIVERED_EVENT__) {
    return false;
  }
  unanswered.delete(event.payload[__DELIVERY_KEY__]);
  return true;
};

// The connection dropped: the unanswered events go back to the front of `queue`.
export const requeueUnanswered = (queue) => {
  const again = [...unanswered.values()].filter((event) => sending.get(event).sends < MOST_SENDS);
  queue.unshift(...again);
  unanswered.clear();
};

// The connection dropped: if it is still down in a moment, `setConnectErrors` says so.
export const sayIfStillDown = (socket, setConnectErrors) => {
  setTimeout(() => {
    if (!socket.connected) {
      setConnectErrors((errors) => [...errors.slice(-9), new Error("connection dropped")]);
    }
  }, __NOTICE_AFTER_MS__);
};
