# Network play: what a client says about the server and the table. Same ids and variables in every locale.

## Errors: one message per error code the server sends (docs/protocol.md). $limit is a number of characters or
## bytes; $version is the server's protocol version. A refused move is said with the game's own rejection messages.

net-error-version-mismatch = This server speaks a different version of the game, version { $version }. Update sayzee to play here.
net-error-not-hello-first = The server expected a greeting first. Try connecting again.
net-error-malformed = The server did not understand that message.
net-error-too-large = That message is too long for the server, the limit is { $limit } bytes.
net-error-already-hello = You are already connected.
net-error-no-such-table = There is no table by that name.
net-error-table-exists = A table by that name already exists. Choose another name.
net-error-table-full = That table has no free seat.
net-error-no-such-seat = That table has no free seat with that name.
net-error-bad-config = That table cannot be set up or joined that way: each player needs a name of their own.
net-error-not-at-table = You are not at a table yet.
net-error-already-at-table = You are already at a table. Leave it first.
net-error-not-your-seat = That seat is not yours.
net-error-not-your-turn = It is not your turn.
net-error-already-started = The game has already started.
net-error-not-started = The game has not started yet.
net-error-bad-token = That seat cannot be taken back; the table may be gone.
net-error-chat-too-long = That message is too long, the limit is { $limit } characters.
net-error-server-trouble = The server has a problem and could not play that. Try again.
net-error-too-slow = This connection fell behind the table, so the server let it go. It comes back by itself, with the table as it stands.
net-error-server-full = The server is full: it takes no more connections just now. Try again in a while.
net-error-secure-only = This server takes secure connections only: join it again with wss:// before its address.
net-error-too-many-tables = No more tables can be opened here just now; the limit is { $limit }. Join an open table, or try again later.
net-error-too-fast = You are sending faster than the server takes. Wait a moment; what came too fast was not played or sent.
net-error-too-many-spectators = That table already has { $limit ->
    [one] 1 spectator
   *[other] { $limit } spectators
}, the most it takes. Try again later.
net-error-bad-name = That name cannot be used here: it is blank, or mixes alphabets so that it could pass for another. Choose another.
net-error-table-name-too-long = A table’s name can have at most { $limit } characters. Choose a shorter one.
net-error-banned = The host of that table has banned you from it.
net-error-banned-address = That table takes nobody new from your address, because its host banned someone who played from there. If that was not you, ask the host to invite you.
net-error-bad-turn-timer = A turn timer must be from { $min } to { $max } seconds.
net-error-timed-out = Your time ran out: the computer plays the rest of this turn for you. You play again next turn.
net-error-name-claimed = That name has an owner on this server. Log in as its owner, or choose another name.
net-error-operator-code-needed = That name is one of this server’s operators’ names: it can be claimed only with the code the server printed in its log when it started.
net-error-too-many-claims = Your address has claimed { $per_day } names in the last day, the most one address may. Play without claiming the name, or claim it tomorrow.
net-error-wrong-password = That password is not right.
net-error-bad-login-token = This device’s login has ended: a new password ends them all. Log in with the password.
net-error-too-many-logins = Too many tries at a password. Wait a minute, then try again.
net-error-bad-password = A password must have from { $min } to { $max } characters.
net-error-not-logged-in = Only someone logged in can do that.
net-error-no-such-account = Nobody owns that name on this server.
net-error-account-required = This server takes only people with an account. Claim your name with a password, with sayzee join --claim, or log in.
net-error-table-password-needed = That table is private: it takes those its host invited, or those who give its password.
net-error-wrong-table-password = That is not the table’s password.
net-error-too-many-invited = A private table invites at most { $limit } names.
net-error-not-operator = Only an operator of this server can do that.
net-error-muted = An operator has muted you for { $minutes } more minutes: { $reason }
net-error-banned-from-server = An operator has banned you from this server for { $minutes } more minutes: { $reason }
net-error-bad-sanction = A mute or ban needs a name or address, from 1 to { $max } minutes, and a reason.
net-error-daily-unavailable = Today’s position cannot be made on this server just now; try daily again in a moment.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = sayzee server listening on { $address }
net-log-tls = connections are secure (TLS); the certificate’s SHA-256 fingerprint, for players to compare: { $fingerprint }
net-log-plain-open = warning: this server listens beyond this machine without TLS, so names, chat and seat tokens cross the network in clear; give it a certificate with --tls-cert and --tls-key, or put it behind a proxy that has one
net-log-stopping = sayzee server stopping
net-log-stopped-waiting = some connections had not finished after 5 seconds; stopping without them
net-log-connected = connection { $id } from { $address }
net-log-disconnected = connection { $id } closed
net-log-too-slow = connection { $id } fell behind and was let go
net-log-full = connection from { $address } turned away: the server has as many connections as it takes
net-log-silent = connection { $id } answered nothing for three pings and is closed as dead
net-log-no-hello = connection { $id } said no hello within 10 seconds and is closed
net-log-flooding = connection { $id } kept sending faster than the server takes and is closed
net-log-connections-clamped = the system lets this server open { $files } files: it takes at most { $limit } connections
net-log-accept-failed = the system refused a new connection: { $error }; sayzee waits a moment and tries again
net-log-table-created = table “{ $table }” created by connection { $id }
net-log-joined = connection { $id } joined table “{ $table }”
net-log-rejoined = connection { $id } took back its seats at table “{ $table }”
net-log-left = connection { $id } left table “{ $table }”
net-log-started = table “{ $table }”: game started
net-log-move = table “{ $table }”: seat { $seat } played, { $count ->
    [one] { $count } event
   *[other] { $count } events
}
net-log-computer-stuck = table “{ $table }”: a computer move was refused; the computer waits
net-log-save-failed = table “{ $table }” could not be saved; the next change tries again
net-log-save-refused = table “{ $table }” could not be saved ({ $error }): the change is refused, and nobody hears of it
net-log-table-damaged = { $path } is not a table this server can restore; left as it is
net-log-table-unreadable = table “{ $table }” in the database is not one this server can restore; left as it is
net-log-table-restored = table “{ $table }” restored

