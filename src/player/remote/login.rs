//! Logging in at a server where names can be owned, right after the welcome: a name with an owner logs in with
//! the token this device was given, else with the password (asked without being shown, or given to a script by
//! `--password-file` or `$SAYZEE_PASSWORD`); `--claim` (or a server that takes only account holders) claims the
//! name with a new password, asked twice; `--new-password` sets another. Once logged in, the link logs in by
//! itself after a lost connection.

use super::link::{Incoming, Link};
use super::login_book::LoginBook;
use super::state::error_message;
use crate::i18n::Message;
use crate::net::protocol::{
    ClientMessage, ErrorCode, LoginToken, PASSWORD_CHARS, Password, ServerMessage,
};
use crate::player::setup::{Asker, SetupFailure, SetupInterrupted};
use crate::usage::UsageError;

/// How long to wait for the server's answer about a password (it is slow to check on purpose).
const ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_secs(30);

/// What came of the login.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Login {
    /// Logged in, or a guest where guests may play: on to the tables.
    Ready,
    /// The name is someone else's (or the server takes only account holders): choose another name.
    OtherName,
}

/// Who is logging in where, and what they asked for.
pub(super) struct Door<'a> {
    pub link: &'a Link,
    pub name: &'a str,
    pub wish: Wish,
    pub book: &'a LoginBook,
}

/// What the person asked for by flags: to claim the name, to set a new password, and the password a script gave.
#[derive(Clone, Debug, Default)]
pub(super) struct Wish {
    pub claim: bool,
    pub new_password: bool,
    pub given: Option<String>,
    /// That only account holders play here was said already (to a newcomer asked their name first).
    pub accounts_told: bool,
}

/// Logs in as the welcome asks (see the module's comment).
pub(super) fn log_in(door: &Door<'_>, asker: &mut Asker<'_>) -> Result<Login, SetupFailure> {
    let welcomed = door.link.welcomed().clone();
    let given = door.wish.given.clone();
    let token = if welcomed.owned {
        if door.wish.claim {
            asker.say(&Message::new("net-claim-owned").with("name", door.name.to_string()));
        }
        match with_token(door) {
            TokenLogin::In(token) => Some(token),
            TokenLogin::Ended => with_password(door, given.as_deref(), asker, "net-login-ended")?,
            TokenLogin::NoToken => with_password(door, given.as_deref(), asker, "net-name-owned")?,
        }
    } else if door.wish.claim || welcomed.accounts_required {
        if !door.wish.claim && !door.wish.accounts_told {
            asker.say(&Message::new("net-accounts-required").with("name", door.name.to_string()));
        }
        claim(door, given.as_deref(), asker)?
    } else {
        return Ok(Login::Ready);
    };
    let Some(token) = token else {
        return Ok(if welcomed.owned || welcomed.accounts_required {
            Login::OtherName
        } else {
            Login::Ready
        });
    };
    let token = match door.wish.new_password {
        true => new_password(door, asker)?.unwrap_or(token),
        false => token,
    };
    door.link.keep_login(token.clone());
    if !door.book.keep(door.link.server_id(), door.name, &token) {
        asker.tell(&Message::new("net-login-not-kept"));
    }
    Ok(Login::Ready)
}

/// What this device's login token for the name did.
enum TokenLogin {
    In(LoginToken),
    /// The server no longer takes it: the owner's password was changed (here, elsewhere, or by an operator).
    Ended,
    /// This device holds none (or the server could not answer).
    NoToken,
}

/// Logs in with the token this device holds for the name, if the server still takes it (else it is forgotten).
fn with_token(door: &Door<'_>) -> TokenLogin {
    let server = door.link.server_id();
    let Some(token) = door.book.token(server, door.name) else {
        return TokenLogin::NoToken;
    };
    door.link.send(ClientMessage::LogInWithToken {
        token: token.clone(),
    });
    match answer(door.link) {
        Ok(_) => TokenLogin::In(token),
        Err(code) => {
            door.book.forget(server, door.name);
            match code {
                ErrorCode::BadLoginToken => TokenLogin::Ended,
                _ => TokenLogin::NoToken,
            }
        }
    }
}

/// Logs in with the password, asked until it is right, after `why` (the name has an owner, or this device's
/// login has ended); `None` when the player takes another name (Enter alone).
fn with_password(
    door: &Door<'_>,
    given: Option<&str>,
    asker: &mut Asker<'_>,
    why: &'static str,
) -> Result<Option<LoginToken>, SetupFailure> {
    asker.say(&Message::new(why).with("name", door.name.to_string()));
    let mut given = given.map(str::to_string);
    let mut way_out_said = false;
    loop {
        let by_script = given.is_some();
        let password = match given.take() {
            Some(password) => password,
            None => {
                let question =
                    Message::new("net-password-question").with("name", door.name.to_string());
                match asker.ask_secret(&question)? {
                    Some(password) => password,
                    None => return Ok(None),
                }
            }
        };
        door.link.send(ClientMessage::LogIn {
            password: password.into(),
        });
        match answer(door.link) {
            Ok(token) => {
                asker.say(&Message::new("net-logged-in").with("name", door.name.to_string()));
                return Ok(token);
            }
            Err(code) => {
                asker.say(&error_message(&code));
                // A script's password is tried once: a wrong one would be tried for ever. The script hears it
                // in its exit status too.
                if by_script {
                    return Err(UsageError::ScriptPasswordRefused.into());
                }
                // A person who has forgotten it hears, once, who can help.
                if code == ErrorCode::WrongPassword && !std::mem::replace(&mut way_out_said, true) {
                    asker.say(&Message::new("net-password-forgotten"));
                }
            }
        }
    }
}

