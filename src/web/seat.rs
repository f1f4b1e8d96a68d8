//! One browser's seat: its WebSocket (`/seat`), and behind it a player session of its own on a thread, the
//! same `sayzee join` a terminal plays, handed the browser's keys and lines through a channel and saying everything
//! back through a [`Screen`] that turns it into frames.
//!
//! The browser is a stranger: its first frame must be a `hello` within a few seconds, every frame is bounded in
//! size and rate, a line is one line of text without control characters, and a browser that reads too slowly is
//! let go (its seat kept by the server, as for any lost connection) rather than queued for without end.

use std::net::IpAddr;
use std::num::NonZeroU32;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::extract::ws::{Message as Frame, WebSocket, WebSocketUpgrade};
use axum::extract::{Extension, State};
use axum::http::HeaderMap;
use axum::response::Response;
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

use super::door::NoSeat;
use super::{Peer, Room};
use crate::i18n::{Localizer, Message};
use crate::player::args::{Interface, JoinArgs};
use crate::player::console::{Elsewhere, HandedLines, KEY_MARK, Screen, ThreadedLines, Wanted};
use crate::player::persistence::{Files, Preferences};
use crate::sound::Cue;

/// The largest frame a browser may send: a line is at most a thousand characters, a book of seats a few.
const MAX_FRAME: usize = 64 * 1024;

/// How long a browser has to say hello once its socket is open.
const HELLO_WITHIN: Duration = Duration::from_secs(10);

/// How long one frame may take to go out: a browser that reads nothing for this long is let go.
const SEND_WITHIN: Duration = Duration::from_secs(10);

/// Frames queued for a browser before it counts as not reading.
const DOWN_QUEUE: usize = 2048;

/// Keys and lines a browser may send each second, and in one burst (pings count as frames too).
const FRAMES_PER_SECOND: u32 = 20;
const FRAMES_AT_ONCE: u32 = 40;

/// Frames past the rate in a row after which the browser is let go: ten seconds' worth, as at the game's door.
const FLOOD_FRAMES: u32 = 10 * FRAMES_PER_SECOND;

/// Bytes waiting to go out to a browser (its answers to pings among them) past which it is let go: a socket that
/// sends and never reads holds no more than this.
const UNSENT_BYTES: usize = 256 * 1024;

/// What a browser sends.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "lowercase", deny_unknown_fields)]
enum Up {
    /// The first frame: the page's language (none: the browser's), and the books of held seats and of login
    /// tokens it keeps.
    Hello(Hello),
    /// A key pressed while the table had focus, or a button: its name as line mode writes it ("shift+3").
    Key(String),
    /// A line typed in the command field.
    Line(String),
}

/// A browser's hello.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Hello {
    lang: Option<String>,
    #[serde(default)]
    seats: String,
    #[serde(default)]
    logins: String,
}

/// What a browser is sent.
#[derive(Debug, Serialize)]
#[serde(rename_all = "lowercase")]
enum Down {
    /// A line said; `urgent` for the assertive region.
    Say { text: String, urgent: bool },
    /// Cues to play, by their file's name.
    Cues(Vec<&'static str>),
    /// The book of held seats to keep in the browser.
    Seats(String),
    /// The book of login tokens to keep in the browser (its device logins).
    Logins(String),
    /// What the seat waits for now: `keys` at the table, a typed `line` (the page's field takes the focus), or
    /// a `secret` (a password, not shown).
    Want(Wanted),
    /// The session ended (the player left): nothing more will come.
    Bye,
}

/// The frames a session sends to its browser.
#[derive(Debug)]
struct BrowserScreen {
    down: mpsc::Sender<Down>,
    /// The browser did not read its frames: the socket is closed, the session's lines end.
    overflowed: Arc<AtomicBool>,
}

impl BrowserScreen {
    fn send(&self, frame: Down) {
        if self.down.try_send(frame).is_err() {
            self.overflowed.store(true, Ordering::Relaxed);
        }
    }
}

impl Screen for BrowserScreen {
    fn line(&self, text: &str, urgent: bool) {
        self.send(Down::Say {
            text: text.to_string(),
            urgent,
        });
    }