## At the table: joining, the game, people coming and going, chat. $table and $name are cleaned names.
net-cannot-connect = No sayzee server answers at { $address }. Check the address and that the server is running.
net-script-password-refused = The server did not take the password from --password-file or $SAYZEE_PASSWORD.
net-certificate-unknown = The server at { $address } shows a certificate that neither this computer nor you trust yet. Compare its SHA-256 fingerprint with the one the server’s operator published: { $fingerprint }.
net-certificate-changed = Warning: the server at { $address } shows a different certificate from the one you trusted before. Someone may be pretending to be it. Trust it only if the server’s operator told you the certificate changed. Its new SHA-256 fingerprint: { $fingerprint }.
net-certificate-question = Type trust to trust this certificate for this server from now on, or press Enter to leave without connecting.
net-certificate-answer = Type trust to trust it, or press Enter to leave.
net-certificate-word-trust = trust
net-certificate-declined = Not connected: the certificate is not trusted.
net-certificate-not-kept = The certificate is trusted for now, but could not be kept in the data directory: you will be asked again next time.
net-connected = Connected to { $address }.
net-question-table = What would you like to do? Enter makes a new table.
net-question-watch = Which table would you like to watch? Enter takes the first one.
net-choice-create = make a new table
word-start = start
word-help = help
word-quit = quit
word-list = list
word-more = more
word-new = new
net-no-tables-yet = No table is open on this server yet, so you make the first one.
net-no-tables = There is no table to watch on this server.
net-seated = You are at table “{ $table }”.
net-watching = You are watching table “{ $table }”. You can listen and chat, but not play.
net-waiting = Waiting for { $name } to start the game.
net-started = The game begins.
net-watching-cannot-act = You are watching this table, so you cannot play.
net-game-is-over = The game is over.
net-hint-not-yours = Hints are only for your own turn.
net-chat-offline = Chat works only at a network table.
net-host-menu-offline = The host menu works only at a network table.
net-chat-prompt-lines = Type your message on the next line.
net-chat-prompt-keys = Type your message, then press Enter. Escape cancels.
net-chat-limit = The message is at its limit of { $limit } characters; nothing more is typed. Press Enter to send it.
net-chat-help = You are typing a chat message for the table. Enter sends it, Backspace erases, Escape cancels; Ctrl+Q quits sayzee. Starting with /invite and a name invites that person; /mute and a name stops their chat for you, /unmute brings it back; /lobby and a message speaks to the lobby, /lobby alone lets you hear the lobby here.
net-chat-cancelled = No message sent.
net-chat-line = { $name } says: { $text }
net-server-unreadable = The server sent something this sayzee cannot read. Update sayzee if this happens again.
net-person-joined = { $name } has joined the table.
net-person-left = { $name } has left the table.
net-person-lost = { $name } lost the connection; the seat waits for them.
net-person-back = { $name } is back.
net-goodbye-seat-kept = Goodbye. The table waits for you: sayzee join will offer it again when you come back.
net-back-at-table = Reconnected. You are back at the table.
net-while-away = While you were away:

