//! Localized text: Fluent bundles for every shipped locale, embedded in the binary, and language choice.
//!
//! Everything a player reads or hears is a [`Message`] (an id and arguments) rendered here from
//! `locales/<lang>/sayzee.ftl`. Rendering never fails: a missing message or a formatting error falls back to
//! en-US and then to the message id, so a gap in a translation is never silence.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use fluent::types::{FluentNumber, FluentNumberOptions};
use fluent::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// One locale's Fluent files joined: `sayzee.ftl` (command line, solver), `game.ftl` (narration of play)
/// `keys.ftl` (actions and help), `persist.ftl` (settings, saves, statistics) and `network.ftl` (network play). Split so that each part can be edited on its own.
macro_rules! locale {
    ($id:literal) => {
        (
            $id,
            concat!(
                include_str!(concat!("../../locales/", $id, "/sayzee.ftl")),
                "\n",
                include_str!(concat!("../../locales/", $id, "/game.ftl")),
                "\n",
                include_str!(concat!("../../locales/", $id, "/keys.ftl")),
                "\n",
                include_str!(concat!("../../locales/", $id, "/persist.ftl")),
                "\n",
                include_str!(concat!("../../locales/", $id, "/rules.ftl")),
                "\n",
                include_str!(concat!("../../locales/", $id, "/network.ftl")),
                "\n",
                include_str!(concat!("../../locales/", $id, "/web.ftl")),
            ),
        )
    };
}

/// The locales shipped, with their Fluent sources. The first is the fallback.
const LOCALES: [(&str, &str); 6] = [
    locale!("en-US"),
    locale!("fr"),
    locale!("de"),
    locale!("es"),
    locale!("it"),
    locale!("sv"),
];

/// The language every message exists in, used when nothing else matches.
pub const FALLBACK: &str = "en-US";

/// The ids of the shipped locales, fallback first.
pub fn available() -> impl Iterator<Item = &'static str> {
    LOCALES.iter().map(|(id, _)| *id)
}

/// The Fluent source of a shipped locale (for tests that check every locale).
pub fn source(locale: &str) -> Option<&'static str> {
    LOCALES
        .iter()
        .find(|(id, _)| *id == locale)
        .map(|(_, s)| *s)
}

/// One argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    /// A number said with a tenth even when whole ("9.0"): beside another said to a tenth, "9 against 8.6"
    /// would sound as if one were rounded and the other not.
    Tenths(f64),
    Text(Cow<'static, str>),
    /// A nested message, rendered in the same language first (a box name inside a sentence).
    Message(Box<Message>),
}

impl fmt::Display for Arg {
    /// A number as it is, a text quoted, a nested message in brackets: `3`, `"Ann"`, `(box-chance)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Arg::Number(n) => write!(f, "{n}"),
            Arg::Tenths(n) => write!(f, "{n:.1}"),
            Arg::Text(text) => write!(f, "{text:?}"),
            Arg::Message(inner) => write!(f, "({inner})"),
        }
    }
}

impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<f64> for Arg {
    fn from(n: f64) -> Arg {
        Arg::Number(n)
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(Cow::Owned(s))
    }
}

impl From<&'static str> for Arg {
    fn from(s: &'static str) -> Arg {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<Message> for Arg {
    fn from(m: Message) -> Arg {
        Arg::Message(Box::new(m))
    }
}

/// Something to say: a Fluent message id and its arguments. Pure data, built by the narration.
#[derive(Clone, Debug, PartialEq)]
pub struct Message {
    pub id: Cow<'static, str>,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Message {
        Message {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds an argument.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Message {
        self.args.push((name, value.into()));
        self
    }
}

impl fmt::Display for Message {
    /// The id and arguments, for logs and test failure output; never shown to players.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.id)?;
        for (name, value) in &self.args {
            write!(f, " {name}={value}")?;
        }
        Ok(())
    }
}

/// Why a message could not be rendered in one locale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RenderError {
    /// The locale has no such message.
    Missing,
    /// Fluent reported these errors (a missing variable, say).
    Format(Vec<String>),
}

/// Renders messages in one language, falling back to en-US for anything missing.
pub struct Localizer {
    language: LanguageIdentifier,
    bundle: FluentBundle<Arc<FluentResource>>,
    fallback: Option<FluentBundle<Arc<FluentResource>>>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("language", &self.language)
            .finish_non_exhaustive()
    }
}

/// The shipped locales whose numbers have a decimal point; the others have a decimal comma.
const DECIMAL_POINT_LOCALES: [&str; 1] = ["en-US"];

/// Each shipped locale's messages, parsed once for the whole process: a server's page holds a localizer or two
/// for every browser seat, and each would otherwise keep its own copy of the files and their parse.
fn parsed(locale: &str) -> Arc<FluentResource> {
    static PARSED: OnceLock<Mutex<HashMap<String, Arc<FluentResource>>>> = OnceLock::new();
    let mut parsed = PARSED
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(PoisonError::into_inner);
    parsed
        .entry(locale.to_string())
        .or_insert_with(|| {
            let source = source(locale).expect("a shipped locale");
            Arc::new(
                FluentResource::try_new(source.to_string())
                    .unwrap_or_else(|(resource, _errors)| resource),
            )
        })
        .clone()
}

