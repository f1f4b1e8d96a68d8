//! A real headless Chromium (Debian's `chromium`) driven over the DevTools protocol: started with a profile of
//! its own, one page attached, and a few of the protocol's commands (navigate, evaluate, press a key, insert
//! text, the accessibility tree). The protocol is JSON over a WebSocket, so the tests' own `tungstenite` speaks
//! it; a crate like `chromiumoxide` would bring a second async runtime and a generated protocol of its own for
//! the same six commands.
//!
//! Without Chromium the tests that need it are skipped outside CI and fail in CI (`SAYZEE_CI`).

use std::io::{BufRead, BufReader};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tungstenite::stream::MaybeTlsStream;
use tungstenite::{Message, WebSocket};

/// How long the browser has for anything: starting, loading, answering.
const PATIENCE: Duration = Duration::from_secs(60);

/// Where Chromium is, if anywhere: `$SAYZEE_CHROMIUM`, else Debian's.
pub fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("SAYZEE_CHROMIUM")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/bin/chromium"));
    path.exists().then_some(path)
}

/// Whether a test that needs `what` may go on: true when it is there; false outside CI (the test is skipped, and
/// says so); a failure in CI, where `.ci/run` installs it.
pub fn needed(what: &str, there: bool) -> bool {
    if there {
        return true;
    }
    assert!(
        std::env::var_os("SAYZEE_CI").is_none(),
        "{what} is missing, and CI installs it"
    );
    eprintln!("skipped: {what} is not installed");
    false
}

/// A Chromium with one page.
pub struct Browser {
    child: Child,
    socket: WebSocket<MaybeTlsStream<TcpStream>>,
    session: String,
    next_id: u64,
    _profile: tempfile::TempDir,
}

