// sayzee's page: a thin terminal. Keys pressed while the table has focus, the buttons and the command field go up
// to the session behind this page; the lines it says come down into the log and the live regions.
"use strict";

// Lines kept in the log: a whole game against three computers, and then some.
const LOG_KEPT = 1000;
// Lines kept in each live region. Lines are written SPOKEN_GAP_MS apart, so each stays there for three seconds or
// more, rendered many times over, before it goes.
const SPOKEN_KEPT = 20;
// How long a line stays in its live region once written: long after it was announced, short enough that browse
// mode, reading the page, finds the regions (at the page's end) all but empty.
const SPOKEN_FOR_MS = 5000;
// Between two lines written to the live regions: a line is written in a frame of its own and this long after the
// one before, so that the browser renders it and tells the screen reader before the next comes (a burst written
// in one frame reaches nobody).
const SPOKEN_GAP_MS = 140;
// An urgent line that comes unasked this soon after a polite one (the turn after the opponent's move) waits its
// turn in the polite region: in the assertive one it would cut off the line just said. An urgent answer to the
// player's own key (a refusal) stays assertive.
const POLITE_HEARD_MS = 1500;
// The same line again this soon, with nothing done by the player between, is one change said twice.
const SAME_LINE_WITHIN_MS = 700;
const LONGEST_WAIT_MS = 5000;
// While the connection is down, how often the page says it still is.
const STILL_LOST_EVERY_MS = 60000;

const body = document.body;
const table = document.getElementById("table");
const latest = document.getElementById("latest");
const log = document.getElementById("log");
const polite = document.getElementById("polite");
const assertive = document.getElementById("assertive");
const form = document.getElementById("command");
const field = document.getElementById("line");
const fieldLabel = document.getElementById("line-label");
const tryNow = document.getElementById("try-now");
const sounds = document.getElementById("sounds");
const language = document.getElementById("language");
const playButtons = document.querySelectorAll("button[data-play]");

let socket = null;
let ended = false;
let wait = 1000;
let retry = null;
let lostSince = null;
let lostSaidAt = 0;
let lastSpoken = { text: "", at: -Infinity };
// When the last polite line came.
let lastPoliteArrivedAt = -Infinity;
// Keys, buttons and lines sent that no line has answered yet: the next line is taken as the answer to one of them,
// said even when it is the same as the one before (Repeat pressed twice at once), and at once when urgent. An answer
// comes within milliseconds; a frame unanswered for longer (one the seat passed over) is not waited for.
let unanswered = 0;
let lastSentAt = -Infinity;
const ANSWERED_WITHIN_MS = 2000;

function stored(key) {
  try { return localStorage.getItem(key); } catch (_) { return null; }
}
function store(key, value) {
  try { localStorage.setItem(key, value); } catch (_) { /* private browsing: nothing kept */ }
}
function forget(key) {
  try { localStorage.removeItem(key); } catch (_) { /* nothing was kept */ }
}

// The live regions' queue: every line reaches the screen reader, in the order it was said.
const waiting = [];
let lastWrittenAt = -Infinity;
let pumping = false;

function pump() {
  if (pumping || waiting.length === 0) return;
  pumping = true;
  const delay = Math.max(0, lastWrittenAt + SPOKEN_GAP_MS - performance.now());
  setTimeout(function () { requestAnimationFrame(writeNext); }, delay);
}

function writeNext() {
  pumping = false;
  const next = waiting.shift();
  if (!next) return;
  const region = next.urgent ? assertive : polite;
  const line = document.createElement("p");
  line.textContent = next.text;
  region.appendChild(line);
  while (region.children.length > SPOKEN_KEPT) region.removeChild(region.firstChild);
  lastWrittenAt = performance.now();
  setTimeout(function () { line.remove(); }, SPOKEN_FOR_MS);
  pump();
}

// A hidden page is heard by nobody: what waits is dropped rather than read out in a rush on return.
document.addEventListener("visibilitychange", function () {
  if (document.hidden) waiting.length = 0;
});

