//! The messages about owned names: claiming the name a connection said hello with, logging in as its owner
//! (with the password, or a token given to the device before), setting a new password and ending a device's
//! token. The passwords are the accounts' business (`server/accounts/`); here, who the connection is once they
//! answer, and what the log says (never a password, never a token).

use std::sync::Arc;

use crate::i18n::Message;
use crate::net::protocol::{ErrorCode, LoginToken, Password, Sanction, ServerMessage};
use crate::net::table::ConnectionId;
use crate::server::lobby::{Lobby, Server, send};
use crate::text::look_alike_key;

/// The name connection `id` said hello with, and its address.
fn greeted_as(server: &Server, id: ConnectionId) -> Result<(String, std::net::IpAddr), ErrorCode> {
    let lobby = server.lobby();
    let visitor = lobby.visitors.get(&id).ok_or(ErrorCode::NotHelloFirst)?;
    let name = visitor.name.clone().ok_or(ErrorCode::NotHelloFirst)?;
    Ok((name, visitor.address))
}

/// Connection `id` is its owner's now; it hears so, with the device's token when there is a new one.
fn logged_in(lobby: &mut Lobby, id: ConnectionId, name: String, token: Option<LoginToken>) {
    if let Some(visitor) = lobby.visitors.get_mut(&id) {
        visitor.account = Some(name.clone());
    }
    send(lobby, id, ServerMessage::LoggedIn { name, token });
}

/// Claims the greeted name with `password` (an operator's with the code from the log).
pub(super) async fn claim(
    server: &Arc<Server>,
    id: ConnectionId,
    password: &Password,
    operator_code: Option<&Password>,
) -> Result<(), ErrorCode> {
    let (name, address) = greeted_as(server, id)?;
    let token = server
        .accounts
        .claim(&name, (password, operator_code), address)
        .await?;
    server.log(
        &Message::new("net-log-claimed")
            .with("name", name.clone())
            .with("address", address.to_string()),
    );
    logged_in(&mut server.lobby(), id, name, Some(token));
    Ok(())
}

/// Logs in as the greeted name's owner with `password`.
pub(super) async fn log_in(
    server: &Arc<Server>,
    id: ConnectionId,
    password: &Password,
) -> Result<(), ErrorCode> {
    let (name, address) = greeted_as(server, id)?;
    let done = server.accounts.log_in(&name, password, address).await;
    let done = done.inspect_err(|code| {
        if *code == ErrorCode::WrongPassword {
            server.log(
                &Message::new("net-log-wrong-password")
                    .with("name", name.clone())
                    .with("address", address.to_string()),
            );
        }
    })?;
    logged_in(&mut server.lobby(), id, done.name, done.token);
    Ok(())
}

/// Logs in as the greeted name's owner with a token given to this device before.
pub(super) fn log_in_with_token(
    server: &Server,
    id: ConnectionId,
    token: &LoginToken,
) -> Result<(), ErrorCode> {
    let (name, _) = greeted_as(server, id)?;
    let done = server.accounts.log_in_with_token(&name, token)?;
    logged_in(&mut server.lobby(), id, done.name, None);
    Ok(())
}

/// The owner logged in here sets a new password; every other device must log in with it again.
pub(super) async fn change_password(
    server: &Arc<Server>,
    id: ConnectionId,
    password: &Password,
) -> Result<(), ErrorCode> {
    let name = account_of(server, id)?;
    let (_, address) = greeted_as(server, id)?;
    let token = server
        .accounts
        .change_password(&name, password, address)
        .await?;
    server.log(&Message::new("net-log-password-changed").with("name", name.clone()));
    logged_in(&mut server.lobby(), id, name, Some(token));
    Ok(())
}

/// Ends this device's token; the connection is a guest again.
pub(super) async fn log_out(
    server: &Arc<Server>,
    id: ConnectionId,
    token: &LoginToken,
) -> Result<(), ErrorCode> {
    let name = account_of(server, id)?;
    server.accounts.end_token(&name, token).await?;
    if let Some(visitor) = server.lobby().visitors.get_mut(&id) {
        visitor.account = None;
    }
    Ok(())
}

/// The owned name connection `id` is logged in as.
fn account_of(server: &Server, id: ConnectionId) -> Result<String, ErrorCode> {
    server
        .lobby()
        .visitors
        .get(&id)
        .and_then(|visitor| visitor.account.clone())
        .ok_or(ErrorCode::NotLoggedIn)
}

/// Whether connection `id` may sit, watch or play under each of `names`: a name someone owns (or one like it)
/// only for its owner logged in; a name an operator banned (or one like it) by nobody; on a server that requires
/// accounts, nobody who is not logged in.
///
/// # Errors
/// [`ErrorCode::NameClaimed`], [`ErrorCode::BannedFromServer`], [`ErrorCode::AccountRequired`].
pub(super) fn may_use_names<'a>(
    server: &Server,
    lobby: &Lobby,
    id: ConnectionId,
    names: impl IntoIterator<Item = &'a str>,
) -> Result<(), ErrorCode> {
    let account = lobby.visitors.get(&id).and_then(|v| v.account.as_deref());
    if server.options.require_accounts && account.is_none() {
        return Err(ErrorCode::AccountRequired);
    }
    let mine = account.map(look_alike_key);
    let address = lobby.visitors.get(&id).map(|visitor| visitor.address);
    for name in names {
        if let Some(owner) = server.accounts.owner_of(name)
            && mine.as_deref() != Some(look_alike_key(&owner).as_str())
        {
            return Err(ErrorCode::NameClaimed);
        }
        // An operator's ban of a name holds for every name a connection uses, not its greeting alone.
        if let Some(address) = address
            && let Some((minutes, reason)) =
                server
                    .moderation
                    .in_force(Sanction::Banned, Some(name), address)
        {
            return Err(ErrorCode::BannedFromServer { minutes, reason });
        }
    }
    Ok(())
}