impl Browser {
    /// Starts Chromium headless with an empty profile and `extra` flags, as the machine's notes say it runs here
    /// (no background networking: this machine's network is closed), and attaches to a new blank page.
    pub fn start_with(chromium: &Path, extra: &[&str]) -> Browser {
        let profile = tempfile::tempdir().unwrap();
        let mut child = Command::new(chromium)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--mute-audio",
                "--remote-debugging-port=0",
                "--lang=en-US",
            ])
            .args(extra)
            .arg(format!("--user-data-dir={}", profile.path().display()))
            // Chromium keeps a few files of its own under HOME (certificates, caches): in the profile, never the
            // user's.
            .env("HOME", profile.path())
            .env("XDG_CONFIG_HOME", profile.path().join("config"))
            .env("XDG_CACHE_HOME", profile.path().join("cache"))
            .env("XDG_DATA_HOME", profile.path().join("data"))
            .env("XDG_STATE_HOME", profile.path().join("state"))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("chromium starts");
        let stderr = BufReader::new(child.stderr.take().unwrap());
        let (tell, told) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut told_already = false;
            for line in stderr.lines().map_while(Result::ok) {
                if !told_already && let Some(at) = line.find("ws://") {
                    let _ = tell.send(line[at..].trim().to_string());
                    told_already = true;
                }
            }
        });
        let url = told
            .recv_timeout(PATIENCE)
            .expect("chromium says where its DevTools listen");
        let (socket, _) = tungstenite::connect(url.as_str()).expect("DevTools answer");
        if let MaybeTlsStream::Plain(stream) = socket.get_ref() {
            stream.set_read_timeout(Some(PATIENCE)).unwrap();
        }
        let mut browser = Browser {
            child,
            socket,
            session: String::new(),
            next_id: 0,
            _profile: profile,
        };
        let target = browser.command("Target.createTarget", json!({"url": "about:blank"}), false);
        let target_id = target["targetId"].as_str().unwrap().to_string();
        let attached = browser.command(
            "Target.attachToTarget",
            json!({"targetId": target_id, "flatten": true}),
            false,
        );
        browser.session = attached["sessionId"].as_str().unwrap().to_string();
        browser
    }

    /// Sends a command (to the page when `to_page`) and returns its result, passing over the events between.
    fn command(&mut self, method: &str, params: Value, to_page: bool) -> Value {
        match self.try_command(method, params, to_page) {
            Ok(result) => result,
            Err(answer) => panic!("{method} failed: {answer}"),
        }
    }

    /// As [`Browser::command`], the browser's refusal (an error answer) returned rather than failing the test.
    fn try_command(&mut self, method: &str, params: Value, to_page: bool) -> Result<Value, Value> {
        self.next_id += 1;
        let id = self.next_id;
        let mut message = json!({"id": id, "method": method, "params": params});
        if to_page {
            message["sessionId"] = json!(self.session);
        }
        self.socket
            .send(Message::text(message.to_string()))
            .expect("DevTools take the command");
        let deadline = Instant::now() + PATIENCE;
        loop {
            assert!(Instant::now() < deadline, "no answer to {method}");
            let Message::Text(text) = self.socket.read().expect("DevTools answer") else {
                continue;
            };
            let answer: Value = serde_json::from_str(&text).unwrap();
            if answer["id"].as_u64() == Some(id) {
                return match answer.get("error") {
                    None => Ok(answer["result"].clone()),
                    Some(_) => Err(answer),
                };
            }
        }
    }

    /// A command to the page.
    pub fn page(&mut self, method: &str, params: Value) -> Value {
        self.command(method, params, true)
    }

    /// Opens `url` in the page and waits until it has loaded.
    pub fn open(&mut self, url: &str) {
        self.page("Page.navigate", json!({"url": url}));
        self.wait_for("document.readyState === 'complete'");
    }

    /// The value of a JavaScript expression in the page (promises awaited).
    pub fn evaluate(&mut self, expression: &str) -> Value {
        match self.try_evaluate(expression) {
            Ok(value) => value,
            Err(answer) => panic!("{expression} failed: {answer}"),
        }
    }

    /// As [`Browser::evaluate`], the browser's refusal or the expression's exception returned as the answer.
    fn try_evaluate(&mut self, expression: &str) -> Result<Value, Value> {
        let result = self.try_command(
            "Runtime.evaluate",
            json!({"expression": expression, "returnByValue": true, "awaitPromise": true}),
            true,
        )?;
        match result.get("exceptionDetails") {
            None => Ok(result["result"]["value"].clone()),
            Some(_) => Err(result),
        }
    }

    /// Waits until a JavaScript condition holds in the page; fails the test after [`PATIENCE`]. While the page is
    /// between two documents (a reload) the browser may refuse to evaluate: that counts as not yet.
    pub fn wait_for(&mut self, condition: &str) {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let answer = self.try_evaluate(&format!("!!({condition})"));
            if answer == Ok(json!(true)) {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "never true: {condition} (last answer: {answer:?})"
            );
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    /// Reloads the page and waits until the new document has loaded (not the old one, still complete at first).
    pub fn reload(&mut self) {
        self.evaluate("window.beforeReload = true");
        self.page("Page.reload", json!({}));
        self.wait_for("window.beforeReload === undefined && document.readyState === 'complete'");
    }

    /// Presses and lets go of a key, as a keyboard does: `key` as the browser names it ("Enter", "1", "s"), with
    /// Shift when asked.
    pub fn press(&mut self, key: &str, shift: bool) {
        let (code, virtual_code, text) = match key {
            "Enter" => ("Enter".to_string(), 13, "\r".to_string()),
            "Escape" => ("Escape".to_string(), 27, String::new()),
            " " => ("Space".to_string(), 32, " ".to_string()),
            "ArrowDown" => ("ArrowDown".to_string(), 40, String::new()),
            "ArrowUp" => ("ArrowUp".to_string(), 38, String::new()),
            "Home" => ("Home".to_string(), 36, String::new()),
            "End" => ("End".to_string(), 35, String::new()),
            // Ü on a German keyboard.
            "ü" => ("BracketLeft".to_string(), 186, "ü".to_string()),
            digit if digit.len() == 1 && digit.as_bytes()[0].is_ascii_digit() => (
                format!("Digit{digit}"),
                i64::from(digit.as_bytes()[0]),
                digit.to_string(),
            ),
            letter if letter.len() == 1 && letter.as_bytes()[0].is_ascii_lowercase() => (
                format!("Key{}", letter.to_uppercase()),
                i64::from(letter.to_uppercase().as_bytes()[0]),
                if shift {
                    letter.to_uppercase()
                } else {
                    letter.to_string()
                },
            ),
            other => panic!("the tests do not press {other:?}"),
        };
        let shown = if shift && key.len() == 1 && key.as_bytes()[0].is_ascii_lowercase() {
            key.to_uppercase()
        } else {
            key.to_string()
        };
        let modifiers = if shift { 8 } else { 0 };
        let mut down = json!({
            "type": "keyDown", "key": shown, "code": code, "windowsVirtualKeyCode": virtual_code,
            "modifiers": modifiers,
        });
        if !text.is_empty() {
            down["text"] = json!(text);
        }
        self.page("Input.dispatchKeyEvent", down);
        self.page(
            "Input.dispatchKeyEvent",
            json!({"type": "keyUp", "key": shown, "code": code, "windowsVirtualKeyCode": virtual_code,
                   "modifiers": modifiers}),
        );
    }

    /// Types `text` where the focus is, as an input method would.
    pub fn type_text(&mut self, text: &str) {
        self.page("Input.insertText", json!({"text": text}));
    }

    /// The text of every line under the element `id` that the accessibility tree exposes now, each with the id
    /// of its text node (two equal lines are two nodes): what a screen reader can be told of, not what the DOM
    /// holds. Nothing while the page is between two documents.
    pub fn exposed_text(&mut self, id: &str) -> Vec<(u64, String)> {
        let element = self.try_command(
            "Runtime.evaluate",
            json!({"expression": format!("document.getElementById('{id}')"), "objectGroup": "exposed"}),
            true,
        );
        let Some(object) = element
            .ok()
            .and_then(|found| found["result"]["objectId"].as_str().map(str::to_string))
        else {
            return Vec::new();
        };
        let found = self.try_command(
            "Accessibility.queryAXTree",
            json!({"objectId": object, "role": "StaticText"}),
            true,
        );
        let _ = self.try_command(
            "Runtime.releaseObjectGroup",
            json!({"objectGroup": "exposed"}),
            true,
        );
        let Ok(found) = found else {
            return Vec::new();
        };
        found["nodes"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|node| node["ignored"] != json!(true))
            .filter_map(|node| {
                let text = node["name"]["value"].as_str()?.to_string();
                Some((node["backendDOMNodeId"].as_u64()?, text))
            })
            .collect()
    }

    /// The accessibility tree's nodes, as a screen reader gets them.
    pub fn accessibility_tree(&mut self) -> Vec<Value> {
        self.page("Accessibility.enable", json!({}));
        let tree = self.page("Accessibility.getFullAXTree", json!({}));
        tree["nodes"].as_array().cloned().unwrap_or_default()
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