// Lines of the printed score sheet, as a table a screen reader can walk: columns are two spaces or more apart.
function sheetTable(text) {
  const rows = text.split("\n").filter(function (row) { return row.trim() !== ""; })
    .map(function (row) { return row.trim().split(/\s{2,}/); });
  const block = document.createElement("div");
  let grid = null;
  for (const cells of rows) {
    if (cells.length < 2) {
      const title = document.createElement("p");
      title.textContent = cells[0];
      block.appendChild(title);
      grid = null;
      continue;
    }
    const row = document.createElement("tr");
    cells.forEach(function (cell, at) {
      const header = !grid || at === 0;
      const element = document.createElement(header ? "th" : "td");
      if (header) element.scope = grid ? "row" : "col";
      element.textContent = cell;
      row.appendChild(element);
    });
    if (!grid) {
      grid = document.createElement("table");
      block.appendChild(grid);
    }
    grid.appendChild(row);
  }
  return block;
}

// Whether the log shows its newest line: it then keeps showing it, as lines come and as the screen turns. Only
// the player's own scrolling (wheel, touch, keys, the scroll bar) moves it away from the end.
let logAtEnd = true;
function logScrolledByPlayer() {
  requestAnimationFrame(function () {
    logAtEnd = log.scrollTop + log.clientHeight >= log.scrollHeight - 8;
  });
}
for (const kind of ["wheel", "touchmove", "keydown", "pointerup"]) log.addEventListener(kind, logScrolledByPlayer);
new ResizeObserver(function () { if (logAtEnd) log.scrollTop = log.scrollHeight; }).observe(log);

function toLog(text) {
  const atEnd = logAtEnd;
  let item;
  if (text.includes("\n")) {
    item = sheetTable(text);
  } else {
    item = document.createElement("p");
    item.textContent = text;
    latest.textContent = text;
  }
  log.appendChild(item);
  while (log.children.length > LOG_KEPT) log.removeChild(log.firstChild);
  // The newest line in view, unless the player scrolled back to read.
  if (atEnd) log.scrollTop = log.scrollHeight;
}

// A line into the log and the live regions' queue. The printed sheet goes to the log only: the box-by-box lines
// that follow it are what is said.
function say(text, urgent) {
  toLog(text);
  const now = performance.now();
  // The answer to something the player did, or news that came of itself.
  if (now - lastSentAt > ANSWERED_WITHIN_MS) unanswered = 0;
  const asked = unanswered > 0;
  if (asked) unanswered -= 1;
  if (text.includes("\n")) return;
  if (text === lastSpoken.text && now - lastSpoken.at < SAME_LINE_WITHIN_MS && !asked) return;
  lastSpoken = { text: text, at: now };
  const heardAtOnce = urgent && (asked || now - lastPoliteArrivedAt >= POLITE_HEARD_MS);
  if (!heardAtOnce) lastPoliteArrivedAt = now;
  waiting.push({ text: text, urgent: heardAtOnce });
  pump();
}

function play(cues) {
  if (!sounds.checked) return;
  for (const cue of cues) {
    const audio = new Audio("/sounds/" + encodeURIComponent(cue) + ".wav");
    audio.play().catch(function () { /* the browser wants a gesture first */ });
  }
}

// What the seat waits for: the field takes the focus for a typed answer and gives it back for keys; while a
// question is asked, only the buttons that answer it are shown.
function want(what) {
  const secret = what === "secret";
  field.type = secret ? "password" : "text";
  field.autocomplete = secret ? "current-password" : "off";
  fieldLabel.textContent = secret ? body.dataset.password : body.dataset.command;
  const focused = document.activeElement;
  const lostFocus = !focused || focused === document.body || (focused.dataset && "play" in focused.dataset);
  for (const button of playButtons) button.hidden = what !== "keys";
  if (what === "keys") {
    if (focused === field && field.value === "") table.focus();
  } else if (focused === table || lostFocus) {
    field.focus();
  }
}

// Sends a frame; while the connection is down, says that it was not sent rather than losing it without a word.
function send(frame) {
  unanswered += 1;
  lastSentAt = performance.now();
  if (socket && socket.readyState === WebSocket.OPEN) {
    socket.send(JSON.stringify(frame));
    return true;
  }
  say(ended ? body.dataset.ended : body.dataset.notSent, true);
  return false;
}

function lost() {
  const now = Date.now();
  if (lostSince === null) {
    lostSince = now;
    lostSaidAt = now;
    say(body.dataset.lost, true);
  } else if (now - lostSaidAt >= STILL_LOST_EVERY_MS) {
    lostSaidAt = now;
    say(body.dataset.stillLost, false);
  }
  tryNow.hidden = false;
  retry = setTimeout(connect, wait);
  wait = Math.min(wait * 2, LONGEST_WAIT_MS);
}