    fn cues(&self, cues: &[Cue]) {
        self.send(Down::Cues(cues.iter().map(|cue| cue.name()).collect()));
    }

    fn seats_kept(&self, book: &str) {
        self.send(Down::Seats(book.to_string()));
    }

    fn logins_kept(&self, book: &str) {
        self.send(Down::Logins(book.to_string()));
    }

    fn wanted(&self, wanted: Wanted) {
        self.send(Down::Want(wanted));
    }
}

/// `/seat`: the WebSocket of a browser's seat, from the page's own origin and by one of its own names only.
pub(super) async fn upgrade(
    upgrade: WebSocketUpgrade,
    State(room): State<Arc<Room>>,
    Extension(Peer(peer)): Extension<Peer>,
    headers: HeaderMap,
) -> Response {
    let visitor = Visitor {
        peer: super::door::player_address(peer, &room.options.trusted_proxies, &headers),
        accepted: super::page::accepted_languages(&headers),
        host: page_host(&headers),
    };
    let own_page = same_origin(&headers) && own_host(visitor.host.as_deref(), &room.options.names);
    upgrade
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .write_buffer_size(0)
        .max_write_buffer_size(UNSENT_BYTES)
        .on_upgrade(move |mut socket| async move {
            let refusal = |id| Localizer::negotiate(&visitor.accepted).text(&Message::new(id));
            if !own_page {
                refuse(socket, refusal("web-other-origin")).await;
                return;
            }
            // The seat is taken once the browser has said hello: a socket that says nothing holds none.
            let Some(hello) = hello(&mut socket).await else {
                return;
            };
            match room.door.seat(visitor.peer, &room.options.limits) {
                Ok(permit) => {
                    sit(socket, &room, &visitor, hello).await;
                    drop(permit);
                }
                Err(NoSeat::RoomFull) => refuse(socket, refusal("web-full")).await,
                Err(NoSeat::AddressFull) => refuse(socket, refusal("web-address-full")).await,
            }
        })
}

/// Who opened a seat's socket, as the request told it.
struct Visitor {
    /// The browser's address (as the page's door vouches for it, or a trusted proxy forwarded it).
    peer: IpAddr,
    /// The languages the browser asks for, best first.
    accepted: Vec<String>,
    /// The server's address as the browser reached it (`Host`), said to its player in place of the page's door.
    host: Option<String>,
}

/// The `Host` the browser sent, when it looks like one: at most 255 characters of a name, an address and a port.
/// It is only ever said back to the browser that sent it.
fn page_host(headers: &HeaderMap) -> Option<String> {
    let host = headers.get("host")?.to_str().ok()?;
    let plausible = !host.is_empty()
        && host.len() <= 255
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | ':' | '[' | ']' | '_'));
    plausible.then(|| host.to_string())
}

/// Whether `host` (the request's `Host`, without its port) is one the page is reached by: an address, `localhost`,
/// or one of the page's `names`. Any other name may be another site's, made to point here (DNS rebinding), whose
/// page would then sit its visitors down and hear what they hear.
fn own_host(host: Option<&str>, names: &[String]) -> bool {
    let Some(host) = host else {
        return false;
    };
    let name = match host.strip_prefix('[') {
        Some(bracketed) => bracketed
            .split_once(']')
            .map_or(bracketed, |(inside, _)| inside),
        None => host.rsplit_once(':').map_or(host, |(name, _)| name),
    };
    name.parse::<IpAddr>().is_ok()
        || name.eq_ignore_ascii_case("localhost")
        || names.iter().any(|own| own.eq_ignore_ascii_case(name))
}