/// Claims the name with a new password (asked twice); `None` when the player plays as a guest (Enter alone). An
/// operator's name asks for the code from the server's log too, and the same password is sent again with it.
fn claim(
    door: &Door<'_>,
    given: Option<&str>,
    asker: &mut Asker<'_>,
) -> Result<Option<LoginToken>, SetupFailure> {
    let mut given = given.map(str::to_string);
    let mut password: Option<String> = None;
    let mut operator_code: Option<String> = None;
    // Where only account holders play, Enter alone chooses another name rather than playing as a guest.
    let question = match door.link.welcomed().accounts_required {
        true => "net-claim-question-required",
        false => "net-claim-question",
    };
    loop {
        let by_script = given.is_some();
        let chosen = match (password.take(), given.take()) {
            (Some(kept), _) | (None, Some(kept)) => kept,
            (None, None) => match chosen_twice(door, question, asker)? {
                Some(chosen) => chosen,
                None => return Ok(None),
            },
        };
        door.link.send(ClientMessage::Claim {
            password: chosen.clone().into(),
            operator_code: operator_code.take().map(Into::into),
        });
        match answer(door.link) {
            Ok(token) => {
                asker.say(&Message::new("net-claimed").with("name", door.name.to_string()));
                return Ok(token);
            }
            Err(ErrorCode::OperatorCodeNeeded) => {
                asker.say(&error_message(&ErrorCode::OperatorCodeNeeded));
                let question =
                    Message::new("net-operator-code-question").with("name", door.name.to_string());
                match asker.ask_secret(&question)? {
                    Some(code) => {
                        operator_code = Some(code);
                        password = Some(chosen);
                    }
                    None => return Ok(None),
                }
            }
            Err(code) => {
                asker.say(&error_message(&code));
                if by_script {
                    return Err(UsageError::ScriptPasswordRefused.into());
                }
                if code == ErrorCode::NameClaimed {
                    return Err(SetupInterrupted.into());
                }
            }
        }
    }
}

/// Sets a new password (asked twice); the new token, or `None` when the player changed their mind.
fn new_password(
    door: &Door<'_>,
    asker: &mut Asker<'_>,
) -> Result<Option<LoginToken>, SetupFailure> {
    loop {
        let Some(password) = chosen_twice(door, "net-new-password-question", asker)? else {
            return Ok(None);
        };
        door.link.send(ClientMessage::ChangePassword {
            password: password.into(),
        });
        match answer(door.link) {
            Ok(token) => {
                asker.say(&Message::new("net-password-changed"));
                return Ok(token);
            }
            Err(code) => asker.say(&error_message(&code)),
        }
    }
}

/// A new password typed twice the same (asked again when they differ); `None` for Enter alone.
pub(super) fn chosen_twice(
    door: &Door<'_>,
    question: &'static str,
    asker: &mut Asker<'_>,
) -> Result<Option<String>, SetupInterrupted> {
    loop {
        let first = Message::new(question)
            .with("name", door.name.to_string())
            .with("min", *PASSWORD_CHARS.start());
        let Some(password) = asker.ask_secret(&first)? else {
            return Ok(None);
        };
        // Too short or too long is said at once, not after it has been typed twice.
        if !Password::new(password.clone()).length_fits() {
            asker.say(&error_message(&ErrorCode::BadPassword {
                min: *PASSWORD_CHARS.start(),
                max: *PASSWORD_CHARS.end(),
            }));
            continue;
        }
        let Some(again) = asker.ask_secret(&Message::new("net-password-again"))? else {
            return Ok(None);
        };
        if again == password {
            return Ok(Some(password));
        }
        asker.say(&Message::new("net-passwords-differ"));
    }
}

/// The server's answer to a login, a claim or a new password: the device's new token (none after a token), or
/// the error it sent. A lost connection or no answer in time is the server's trouble.
pub(super) fn answer(link: &Link) -> Result<Option<LoginToken>, ErrorCode> {
    let deadline = std::time::Instant::now() + ANSWER_WITHIN;
    while let Some(left) = deadline.checked_duration_since(std::time::Instant::now()) {
        match link.next_within(left) {
            Some(Incoming::Message(message)) => match *message {
                ServerMessage::LoggedIn { token, .. } => return Ok(token),
                ServerMessage::Operated => return Ok(None),
                ServerMessage::Error { code, .. } => return Err(code),
                _ => {}
            },
            Some(Incoming::Lost) | None => break,
            Some(_) => {}
        }
    }
    Err(ErrorCode::ServerTrouble)
}