fn bundle(locale: &str) -> FluentBundle<Arc<FluentResource>> {
    let language: LanguageIdentifier = locale.parse().expect("a valid shipped locale id");
    let resource = parsed(locale);
    let mut bundle = FluentBundle::new(vec![language]);
    // Plain text for speech and braille: no Unicode isolation marks around arguments.
    bundle.set_use_isolating(false);
    // "245.5" is English; every other shipped language writes (and its voices read) a decimal comma.
    if !DECIMAL_POINT_LOCALES.contains(&locale) {
        bundle.set_formatter(Some(|value, _| match value {
            FluentValue::Number(number) => {
                let said = number.as_string();
                said.contains('.').then(|| said.replace('.', ","))
            }
            _ => None,
        }));
    }
    // INITIAL($name) is "vowel" for a name said beginning with a vowel (or a mute h), "other" for the rest: French
    // elides "de" and "que" before it ("le mot de passe d'Ann", "de Bo").
    let _ = bundle.add_function("INITIAL", |positional, _named| match positional.first() {
        Some(FluentValue::String(name)) if begins_with_vowel(name) => "vowel".into(),
        _ => "other".into(),
    });
    // A locale file with an error still loads what parsed; the locale tests keep the files clean.
    let _ = bundle.add_resource(resource);
    bundle
}

/// Whether `name` is said beginning with a vowel (an accented one too), or with an h, which French names mostly
/// do not sound ("d'Hélène").
fn begins_with_vowel(name: &str) -> bool {
    let first = name
        .trim_start()
        .chars()
        .next()
        .map(|c| c.to_lowercase().next().unwrap_or(c));
    first.is_some_and(|c| "aeiouyhàâäéèêëîïôöùûüœæåø".contains(c))
}

impl Localizer {
    /// A localizer for the shipped locale that best matches `requested`, in order of preference
    /// (en-US when none matches). Requests may be any BCP 47 or POSIX locale strings ("fr_CA.UTF-8").
    pub fn negotiate<S: AsRef<str>>(requested: &[S]) -> Localizer {
        Localizer::for_locale(negotiate(requested))
    }

    /// A localizer for a shipped locale id (see [`available`]); unknown ids get en-US.
    pub fn for_locale(locale: &str) -> Localizer {
        let locale = if source(locale).is_some() {
            locale
        } else {
            FALLBACK
        };
        Localizer {
            language: locale.parse().expect("a valid shipped locale id"),
            bundle: bundle(locale),
            fallback: (locale != FALLBACK).then(|| bundle(FALLBACK)),
        }
    }

    /// A localizer that says every message as its id and arguments (`key-unbound key="F2"`), in no language:
    /// for tests that listen for what is said rather than its wording, so that rewording a sentence breaks only
    /// the transcripts that keep the words. Its locale is the fallback's, for the voices.
    pub fn showing_ids() -> Localizer {
        let language: LanguageIdentifier = FALLBACK.parse().expect("a valid locale id");
        Localizer {
            bundle: FluentBundle::new(vec![language.clone()]),
            language,
            fallback: None,
        }
    }

    /// The shipped locale id in use ("en-US", "fr", ...).
    pub fn locale(&self) -> String {
        self.language.to_string()
    }

    /// The text of `message`, never failing.
    pub fn text(&self, message: &Message) -> String {
        self.try_text(message)
            .or_else(|_| match &self.fallback {
                Some(fallback) => format(fallback, message, self),
                None => Err(RenderError::Missing),
            })
            .unwrap_or_else(|_| message.to_string())
    }

    /// The text of `message` in this language only.
    ///
    /// # Errors
    /// [`RenderError`] when this locale lacks the message or formatting it reports errors.
    pub fn try_text(&self, message: &Message) -> Result<String, RenderError> {
        format(&self.bundle, message, self)
    }
}