function connect() {
  clearTimeout(retry);
  retry = null;
  if (socket) return;
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(scheme + location.host + "/seat");
  socket.onopen = function () {
    // The session speaks the page's own language: the two always agree.
    socket.send(JSON.stringify({ hello: {
      lang: document.documentElement.lang,
      seats: stored("sayzee-seats") || "",
      logins: stored("sayzee-logins") || "",
    } }));
  };
  socket.onmessage = function (event) {
    let frame;
    try { frame = JSON.parse(event.data); } catch (_) { return; }
    wait = 1000;
    lostSince = null;
    tryNow.hidden = true;
    if (frame.say) say(frame.say.text, frame.say.urgent);
    else if (frame.cues) play(frame.cues);
    else if (typeof frame.seats === "string") store("sayzee-seats", frame.seats);
    else if (typeof frame.logins === "string") store("sayzee-logins", frame.logins);
    else if (typeof frame.want === "string") want(frame.want);
    else if (frame === "bye") {
      // Leaving gives the seat up in this browser: the next person at a borrowed computer is not sat in it.
      ended = true;
      forget("sayzee-seats");
      say(body.dataset.ended, false);
    }
  };
  socket.onclose = function () {
    socket = null;
    if (!ended) lost();
  };
}

tryNow.addEventListener("click", function () {
  wait = 1000;
  connect();
});

const NAMED = {
  "Enter": "enter", " ": "space", "Escape": "escape", "ArrowUp": "up", "ArrowDown": "down",
  "ArrowLeft": "left", "ArrowRight": "right", "Home": "home", "End": "end", "PageUp": "pageup",
  "PageDown": "pagedown", "Backspace": "backspace", "Delete": "delete",
};

// A key's name as sayzee's line mode writes it ("shift+3", "enter", "f1", "?"); none for keys the browser keeps.
function keyName(event) {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (NAMED[event.key]) return NAMED[event.key];
  if (/^F([1-9]|1[0-2])$/.test(event.key)) return event.key.toLowerCase();
  const digit = /^(Digit|Numpad)([0-9])$/.exec(event.code);
  if (digit) return (event.shiftKey ? "shift+" : "") + digit[2];
  if (event.key.length !== 1) return null;
  const letter = event.key.toLowerCase();
  if (/^[a-z]$/.test(letter)) return (event.shiftKey ? "shift+" : "") + letter;
  return event.key;
}

table.addEventListener("keydown", function (event) {
  // Only the table itself: never a field, a button or a list inside the page.
  if (event.target !== table) return;
  const name = keyName(event);
  if (!name) return;
  event.preventDefault();
  send({ key: name });
});

for (const button of document.querySelectorAll("button[data-key]")) {
  button.addEventListener("click", function () { send({ key: button.dataset.key }); });
}

form.addEventListener("submit", function (event) {
  event.preventDefault();
  // A line typed while the connection is down stays in the field, to be sent again.
  if (send({ line: field.value })) field.value = "";
});

const soundsKept = stored("sayzee-sounds");
// Off by default on phones and tablets, where a sound over the screen reader is more noise than news.
sounds.checked = soundsKept === null ? !window.matchMedia("(pointer: coarse)").matches : soundsKept === "on";
sounds.addEventListener("change", function () { store("sayzee-sounds", sounds.checked ? "on" : "off"); });

const chosen = stored("sayzee-lang");
language.value = chosen || "";
// Walking the list changes nothing (WCAG 3.2.2): the button, or Enter, applies the language chosen.
document.getElementById("language-form").addEventListener("submit", function (event) {
  event.preventDefault();
  store("sayzee-lang", language.value);
  // The page's own words change with the language: loaded again, the seat kept by the book in this browser.
  location.search = language.value ? "?lang=" + encodeURIComponent(language.value) : "";
});

// A borrowed computer: nothing of the player stays behind.
document.getElementById("forget").addEventListener("click", function () {
  forget("sayzee-seats");
  forget("sayzee-logins");
  forget("sayzee-lang");
  forget("sayzee-sounds");
  language.value = "";
  say(body.dataset.forgotten, false);
});

// The language chosen here before, when the address names none: the page in that language, so that its words,
// its `lang` and the session's speech agree.
if (chosen && !/[?&]lang=/.test(location.search) && chosen !== document.documentElement.lang) {
  location.replace("?lang=" + encodeURIComponent(chosen));
} else {
  say(body.dataset.connecting, false);
  connect();
  table.focus();
}