/// Whether the socket was opened by a page of this server (`Origin` names the host the request was sent to),
/// so that no other site's page can sit a visitor down here.
fn same_origin(headers: &HeaderMap) -> bool {
    let header = |name| headers.get(name).and_then(|value| value.to_str().ok());
    match (header("origin"), header("host")) {
        (Some(origin), Some(host)) => origin
            .split_once("://")
            .is_some_and(|(_, origin_host)| origin_host == host),
        // Not a browser (a browser always sends Origin on a WebSocket): nobody's page to guard against.
        (None, _) => true,
        (Some(_), None) => false,
    }
}

/// Says why the browser is not seated, then closes.
async fn refuse(mut socket: WebSocket, text: String) {
    let frame = Down::Say { text, urgent: true };
    let _ = socket.send(text_frame(&frame)).await;
    let _ = socket.send(Frame::Close(None)).await;
}

fn text_frame(frame: &Down) -> Frame {
    Frame::Text(
        serde_json::to_string(frame)
            .expect("a frame always serializes")
            .into(),
    )
}

/// The browser's hello, read within [`HELLO_WITHIN`]; `None` when it sent anything else or nothing.
async fn hello(socket: &mut WebSocket) -> Option<Hello> {
    let first = tokio::time::timeout(HELLO_WITHIN, socket.recv()).await;
    match first {
        Ok(Some(Ok(Frame::Text(text)))) => match serde_json::from_str(&text) {
            Ok(Up::Hello(hello)) => Some(hello),
            _ => None,
        },
        _ => None,
    }
}

/// A browser's session, running: where its lines go, where its frames come from, and whether the browser fell
/// behind reading them.
struct Running {
    lines: HandedLines,
    frames: mpsc::Receiver<Down>,
    overflowed: Arc<AtomicBool>,
}

/// Starts the session of the browser `visitor` that said `hello`, on a thread of its own.
fn start_session(room: &Room, visitor: &Visitor, hello: Hello) -> Option<Running> {
    let Hello {
        lang,
        seats,
        logins,
    } = hello;
    let locale = match lang.as_deref().filter(|lang| crate::i18n::speaks(lang)) {
        Some(lang) => crate::i18n::negotiate(&[lang]),
        None => crate::i18n::negotiate(&visitor.accepted),
    };
    let (down, frames) = mpsc::channel(DOWN_QUEUE);
    let overflowed = Arc::new(AtomicBool::new(false));
    let screen: Arc<dyn Screen> = Arc::new(BrowserScreen {
        down: down.clone(),
        overflowed: overflowed.clone(),
    });
    let args = join_args(room, visitor, &seats);
    // The browser's lines go to the session through a channel, ringing the bell the session sleeps on.
    let (bell, rung) = std::sync::mpsc::channel();
    let wanted_by = screen.clone();
    let (handed, lines) = ThreadedLines::handed(
        bell.clone(),
        Box::new(move |wanted| wanted_by.wanted(wanted)),
    );
    let elsewhere = Elsewhere {
        lines: Some(lines),
        woken: Some((bell, rung)),
        screen,
        seats,
        logins,
        forwarded_for: Some(visitor.peer),
        experts: room.options.experts.clone(),
        experts_cache: room.options.cache_dir.clone(),
        shared_chances: room.options.shared_chances.clone(),
    };
    // No cache directory of the seat's own: W learns what it needs in memory, shared by every seat of the same
    // rules, and never writes the server's cache (an opening is tens of megabytes a ruleset).
    let files = Files {
        notices: Vec::new(),
        data_dir: None,
        settings_file: None,
        cache_dir: None,
    };
    std::thread::Builder::new()
        .name("sayzee-web-seat".into())
        .spawn(move || {
            let settings = Preferences::default();
            let localizer = Localizer::for_locale(locale);
            let elsewhere = (false, Some(elsewhere));
            let _ =
                crate::player::remote::join::run(&args, &settings, files, &localizer, elsewhere);
            let _ = down.try_send(Down::Bye);
        })
        .ok()?;
    Some(Running {
        lines: handed,
        frames,
        overflowed,
    })
}