## Tables that never stall: the host, computers playing for people who have gone, closed tables. $name is a
## cleaned name; $marks a list of net-played-for-mark; $about a net-table-about.
net-error-not-host = Only the host can do that.
net-error-seat-empty = { $name }’s seat is empty. Wait for them to come back; if they are not back within { $seconds ->
    [one] a second
   *[other] { $seconds } seconds
}, the seat is given up.
net-error-name-taken = That name is already at this table. Choose another name.
net-log-watching = connection { $id } watches table “{ $table }”
net-log-bad-token = connection { $id } tried to take back a seat with a token no table knows
net-log-bad-tokens = { $address } tried { $count ->
    [one] one more token
   *[other] { $count } more tokens
} no table knows in the last minute (not logged one by one)
net-log-taken-over = table “{ $table }”: a computer plays seat { $seat }
net-log-invited = table “{ $table }”: the host invited “{ $name }”
net-log-operator = operator “{ $operator }”: { $action } { $detail }
net-log-claimed = the name “{ $name }” was claimed from { $address }
net-log-wrong-password = a wrong password for “{ $name }” from { $address }
net-log-password-changed = “{ $name }” set a new password; its other logins ended
net-log-operator-unclaimed = The operator name { $name } has no owner yet, and nobody can claim it without this code: { $code }. Claim it with sayzee join --claim under that name and give the code when asked (a new code at every start until then).
net-log-accounts = { $count } names with an owner; accounts required: { $required }
net-log-names-expired = { $count ->
    [one] 1 name nobody had used for too long is
   *[other] { $count } names nobody had used for too long are
} free again, and { $rows ->
    [one] 1 row
   *[other] { $rows } rows
} of ratings removed: { $names }
net-log-names-unsaved = names unused for too long could not be let go: the accounts or ratings could not be written; the next look, in an hour, tries again
net-log-removed = table “{ $table }”: the host removed { $names } (banned: { $banned })
net-log-timed-out = table “{ $table }”: the turn timer ran out for seat { $seat }; a computer plays the rest of the turn
net-log-game-over = table “{ $table }”: game over
net-log-rated = table “{ $table }”: the game is rated
net-log-rating-failed = table “{ $table }”: the game’s ratings could not be written ({ $error })
net-log-closed = table “{ $table }” closed ({ $reason }); its file is in tables/closed
net-question-table-rejoin = What would you like to do? Enter takes you back to your table.
net-question-table-join = What would you like to do? Enter joins table “{ $table }”.
net-group-rejoin = Your seats:
net-group-join = Tables you can join:
net-group-watch = Tables you can watch:
net-choice-table = “{ $table }”: { $about }
net-choice-table-private = “{ $table }”, private, you are invited: { $about }
net-table-rules-duplicate = { $rules } with duplicate dice
net-choice-rejoin = go back to table “{ $table }”, where you play as { $names }
net-table-about = { $rules }, { $phase }, with { $players }{ $watching ->
    [0] {""}
    [one] , 1 watching
   *[other] , { $watching } watching
}
net-table-about-nobody = { $rules }, { $phase }, nobody seated yet{ $watching ->
    [0] {""}
    [one] , 1 watching
   *[other] , { $watching } watching
}
net-table-about-nobody-here = { $rules }, { $phase }, with { $players }; nobody is there now{ $watching ->
    [0] {""}
    [one] , 1 watching
   *[other] , { $watching } watching
}
net-lobby-more = That was { $shown } of { $count }. Type more for the next ones, list to hear them all again.
net-lobby-invalid = “{ $answer }” does not fit here: answer with a number from { $min } to { $max } or a table’s name. Type list to hear the tables again.
net-table-waiting = { $free ->
    [0] waiting to start, no free seat
    [one] waiting to start, 1 free seat
   *[other] waiting to start, { $free } free seats
}
net-table-playing = playing round { $round } of { $rounds }
net-table-finished = finished
net-question-table-name = Name of the new table? Press Enter for { $default }.
net-table-name-taken = A table called { $table } is already open. Choose another name.
net-question-stand-in = If someone leaves, a computer plays for them until they come back. How well should it play? Press Enter for { $default }, or type a number: { $levels }.
net-name-taken = { $name } is already at this table. Choose another name.
net-names-taken = One of the names { $names } is already at this table. Choose other names.
net-table-gone = That table is gone: the server no longer has it.
net-seat-given-up = Your seat at table “{ $table }” was given up while you were away; the table is still open.
net-lobby-lost = The connection to the server is lost. sayzee keeps trying and asks again once it is back; what you type meanwhile is not used. Type quit to stop.
net-lobby-still-trying = Still trying to reach the server. Type quit to stop.
net-lobby-not-yet = Not yet: the server is not back. That line is not used.
net-lobby-back = The server is back.
net-table-ended = This table is closed.
net-ended-keys = You can still read the scores. Press Enter for the list of tables, or Ctrl+Q to quit.
net-ended-lines = You can still read the scores. Type enter for the list of tables, or quit to leave.
net-ended-unstarted-keys = Press Enter for the list of tables, or Ctrl+Q to quit.
net-ended-unstarted-lines = Type enter for the list of tables, or quit to leave.
net-to-the-list = To the list of tables.
net-not-connected-keys = The connection to the server is lost; sayzee keeps trying to reconnect. Press Ctrl+Q to stop.
net-not-connected-lines = The connection to the server is lost; sayzee keeps trying to reconnect. Type quit to stop.
net-still-trying-keys = Still trying to reach the server. Press Ctrl+Q to stop.
net-still-trying-lines = Still trying to reach the server. Type quit to stop.
net-not-your-turn-name = It is { $name }’s turn, not yours.
net-person-gone = { $name } has left and given up the seat.
net-you-play-again = { $name }, you play again.
net-person-plays-again = { $name } is back and plays again.
net-you-taken-over = The computer plays for { $name } now. Press Enter to play again.
net-you-taken-over-lines = The computer plays for { $name } now. Type roll to play again.
net-taken-over-away = { $name } is away; the computer plays for { $name }.
net-taken-over-host = The host let the computer play for { $name }.
net-host-is = { $name } is the host now.
net-you-are-host = { $name }, you are the host now. O opens the host menu.
net-you-are-host-start = { $name }, you are the host now: you start the game. O opens the host menu.
net-you-are-host-lines = { $name }, you are the host now. Type host for the host menu.
net-you-are-host-start-lines = { $name }, you are the host now: you start the game. Type start to begin, or host for the host menu.
net-spectator-arrived = { $name } is watching the table.
net-spectator-left = { $name } stopped watching.
net-chat-line-watching = { $name }, watching, says: { $text }
net-closed-finished = The game is over and the table is now closed.
net-closed-abandoned = Nobody was at this table any more, so it is closed.
net-closed-by-host = The host closed the table.
net-invited-at-table = { $name } invites you to the table “{ $table }”. It is first in your list of tables, where Enter joins it.
net-lobby-chat-line = { $name }, in the lobby, says: { $text }
net-lobby-chat-line-at-table = { $name }, at table “{ $table }”, says: { $text }
net-lobby-chat-line-at-private-table = { $name }, at a private table, says: { $text }
net-lobby-chat-hint = To talk with everyone here, type chat and your message; to hear the finished games kept here, type { word-games }.
net-leaderboard = Leaderboard of { $rules }, page { $page } of { $pages }, { $players ->
    [one] 1 rated player
   *[other] { $players } rated players
}.
net-leaderboard-empty = Nobody is rated in { $rules } on this server yet. A finished game between account holders, or against the computer, is rated.
net-leaderboard-row = { $rank }. { $name }: rating { $rating }; { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 win
   *[other] { $wins } wins
}; average { $average }, best { $best }.
net-leaderboard-row-given = { $row } Gives away { $given ->
    [one] 1 point
   *[other] { $given } points
} a game against the expert’s play.
net-leaderboard-next-key = Press Shift+I again, or type leaderboard, for page { $next }.
net-leaderboard-next-line = For the next page, type leaderboard { $rules } { $next }.
net-leaderboard-which = To hear a leaderboard, type leaderboard, then the rules and the page if you like: for example, leaderboard yatzy 2. The rules: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy, maxi-yatzy.
net-leaderboard-offline = A server keeps the leaderboard: you hear it at a network table, and in the lobby of sayzee join.
net-rated = { $name }, your rating in { $rules }: { $rating }, { $trend ->
    [up] up { $change }
    [down] down { $change }
   *[same] unchanged
}; place { $rank } of { $of }.
net-invited-in-lobby = { $name } invites you to the table “{ $table }”. Press Enter to join it.
net-lobby-hearing-on = You now hear the lobby’s chat at this table. The same command stops it.
net-lobby-hearing-off = You no longer hear the lobby’s chat at this table.
net-person-invited = { $name } is invited to this table.
net-you-muted-person = You will not hear { $name }’s chat any more. To hear it again: unmute { $name }.
net-you-muted-person-keys = You will not hear { $name }’s chat any more. To hear it again: C, then /unmute { $name }.
net-muted-nobody-yet = Nobody called { $name } has chatted or played here yet; if that is a typing mistake, check the spelling.
net-you-unmuted-person = You hear { $name }’s chat again.
net-not-muted-person = { $name } was not muted.
net-table-password-question = The password of the table “{ $table }”? Enter alone goes back to the list.
net-private-password-question = A password for the private table, to give to friends? Enter alone: by invitation only.
net-table-not-joined = Not joined.
net-announcement = Announcement from { $name }, operator: { $text }
net-you-muted = An operator has muted you for { $minutes } minutes: { $reason }. You can still play and hear the others.
net-you-banned-from-server = An operator has banned you from this server for { $minutes } minutes: { $reason }. The connection is closed.
net-banned-ends = sayzee stops here; you can come back once the ban is over.
net-banned-leave-keys = You can still read the scores. Enter or Ctrl+Q leaves sayzee; you can come back once the ban is over.
net-banned-leave-lines = You can still read the scores. Type enter or quit to leave sayzee; you can come back once the ban is over.
net-closed-by-operator = An operator of the server closed the table.
net-motd = Message of the day: { $text }
net-op-done = Done.
net-op-unknown-certificate = The server’s certificate is not one this device trusts; its SHA-256 fingerprint is { $fingerprint }. Trust it once with sayzee join, or give it with --trust-cert.
net-name-owned = { $name } is a name with an owner on this server.
net-password-question = Password for { $name }? It is not shown as you type. Enter alone chooses another name.
net-logged-in = Logged in as { $name }.
net-claim-question = Choose a password for { $name }, { $min } characters or more. It is not shown as you type. Enter alone plays without claiming the name.
net-claim-question-required = Choose a password for { $name }, { $min } characters or more. It is not shown as you type. Enter alone chooses another name.
net-operator-code-question = { $name } is kept for an operator of this server. Type the code from the server’s log. Enter alone plays without claiming the name.
net-new-password-question = New password for { $name }, { $min } characters or more. It is not shown as you type. Enter alone keeps the one you have.
net-login-ended = This device’s login as { $name } has ended: the password was changed, here or by an operator. Type the password to log in again.
net-guest-not-rated = Only names with an owner are rated on this server. To be rated next time, claim your name: sayzee join --claim.
net-reset-password-question = New password for { $name }, { $min } characters or more; tell it to { $name } yourself. It is not shown as you type. Enter alone leaves the password of { $name } as it is.
net-password-forgotten = If the password is forgotten, an operator of this server can set a new one.
net-password-again = The same password again, to be sure.
net-passwords-differ = The two passwords differ. Once more.
net-claimed = { $name } is yours on this server now: only you sit, watch and chat under it here, and this device logs in by itself.
net-claim-owned = { $name } already has an owner here; log in if it is yours.
net-accounts-required = This server takes only people with an account: claim { $name } with a password to play here.
net-accounts-required-newcomer = This server takes only people with an account: say your name first, then choose a password for it.
net-password-changed = New password set. Every other device must log in with it again.
net-login-not-kept = This device could not keep the login: you will be asked for the password next time.
net-person-removed = The host removed { $names } from the table.
net-person-banned = The host removed { $names } from the table and banned { $count ->
    [one] them
   *[other] them all
} from it.
net-person-removed-computer = The host removed { $names } from the table; the computer plays for { $names } to the end.
net-person-banned-computer = The host removed { $names } from the table and banned { $count ->
    [one] them
   *[other] them all
} from it; the computer plays for { $names } to the end.
net-you-were-removed = The host removed you from the table. You cannot take your seat back there.
net-you-were-banned = The host removed you from the table and banned you from it: you cannot sit there or watch it again.
net-turn-timer-set = The host set a turn timer: { $seconds } seconds without a move, and the computer plays the rest of that turn.
net-turn-timer-off = The host turned the turn timer off.
net-timed-out = Time is up for { $name }: the computer plays the rest of this turn.
net-timed-out-you = Your time is up, { $name }: the computer plays the rest of this turn for you. You play again next turn.
net-turn-time-left-you = { $name }, { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
} left to move, or the computer plays the rest of this turn for you.
net-turn-timer-reminder = Turn timer: { $seconds } seconds a move.
net-server-stopping = The server is restarting. sayzee will reconnect when it is back.
net-seats-taken-elsewhere = Your seats at this table were taken back by another connection, from another window or device; this one no longer plays here.
net-chat-shed = { $count ->
    [one] One chat line was not delivered to you because your connection was behind.
   *[other] { $count } chat lines were not delivered to you because your connection was behind.
}
net-played-for = While you were away, the computer played for { $name }: { $marks }.
net-played-for-mark = { $points } in { $box }
net-turn-stand-in = { $name } is away; the computer plays.
net-turn-away = { $name } is away; if they do not come back soon, the computer plays.
net-turn-waits = { $name } is away; the game waits for them to come back.
net-not-started-seated = The game has not started. At the table: { $players }.
net-waiting-host-keys = You are the host. Press Enter to start the game when everyone is here; O opens the host menu.
net-waiting-host-lines = You are the host. Type { word-start } to begin the game when everyone is here; type host for the host menu.
net-host-start-keys = Press Enter to start the game.
net-host-start-lines = Type { word-start } to start the game.
net-waiting-no-host = Waiting for a host to start the game.
net-not-host = Only the host can do that; { $name } is the host.
net-host-menu-keys = Host menu. Press a number, or the arrows and Enter; Escape closes it.
net-host-menu-lines = Host menu. Type a number, or down, up and enter; back closes it.
net-host-close-confirm-keys = Close the table for everyone? The game ends for all and counts for nobody. Press { $number } or Enter again to close it; Escape keeps playing.
net-host-close-confirm-lines = Close the table for everyone? The game ends for all and counts for nobody. Type { $number } or enter again to close it; back keeps playing.
net-host-choice = { $number }: { $what }.
net-host-choice-start = start the game
net-host-choice-pass = make { $name } the host
net-host-choice-computer = let the computer play for { $name }
net-host-choice-remove = remove { $name } from the table
net-host-choice-ban = remove { $name } and ban them from the table
net-host-choice-timer = set the turn timer to { $seconds } seconds; now { $now ->
        [0] off
       *[other] { $now } seconds
    }
