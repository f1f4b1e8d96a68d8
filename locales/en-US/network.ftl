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
net-error-bad-config = A table cannot be set up that way.
net-error-not-at-table = You are not at a table yet.
net-error-already-at-table = You are already at a table. Leave it first.
net-error-not-your-seat = That seat is not yours.
net-error-not-your-turn = It is not your turn.
net-error-already-started = The game has already started.
net-error-not-started = The game has not started yet.
net-error-not-creator = Only the person who made the table can start it.
net-error-bad-token = That seat cannot be taken back; the table may be gone.
net-error-chat-too-long = That message is too long, the limit is { $limit } characters.
net-error-server-trouble = The server has a problem and could not play that. Try again.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = sayzee server listening on { $address }
net-log-stopping = sayzee server stopping
net-log-connected = connection { $id } from { $address }
net-log-disconnected = connection { $id } closed
net-log-table-created = table “{ $table }” created by connection { $id }
net-log-joined = connection { $id } joined table “{ $table }”
net-log-rejoined = connection { $id } took back its seats at table “{ $table }”
net-log-left = connection { $id } left table “{ $table }”
net-log-started = table “{ $table }”: game started
net-log-move = table “{ $table }”: seat { $seat } played, { $count } events
net-log-computer-stuck = table “{ $table }”: a computer move was refused; the computer waits
net-log-save-failed = table “{ $table }” could not be saved; the next change tries again
net-log-table-damaged = { $path } is not a table this server can restore; left as it is
net-log-table-restored = table “{ $table }” restored

## At the table: joining, the game, people coming and going, chat. $table and $name are cleaned names.
net-cannot-connect = No sayzee server answers at { $address }. Check the address and that the server is running.
net-connected = Connected to { $address }.
net-question-rejoin = You hold a seat at table “{ $table }” as { $names }. Take it back? Enter for yes, or no.
net-word-yes = yes
net-word-no = no
net-question-table = What would you like to do? { $choices }. Enter makes a new table.
net-question-watch = Which table would you like to watch? { $choices }. Enter takes the last one.
net-choice-join = join table “{ $table }” with { $players }
net-choice-watch = watch table “{ $table }” with { $players }
net-choice-create = make a new table
net-no-tables-yet = No table is open on this server yet, so you make the first one.
net-no-tables = There is no table to watch on this server.
net-seated = You are at table “{ $table }”.
net-watching = You are watching table “{ $table }”. You can listen and chat, but not play.
net-waiting-creator = Waiting for players. Press Enter, or type start, to begin the game when everyone is here.
net-waiting = Waiting for { $name } to start the game.
net-started = The game begins.
net-not-connected = The connection to the server is lost; sayzee is trying to reconnect.
net-watching-cannot-act = You are watching this table, so you cannot play.
net-game-is-over = The game is over.
net-hint-not-yours = Hints are only for your own turn.
net-chat-offline = Chat works only at a network table.
net-chat-prompt-lines = Type your message on the next line.
net-chat-prompt-keys = Type your message, then press Enter. Escape cancels.
net-chat-cancelled = No message sent.
net-chat-line = { $name } says: { $text }
net-server-unreadable = The server sent something this sayzee cannot read. Update sayzee if this happens again.
net-connection-lost = The connection to the server is lost. Trying to reconnect.
net-gave-up = The server is not coming back. Press Control+Q to quit.
net-person-joined = { $name } has joined the table.
net-person-left = { $name } has left the table.
net-person-back = { $name } is back.
net-goodbye-seat-kept = Goodbye. Your seat waits for you: sayzee join offers it when you come back.
net-back-at-table = Reconnected. You are back at the table.