/// Seats the browser: its session on a thread, its frames both ways until either side ends.
async fn sit(mut socket: WebSocket, room: &Room, visitor: &Visitor, hello: Hello) {
    let Some(Running {
        lines,
        mut frames,
        overflowed,
    }) = start_session(room, visitor, hello)
    else {
        return;
    };
    let limiter = governor::RateLimiter::direct(
        governor::Quota::per_second(NonZeroU32::new(FRAMES_PER_SECOND).expect("not zero"))
            .allow_burst(NonZeroU32::new(FRAMES_AT_ONCE).expect("not zero")),
    );
    let mut past_rate = 0;
    while !overflowed.load(Ordering::Relaxed) && past_rate < FLOOD_FRAMES {
        tokio::select! {
            frame = frames.recv() => match frame {
                Some(frame) => {
                    let bye = matches!(frame, Down::Bye);
                    let sent = tokio::time::timeout(SEND_WITHIN, socket.send(text_frame(&frame))).await;
                    if !matches!(sent, Ok(Ok(()))) || bye {
                        break;
                    }
                }
                None => break,
            },
            up = socket.recv() => {
                // The rate is asked before a frame is read: a frame past it costs nothing but its count, and a
                // run of them lets the browser go. Pings count too, as each is answered.
                let Some(Ok(up)) = up else {
                    break;
                };
                if limiter.check().is_err() {
                    past_rate += 1;
                    continue;
                }
                past_rate = 0;
                match up {
                    Frame::Text(text) => {
                        match from_page(&text) {
                            FromPage::Line(line) => {
                                if !lines.hand(line) {
                                    break;
                                }
                            }
                            // A key no keyboard names so costs nothing, least of all the seat.
                            FromPage::Passed => {}
                            // A frame that is not ours lets the browser go.
                            FromPage::NotOurs => break,
                        }
                    }
                    Frame::Binary(_) => break,
                    Frame::Ping(_) | Frame::Pong(_) | Frame::Close(_) => {}
                }
            }
        }
    }
    // The browser went (or is let go): the session's lines end, and it vanishes from the table as a lost
    // connection does; the server keeps a seat of a game under way.
    drop(lines);
    let _ = socket.send(Frame::Close(None)).await;
}

/// What a frame from the browser stands for.
#[derive(Debug, PartialEq, Eq)]
enum FromPage {
    /// A line for the session: a key as its marked name, a typed line as one line of text.
    Line(String),
    /// A key with a name no keyboard gives (spaced, too long): passed over, the browser kept.
    Passed,
    /// A frame that is not one of ours.
    NotOurs,
}

/// What the frame `text` from the browser stands for. Every key of the six languages' keyboards is a key: one
/// the game has no use for ("ü", "ß", "§") is said to mean nothing here, as line mode says it.
fn from_page(text: &str) -> FromPage {
    match serde_json::from_str::<Up>(text) {
        Ok(Up::Key(key)) if is_key_name(&key) => FromPage::Line(format!("{KEY_MARK}{key}")),
        Ok(Up::Key(_)) => FromPage::Passed,
        Ok(Up::Line(line)) => FromPage::Line(one_line(&line)),
        Ok(Up::Hello(_)) | Err(_) => FromPage::NotOurs,
    }
}

/// A key's name as the page sends it: short, printable, no spaces ("enter", "shift+3", "?", "ü").
fn is_key_name(key: &str) -> bool {
    !key.is_empty()
        && key.chars().count() <= 16
        && key.chars().all(|c| !c.is_control() && !c.is_whitespace())
}

/// A typed line as one line of text: control characters (a line end, a key's mark) taken out.
fn one_line(line: &str) -> String {
    line.chars().filter(|c| !c.is_control()).collect()
}

