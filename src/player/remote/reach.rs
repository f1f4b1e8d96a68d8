//! Reaching a server before any question about tables: the connection (plain, or TLS checked against what the
//! player trusts), an unknown certificate said with its fingerprint and trusted only by the word typed whole,
//! the message of the day, then logging in (`login.rs`). A name the server will not show is asked again.

use std::sync::Arc;

use super::link::{Dial, Link, Refusal};
use super::login::{Door, Login, Wish, log_in};
use super::login_book::LoginBook;
use super::people::Names;
use super::secure::{Secure, TrustBook};
use super::state::error_message;
use crate::i18n::{Localizer, Message};
use crate::net::protocol::ErrorCode;
use crate::player::args::JoinArgs;
use crate::player::setup::{Asker, SetupFailure, SetupInterrupted};
use crate::text::PlayerName;
use crate::usage::UsageError;

/// Reaches the server, greeting it under the first name given (or the one used last, or a default: the table
/// asks names again where it needs them). A name given by flag that the server will not show is asked again.
pub(super) fn connect(
    address: &str,
    args: &JoinArgs,
    people: &mut Names,
    (trust, logins): (&mut TrustBook, &LoginBook),
    asker: &mut Asker<'_>,
) -> Result<Option<Link>, SetupFailure> {
    let from_file = args.trusted_certificates()?;
    // Connected and the message of the day are said once, however often another name greets the server again.
    let mut told = false;
    let mut accounts_told = false;
    loop {
        let dial = Dial {
            address: address.to_string(),
            secure: args.secure().then(|| {
                let mut pinned = from_file.clone();
                pinned.extend(trust.trusted(address).map(str::to_string));
                Arc::new(Secure::new(pinned))
            }),
            forwarded_for: args.forwarded_for,
            page_secret: args.page_secret.clone(),
        };
        let (greeting, stand_in) = greeting(people, asker);
        match Link::connect(&dial, &greeting, args.patience()?) {
            Ok(link) => {
                if !std::mem::replace(&mut told, true) {
                    let shown = args.shown_as.as_deref().unwrap_or(address);
                    asker.tell(&Message::new("net-connected").with("address", shown.to_string()));
                    if let Some(motd) = &link.welcomed().motd {
                        let motd =
                            crate::text::CleanText::new(motd, crate::net::protocol::CHAT_LIMIT);
                        asker.tell(&Message::new("net-motd").with("text", motd.into_string()));
                    }
                }
                // A newcomer greeted under a name nobody chose is asked their name first, and greets the server
                // again under it: an owned name is then logged in with its password, and where only account
                // holders play, the password asked is never one for "Player 1".
                let welcomed = link.welcomed();
                let accounts_only = welcomed.accounts_required && !welcomed.owned;
                if people.chosen.is_empty() && (stand_in || accounts_only) {
                    if accounts_only {
                        accounts_told = true;
                        asker.tell(&Message::new("net-accounts-required-newcomer"));
                    }
                    people.ask_missing(asker, 1)?;
                    if people.chosen[0].name.to_string() != greeting {
                        continue;
                    }
                }
                let door = Door {
                    link: &link,
                    name: &greeting,
                    wish: Wish {
                        claim: args.claim,
                        new_password: args.new_password,
                        given: args.given_password()?,
                        accounts_told,
                    },
                    book: logins,
                };
                if log_in(&door, asker)? == Login::Ready {
                    return Ok(Some(link));
                }
                // Someone else's name: another is asked, and the server greeted again under it.
                people.chosen.clear();
                people.last.retain(|name| *name != greeting);
                people.ask_missing(asker, 1)?;
            }
            Err(Refusal::UnknownCertificate(fingerprint)) => {
                if !trust_on_first_use(address, &fingerprint, trust, asker)? {
                    return Ok(None);
                }
            }
            Err(Refusal::Unreachable(_)) => {
                return Err(UsageError::CannotConnect(address.to_string()).into());
            }
            // A name the server will not show (blank, or letters of mixed alphabets): asked again.
            Err(Refusal::Refused(ErrorCode::BadName)) if !people.chosen.is_empty() => {
                asker.say(&error_message(&ErrorCode::BadName));
                people.chosen.clear();
                people.ask_missing(asker, 1)?;
            }
            Err(Refusal::Refused(code)) => {
                asker.say(&error_message(&code));
                return Ok(None);
            }
        }
    }
}

/// The name to greet the server under: the first one chosen, else the one used last, else a default, which is a
/// stand-in (true) until the player says theirs: nobody chose a name and none is remembered (a fresh browser,
/// line mode without --name).
fn greeting(people: &Names, asker: &Asker<'_>) -> (String, bool) {
    if let Some(first) = people.chosen.first() {
        return (first.name.to_string(), false);
    }
    let remembered = people
        .last
        .first()
        .cloned()
        .filter(|name| PlayerName::new(name).is_acceptable());
    match remembered {
        Some(name) => (name, false),
        None => (
            asker
                .localizer
                .text(&Message::new("setup-default-name").with("n", 1_usize)),
            true,
        ),
    }
}

/// A certificate nobody vouches for, said with its fingerprint (and a warning if another was trusted for this
/// server before): whether the player trusts it from now on (the word typed) or leaves (Enter); anything else
/// is asked again.
fn trust_on_first_use(
    address: &str,
    fingerprint: &str,
    trust: &mut TrustBook,
    asker: &mut Asker<'_>,
) -> Result<bool, SetupInterrupted> {
    let said = match trust.trusted(address) {
        Some(_) => "net-certificate-changed",
        None => "net-certificate-unknown",
    };
    asker.say(
        &Message::new(said)
            .with("address", address.to_string())
            .with("fingerprint", fingerprint.to_string()),
    );
    let localizer = Localizer::for_locale(&asker.localizer.locale());
    let trusted = asker.ask(
        &Message::new("net-certificate-question"),
        |answer| {
            let answer = answer.trim().to_lowercase();
            let word = localizer.text(&Message::new("net-certificate-word-trust"));
            // A slip is asked again, never taken as either answer: trusting is a word typed whole.
            if answer == "trust" || answer == word.to_lowercase() {
                Ok(true)
            } else {
                Err(Message::new("net-certificate-answer"))
            }
        },
        false,
    )?;
    if !trusted {
        asker.say(&Message::new("net-certificate-declined"));
        return Ok(false);
    }
    if trust.trust(address, fingerprint).is_err() {
        asker.tell(&Message::new("net-certificate-not-kept"));
    }
    Ok(true)
}
