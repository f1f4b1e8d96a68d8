// sayzee's page: a thin terminal. Keys pressed while the table has focus, the buttons and the command field go up
// to the session behind this page; the lines it says come down into the log and the live regions.
"use strict";

const LOG_KEPT = 200;
const SPOKEN_KEPT = 4;
const SAME_LINE_WITHIN_MS = 1500;
const LONGEST_WAIT_MS = 15000;

const body = document.body;
const table = document.getElementById("table");
const log = document.getElementById("log");
const polite = document.getElementById("polite");
const assertive = document.getElementById("assertive");
const form = document.getElementById("command");
const field = document.getElementById("line");
const sounds = document.getElementById("sounds");
const language = document.getElementById("language");

let socket = null;
let ended = false;
let wait = 1000;
let lastSpoken = { text: "", at: 0 };
let lostSaid = false;

function stored(key) {
  try { return localStorage.getItem(key); } catch (_) { return null; }
}
function store(key, value) {
  try { localStorage.setItem(key, value); } catch (_) { /* private browsing: nothing kept */ }
}

// A line into the log, and into a live region unless the same line was just said (VoiceOver says it again).
function say(text, urgent) {
  const item = document.createElement("p");
  item.textContent = text;
  log.appendChild(item);
  while (log.children.length > LOG_KEPT) log.removeChild(log.firstChild);
  const now = Date.now();
  if (text === lastSpoken.text && now - lastSpoken.at < SAME_LINE_WITHIN_MS) return;
  lastSpoken = { text: text, at: now };
  const region = urgent ? assertive : polite;
  const line = document.createElement("p");
  line.textContent = text;
  region.appendChild(line);
  while (region.children.length > SPOKEN_KEPT) region.removeChild(region.firstChild);
}

function play(cues) {
  if (!sounds.checked) return;
  for (const cue of cues) {
    const audio = new Audio("/sounds/" + encodeURIComponent(cue) + ".wav");
    audio.play().catch(function () { /* the browser wants a gesture first */ });
  }
}

function send(frame) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  socket = new WebSocket(scheme + location.host + "/seat");
  socket.onopen = function () {
    send({ hello: { lang: stored("sayzee-lang") || null, seats: stored("sayzee-seats") || "" } });
  };
  socket.onmessage = function (event) {
    let frame;
    try { frame = JSON.parse(event.data); } catch (_) { return; }
    wait = 1000;
    lostSaid = false;
    if (frame.say) say(frame.say.text, frame.say.urgent);
    else if (frame.cues) play(frame.cues);
    else if (typeof frame.seats === "string") store("sayzee-seats", frame.seats);
    else if (frame === "secret") field.type = "password";
    else if (frame === "bye") { ended = true; say(body.dataset.ended, false); }
  };
  socket.onclose = function () {
    socket = null;
    if (ended) return;
    if (!lostSaid) { say(body.dataset.lost, true); lostSaid = true; }
    setTimeout(connect, wait);
    wait = Math.min(wait * 2, LONGEST_WAIT_MS);
  };
}

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
  send({ line: field.value });
  field.value = "";
  field.type = "text";
});

const soundsKept = stored("sayzee-sounds");
// Off by default on phones and tablets, where a sound over the screen reader is more noise than news.
sounds.checked = soundsKept === null ? !window.matchMedia("(pointer: coarse)").matches : soundsKept === "on";
sounds.addEventListener("change", function () { store("sayzee-sounds", sounds.checked ? "on" : "off"); });

language.value = stored("sayzee-lang") || "";
// Walking the list changes nothing (WCAG 3.2.2): the button, or Enter, applies the language chosen.
document.getElementById("language-form").addEventListener("submit", function (event) {
  event.preventDefault();
  store("sayzee-lang", language.value);
  // The page's own words change with the language: loaded again, the seat kept by the book in this browser.
  location.search = language.value ? "?lang=" + encodeURIComponent(language.value) : "";
});

say(body.dataset.connecting, false);
connect();
table.focus();
