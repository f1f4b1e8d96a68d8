//! `sayzee op`: an operator acts on a server, then the program ends. It reaches the server as `sayzee join` does
//! (the same certificates trusted, the same login: the device's token, else the password, asked without being
//! shown or given by a file), sends the one action, and says what became of it; a refused action ends the
//! program with an error, so scripts can tell.

use std::sync::Arc;

use super::link::{Dial, Link, Patience, Refusal};
use super::login::{Door, Login, Wish, answer, chosen_twice, log_in};
use super::login_book::LoginBook;
use super::secure::{Secure, TrustBook};
use super::state::error_message;
use crate::i18n::{Localizer, Message};
use crate::net::protocol::{ClientMessage, ErrorCode, OperatorAction};
use crate::player::args::{OpAction, OpArgs};
use crate::player::lines::{EditedLines, LineSource, PlainLines};
use crate::player::persistence::Preferences;
use crate::player::setup::{Asker, SetupFailure};
use crate::player::{terminal, voice};
use crate::usage::UsageError;

/// Reaches the server, logs in and does the action; an error when it was not done.
///
/// # Errors
/// A flag that does not fit, a server out of reach, or the action refused ([`UsageError::OperatorRefused`]).
pub fn run(
    args: &OpArgs,
    settings: &Preferences,
    data_dir: Option<&std::path::Path>,
    localizer: &Localizer,
) -> Result<(), UsageError> {
    let address = args.address()?;
    let mut localizer = Localizer::for_locale(&localizer.locale());
    let mut speakers = voice::speakers(&args.interface, settings, &localizer)?;
    let speaker = speakers
        .first_mut()
        .expect("the text output is always there");
    let mut input: Box<dyn LineSource> = match terminal::is_terminal().then(EditedLines::open) {
        Some(Some(edited)) => Box::new(edited),
        _ => Box::new(PlainLines(std::io::BufReader::new(std::io::stdin()))),
    };
    let mut asker = Asker {
        localizer: &mut localizer,
        speaker: speaker.as_mut(),
        input: input.as_mut(),
    };
    match act(args, &address, data_dir, &mut asker) {
        Ok(()) => {
            asker.say(&Message::new("net-op-done"));
            Ok(())
        }
        // A refused password is the operator's action refused, said as such (the password's refusal was said).
        Err(SetupFailure::Usage(UsageError::ScriptPasswordRefused) | SetupFailure::Interrupted) => {
            Err(UsageError::OperatorRefused)
        }
        Err(SetupFailure::Usage(error)) => Err(error),
    }
}

/// [`run`] once the voice is set up: every refusal is said here.
fn act(
    args: &OpArgs,
    address: &str,
    data_dir: Option<&std::path::Path>,
    asker: &mut Asker<'_>,
) -> Result<(), SetupFailure> {
    let mut pinned = match &args.trust_cert {
        Some(path) => {
            super::secure::fingerprints_in(path).map_err(|detail| UsageError::TrustCert {
                path: path.display().to_string(),
                detail,
            })?
        }
        None => Vec::new(),
    };
    let trust = TrustBook::open(data_dir);
    pinned.extend(trust.trusted(address).map(str::to_string));
    let dial = Dial {
        address: address.to_string(),
        secure: args.secure().then(|| Arc::new(Secure::new(pinned))),
        forwarded_for: None,
        page_secret: None,
    };
    let link = match Link::connect(&dial, &args.name, Patience::default()) {
        Ok(link) => link,
        Err(Refusal::Unreachable(_)) => {
            return Err(UsageError::CannotConnect(address.to_string()).into());
        }
        Err(Refusal::UnknownCertificate(fingerprint)) => {
            asker.say(&Message::new("net-op-unknown-certificate").with("fingerprint", fingerprint));
            return Err(UsageError::OperatorRefused.into());
        }
        Err(Refusal::Refused(code)) => return refused(asker, &code),
    };
    let book = LoginBook::new(data_dir);
    let door = Door {
        link: &link,
        name: &args.name,
        wish: Wish {
            given: given_password(args)?,
            ..Wish::default()
        },
        book: &book,
    };
    if !link.welcomed().owned || log_in(&door, asker)? != Login::Ready {
        return refused(asker, &ErrorCode::NotOperator);
    }
    let Some(action) = action(args, &door, asker)? else {
        return Err(UsageError::OperatorRefused.into());
    };
    link.send(ClientMessage::Operate { action });
    match answer(&link) {
        Ok(_) => Ok(()),
        Err(code) => refused(asker, &code),
    }
}

/// The action on the wire; `None` when the operator left at the question of a new password.
fn action(
    args: &OpArgs,
    door: &Door<'_>,
    asker: &mut Asker<'_>,
) -> Result<Option<OperatorAction>, SetupFailure> {
    Ok(Some(match &args.action {
        OpAction::Announce { text } => OperatorAction::Announce { text: text.clone() },
        OpAction::Motd { text } => OperatorAction::Motd { text: text.clone() },
        OpAction::Close { table } => OperatorAction::CloseTable {
            table: table.clone(),
        },
        OpAction::Mute {
            who,
            minutes,
            reason,
        } => OperatorAction::Mute {
            who: who.clone(),
            minutes: *minutes,
            reason: reason.clone(),
        },
        OpAction::Ban {
            who,
            minutes,
            reason,
        } => OperatorAction::Ban {
            who: who.clone(),
            minutes: *minutes,
            reason: reason.clone(),
        },
        OpAction::Lift { who } => OperatorAction::Lift { who: who.clone() },
        OpAction::ResetPassword { name } => {
            let for_name = Door {
                name,
                wish: Wish::default(),
                ..*door
            };
            let Some(password) = chosen_twice(&for_name, "net-reset-password-question", asker)?
            else {
                return Ok(None);
            };
            OperatorAction::ResetPassword {
                name: name.clone(),
                password: password.into(),
            }
        }
    }))
}

/// The password a script gave: `--password-file`'s first line, else `$SAYZEE_PASSWORD`.
fn given_password(args: &OpArgs) -> Result<Option<String>, UsageError> {
    let Some(path) = &args.password_file else {
        return Ok(args.password_from_env.clone().filter(|p| !p.is_empty()));
    };
    crate::player::args::password_in(path).map(Some)
}

/// Says why the server refused, and fails.
fn refused(asker: &mut Asker<'_>, code: &ErrorCode) -> Result<(), SetupFailure> {
    asker.say(&error_message(code));
    Err(UsageError::OperatorRefused.into())
}
