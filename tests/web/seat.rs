//! A browser sitting at the page, heard as a screen reader hears it: what the page's live regions say is read
//! from Chromium's accessibility tree, sampled as play goes on, so that a line the page added and took away
//! before the browser rendered it (and told assistive technology) is never heard here either.

use std::collections::HashSet;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::browser::{Browser, chromium, needed};

/// The live regions, as the page names them.
const REGIONS: [&str; 2] = ["polite", "assertive"];

/// A browser on the page, hearing its live regions through the accessibility tree.
pub struct Seat {
    pub browser: Browser,
    /// Every line the tree exposed in a live region, in order, as "polite: …" or "assertive: …".
    exposed: Vec<String>,
    /// The text nodes already taken, by region and node.
    seen: HashSet<(usize, u64)>,
    /// Lines of `exposed` already looked at.
    pub read_to: usize,
}

impl Seat {
    pub fn open(page: &str) -> Option<Seat> {
        Seat::open_with(page, &[])
    }

    /// As [`Seat::open`], the browser started with `flags`.
    pub fn open_with(page: &str, flags: &[&str]) -> Option<Seat> {
        let chromium = chromium();
        if !needed("chromium", chromium.is_some()) {
            return None;
        }
        let mut browser = Browser::start_with(&chromium.unwrap(), flags);
        browser.page("Page.enable", json!({}));
        browser.page("Accessibility.enable", json!({}));
        browser.open(page);
        Some(Seat {
            browser,
            exposed: Vec::new(),
            seen: HashSet::new(),
            read_to: 0,
        })
    }

    /// Takes what the live regions expose now that was not taken before.
    fn sample(&mut self) {
        for (at, region) in REGIONS.iter().enumerate() {
            for (node, text) in self.browser.exposed_text(region) {
                if self.seen.insert((at, node)) {
                    self.exposed.push(format!("{region}: {text}"));
                }
            }
        }
    }

    /// Every line the live regions exposed so far, in order.
    pub fn heard(&mut self) -> Vec<String> {
        self.sample();
        self.exposed.clone()
    }

    /// Waits for a live region to expose a line containing `words` after the last one found; the line.
    pub fn hear(&mut self, words: &str) -> String {
        let deadline = Instant::now() + super::common::net::PATIENCE;
        loop {
            self.sample();
            if let Some(at) = self.exposed[self.read_to..]
                .iter()
                .position(|line| line.contains(words))
            {
                self.read_to += at + 1;
                return self.exposed[self.read_to - 1].clone();
            }
            assert!(
                Instant::now() < deadline,
                "the page never said {words:?}; it said:\n{}",
                self.exposed.join("\n")
            );
            std::thread::sleep(Duration::from_millis(15));
        }
    }

    /// Waits until every line the page has to say is written to its live region (its queue empty), and takes
    /// them.
    pub fn settle(&mut self) {
        let deadline = Instant::now() + super::common::net::PATIENCE;
        let settled = "waiting.length === 0 && !pumping && performance.now() - lastWrittenAt > 300";
        // Heard all the while: a line written meanwhile leaves its region again after a few seconds.
        while self.browser.evaluate(settled) != json!(true) {
            assert!(
                Instant::now() < deadline,
                "the page never said all it had to"
            );
            self.sample();
            std::thread::sleep(Duration::from_millis(15));
        }
        self.sample();
    }

    /// Reloads the page; what it says from then on is heard afresh.
    pub fn reload(&mut self) {
        self.browser.reload();
        self.read_to = self.heard().len();
    }

    /// The log's lines, as a screen reader reviews them.
    pub fn log(&mut self) -> Vec<String> {
        let log = self.browser.evaluate(
            "Array.from(document.querySelectorAll('#log > p')).map(function (p) { return p.textContent; })",
        );
        strings(&log)
    }

    /// Types a line into the command field and sends it with Enter.
    pub fn type_line(&mut self, line: &str) {
        self.browser
            .evaluate("document.getElementById('line').focus()");
        if !line.is_empty() {
            self.browser.type_text(line);
        }
        self.browser.press("Enter", false);
    }

    /// Presses a key while the table has focus.
    pub fn key(&mut self, key: &str, shift: bool) {
        self.browser
            .evaluate("document.getElementById('table').focus()");
        self.browser.press(key, shift);
    }

    /// Taps the button named `name` (as the accessibility tree names it), as a touch screen does.
    pub fn tap(&mut self, name: &str) {
        let tapped = self.browser.evaluate(&format!(
            "(function () {{ const button = Array.from(document.querySelectorAll('button'))\
               .find(function (b) {{ return !b.hidden && b.textContent === {name:?}; }}); \
             if (!button) return false; button.click(); return true; }})()"
        ));
        assert_eq!(tapped, json!(true), "no button {name:?} to tap");
    }

    /// The id of the element that has the focus.
    pub fn focused(&mut self) -> String {
        self.browser
            .evaluate("document.activeElement ? document.activeElement.id : ''")
            .as_str()
            .unwrap_or("")
            .to_string()
    }

    /// Waits until the element `id` has the focus.
    pub fn wait_focus(&mut self, id: &str) {
        self.browser.wait_for(&format!(
            "document.activeElement && document.activeElement.id === '{id}'"
        ));
    }
}

/// A JSON array of strings as strings.
pub fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|line| line.as_str().unwrap().to_string())
        .collect()
}