/// The `sayzee join` this browser's session runs: at the server's own address (said as the browser reached it),
/// in line mode, its held seat taken back by itself when the browser keeps one.
fn join_args(room: &Room, visitor: &Visitor, seats: &str) -> JoinArgs {
    JoinArgs {
        server: room.options.game.clone(),
        shown_as: visitor.host.clone(),
        trust_cert: room.options.trust_cert.clone(),
        forwarded_for: Some(visitor.peer),
        page_secret: Some(room.options.secret.clone()),
        table: held_table(seats),
        interface: Interface {
            line_mode: true,
            no_sound: false,
            ..Interface::default()
        },
        ..JoinArgs::default()
    }
}

/// The one table the browser's book holds a seat at, to go straight back to after a reload.
fn held_table(seats: &str) -> Option<String> {
    let book: serde_json::Value = serde_json::from_str(seats).ok()?;
    let mut tables = book
        .get("servers")?
        .as_object()?
        .values()
        .filter_map(|places| places.as_array())
        .flatten()
        .filter_map(|place| place.get("table")?.as_str());
    let table = tables.next()?;
    tables.next().is_none().then(|| table.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_said_back_is_a_host_or_nothing() {
        let host = |value: &str| {
            let mut headers = HeaderMap::new();
            headers.insert("host", axum::http::HeaderValue::from_str(value).unwrap());
            page_host(&headers)
        };
        assert_eq!(
            host("dice.example.org:7420").as_deref(),
            Some("dice.example.org:7420")
        );
        assert_eq!(host("[::1]:7420").as_deref(), Some("[::1]:7420"));
        assert_eq!(host("dice.example.org. Type quit"), None);
        assert_eq!(host(""), None);
        assert_eq!(host(&"a".repeat(256)), None);
        assert_eq!(page_host(&HeaderMap::new()), None);
    }

    #[test]
    fn a_browsers_frames_are_read_strictly() {
        assert!(matches!(
            serde_json::from_str::<Up>(r#"{"key":"shift+3"}"#),
            Ok(Up::Key(key)) if key == "shift+3"
        ));
        assert!(serde_json::from_str::<Up>(r#"{"key":"enter","line":"x"}"#).is_err());
        assert!(serde_json::from_str::<Up>(r#"{"shout":"x"}"#).is_err());
        assert!(is_key_name("?") && is_key_name("ctrl+q"));
        assert!(!is_key_name("") && !is_key_name("a b") && !is_key_name(&"x".repeat(17)));
        assert_eq!(one_line("roll\n\u{1}enter\r"), "rollenter");
        let line = |text: &str| FromPage::Line(text.to_string());
        assert_eq!(from_page(r#"{"key":"enter"}"#), line("\u{1}enter"));
        assert_eq!(from_page(r#"{"line":"reroll 1 4"}"#), line("reroll 1 4"));
        assert_eq!(
            from_page(r#"{"hello":{"lang":null}}"#),
            FromPage::NotOurs,
            "a second hello"
        );
        // The keys of the other five languages' keyboards are keys (web play-test, H2: "ü" let the browser go).
        for key in ["ü", "ß", "å", "ñ", "ç", "à", "§", "²", "µ", "¡"] {
            assert_eq!(
                from_page(&format!(r#"{{"key":"{key}"}}"#)),
                line(&format!("\u{1}{key}"))
            );
        }
        assert_eq!(from_page(r#"{"key":"a b"}"#), FromPage::Passed);
        assert_eq!(from_page(r#"{"shout":"x"}"#), FromPage::NotOurs);
    }

    #[test]
    fn a_reload_goes_back_to_the_one_table_the_browser_holds_a_seat_at() {
        let one = r#"{"servers":{"abc":[{"table":"Ann's table","token":"t","names":["Ann"]}]}}"#;
        assert_eq!(held_table(one).as_deref(), Some("Ann's table"));
        let two = r#"{"servers":{"abc":[{"table":"a","token":"t","names":[]},{"table":"b","token":"u","names":[]}]}}"#;
        assert_eq!(held_table(two), None);
        assert_eq!(held_table("not json"), None);
        assert_eq!(held_table(""), None);
    }
}