net-host-choice-timer-off = turn the turn timer off; now { $now } seconds
net-host-remove-confirm-keys = Remove { $name } from the table? They cannot take their seat back; after the start the computer plays it to the end. Press { $number } or Enter again to remove them; Escape keeps them.
net-host-remove-confirm-lines = Remove { $name } from the table? They cannot take their seat back; after the start the computer plays it to the end. Type { $number } or enter again to remove them; back keeps them.
net-host-ban-confirm-keys = Remove { $name } and ban them from this table? They cannot sit here or watch again, under that name or a new one from their address; everyone else here keeps their place. Press { $number } or Enter again to ban them; Escape keeps them.
net-host-ban-confirm-lines = Remove { $name } and ban them from this table? They cannot sit here or watch again, under that name or a new one from their address; everyone else here keeps their place. Type { $number } or enter again to ban them; back keeps them.
net-host-choice-close = close the table for everyone
net-host-menu-closed = Host menu closed.
net-host-menu-numbers = Choose a number from 1 to { $count }.
net-host-invite-keys = To invite someone, press C and type /invite and their name.
net-host-invite-lines = To invite someone, type invite and their name.
net-goodbye-seat-given-up = Goodbye. You gave up your seat, since the game had not started.

## Finished games the server keeps (games, walk N in the lobby)
net-error-no-such-game = This server no longer keeps that game: type { word-games } to hear the ones it keeps now.
net-kept-none = This server keeps no finished game yet: each game finished at a table anyone can find is kept here, the last 50 of them.
net-kept-heading = { $count ->
    [one] One finished game is kept on this server:
   *[other] { $count } finished games are kept on this server, the newest first:
}
net-kept-game = table { $table }, { $rules }, { $ago }: { $scores }
net-kept-ago-minutes = { $minutes ->
    [0] just now
    [one] a minute ago
   *[other] { $minutes } minutes ago
}
net-kept-ago-hours = { $hours ->
    [one] an hour ago
   *[other] { $hours } hours ago
}
net-kept-ago-days = { $days ->
    [one] a day ago
   *[other] { $days } days ago
}
net-kept-walk-hint = To walk through one, decision by decision, type { word-walk } and its number: { word-walk } 1.
net-kept-ask-first = Type { word-games } first, to hear the finished games this server keeps.
net-kept-walk-which = { $count ->
    [one] Only one game is kept: type { word-walk } 1.
   *[other] Type { word-walk } and a number from 1 to { $count }.
}
net-log-keeping-failed = table “{ $table }”: its finished game could not be kept for walking ({ $error })