fn format(
    bundle: &FluentBundle<Arc<FluentResource>>,
    message: &Message,
    localizer: &Localizer,
) -> Result<String, RenderError> {
    let pattern = bundle
        .get_message(&message.id)
        .and_then(|m| m.value())
        .ok_or(RenderError::Missing)?;
    let mut args = FluentArgs::new();
    for (name, value) in &message.args {
        let value = match value {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Tenths(n) => {
                let options = FluentNumberOptions {
                    minimum_fraction_digits: Some(1),
                    ..FluentNumberOptions::default()
                };
                FluentValue::Number(FluentNumber::new(*n, options))
            }
            Arg::Text(text) => FluentValue::from(text.to_string()),
            Arg::Message(inner) => FluentValue::from(localizer.text(inner)),
        };
        args.set(*name, value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(RenderError::Format(
            errors.iter().map(ToString::to_string).collect(),
        ))
    }
}

/// The shipped locale that best matches `requested`, in order of preference; en-US when none does.
/// "C", "POSIX" and unparsable strings match nothing.
pub fn negotiate<S: AsRef<str>>(requested: &[S]) -> &'static str {
    let requested: Vec<LanguageIdentifier> = requested
        .iter()
        .filter_map(|r| posix_to_bcp47(r.as_ref()).parse().ok())
        .filter(|id: &LanguageIdentifier| id.language.as_str() != "und")
        .collect();
    let shipped: Vec<LanguageIdentifier> = available()
        .map(|id| id.parse().expect("a valid shipped locale id"))
        .collect();
    let default: LanguageIdentifier = FALLBACK.parse().expect("a valid locale id");
    let chosen = fluent_langneg::negotiate_languages(
        &requested,
        &shipped,
        Some(&default),
        fluent_langneg::NegotiationStrategy::Lookup,
    );
    let chosen = chosen.first().map(|id| id.to_string());
    available()
        .find(|id| Some(id.to_string()) == chosen)
        .unwrap_or(FALLBACK)
}

/// Whether `requested` (a BCP 47 or POSIX locale such as `fr`, `de-AT`, `sv_SE.UTF-8`) names a language sayzee
/// speaks, rather than falling back to en-US for want of one.
pub fn speaks(requested: &str) -> bool {
    let Ok(id) = posix_to_bcp47(requested).parse::<LanguageIdentifier>() else {
        return false;
    };
    available().any(|shipped| {
        shipped
            .parse::<LanguageIdentifier>()
            .is_ok_and(|shipped| shipped.language == id.language)
    })
}

/// "fr_CA.UTF-8@euro" to "fr-CA"; "C" and "POSIX" to nothing.
fn posix_to_bcp47(locale: &str) -> String {
    let base = locale.split(['.', '@']).next().unwrap_or_default();
    if base.eq_ignore_ascii_case("c") || base.eq_ignore_ascii_case("posix") {
        return String::new();
    }
    base.replace('_', "-")
}

/// The user's system locales, most preferred first (empty when the system says nothing).
pub fn system_locales() -> Vec<String> {
    sys_locale::get_locales().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiation_picks_the_closest_shipped_locale() {
        let cases: [(&[&str], &str); 9] = [
            (&["fr_CA.UTF-8"], "fr"),
            (&["de-AT"], "de"),
            (&["sv_SE"], "sv"),
            (&["en-GB"], "en-US"),
            (&["C"], "en-US"),
            (&["POSIX"], "en-US"),
            (&["ja-JP", "it-IT"], "it"),
            (&["tlh"], "en-US"),
            (&[], "en-US"),
        ];
        for (requested, expected) in cases {
            assert_eq!(negotiate(requested), expected, "{requested:?}");
        }
    }

    #[test]
    fn french_elides_de_before_a_name_said_with_a_vowel() {
        let french = Localizer::for_locale("fr");
        let turn = |name: &str| {
            french.text(&Message::new("net-not-your-turn-name").with("name", name.to_string()))
        };
        assert_eq!(turn("Ann"), "C’est au tour d’Ann, pas au vôtre.");
        assert_eq!(turn("Hélène"), "C’est au tour d’Hélène, pas au vôtre.");
        assert_eq!(turn("Édith"), "C’est au tour d’Édith, pas au vôtre.");
        assert_eq!(turn("Bo"), "C’est au tour de Bo, pas au vôtre.");
    }

    #[test]
    fn a_ban_of_one_person_is_said_of_one_person() {
        let banned = |locale: &str, names: &str, count: u8| {
            let message = Message::new("net-person-banned")
                .with("names", names.to_string())
                .with("count", count);
            Localizer::for_locale(locale).text(&message)
        };
        assert!(banned("es", "Gus", 1).contains("le ha vetado"));
        assert!(banned("es", "Gus y Ivy", 2).contains("les ha vetado"));
        assert!(banned("sv", "Gus", 1).contains("stängde av hen"));
        assert!(banned("fr", "Gus", 1).contains("lui a interdit"));
    }

    #[test]
    fn missing_messages_fall_back_to_english_then_to_the_id() {
        let french = Localizer::for_locale("fr");
        assert_eq!(french.locale(), "fr");
        let missing = Message::new("no-such-message").with("n", 3u8);
        assert_eq!(french.text(&missing), "no-such-message n=3");
    }

    #[test]
    fn ids_are_shown_with_their_arguments_nested_messages_in_brackets() {
        let said = Message::new("net-chat-line")
            .with("name", "Ann")
            .with("text", Message::new("box-chance").with("points", 23u8));
        assert_eq!(
            Localizer::showing_ids().text(&said),
            "net-chat-line name=\"Ann\" text=(box-chance points=23)"
        );
        assert_eq!(Localizer::showing_ids().locale(), "en-US");
    }
}
