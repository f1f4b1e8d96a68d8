# Nätverksspel: vad en klient säger om servern och bordet. Samma id:n och variabler på alla språk.

## Errors: ett meddelande för varje felkod som servern skickar (docs/protocol.md).

net-error-version-mismatch = Den här servern använder en annan version av spelet, version { $version }. Uppdatera sayzee för att spela här.
net-error-not-hello-first = Servern väntade sig en hälsning först. Försök ansluta igen.
net-error-malformed = Servern förstod inte det meddelandet.
net-error-too-large = Meddelandet är för långt för servern, gränsen är { $limit } byte.
net-error-already-hello = Du är redan ansluten.
net-error-no-such-table = Det finns inget bord med det namnet.
net-error-table-exists = Det finns redan ett bord med det namnet. Välj ett annat namn.
net-error-table-full = Det bordet har inga lediga platser.
net-error-no-such-seat = Det bordet har ingen ledig plats med det namnet.
net-error-bad-config = Ett bord kan inte ställas in på det sättet.
net-error-not-at-table = Du sitter inte vid något bord än.
net-error-already-at-table = Du sitter redan vid ett bord. Lämna det först.
net-error-not-your-seat = Den platsen är inte din.
net-error-not-your-turn = Det är inte din tur.
net-error-already-started = Spelet har redan börjat.
net-error-not-started = Spelet har inte börjat än.
net-error-not-creator = Bara den som skapade bordet kan starta spelet.
net-error-bad-token = Den platsen går inte att ta tillbaka; bordet kanske inte finns längre.
net-error-chat-too-long = Meddelandet är för långt, gränsen är { $limit } tecken.
net-error-server-trouble = Servern har problem och kunde inte göra det draget. Försök igen.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = sayzee-servern lyssnar på { $address }
net-log-stopping = sayzee-servern stängs
net-log-connected = anslutning { $id } från { $address }
net-log-disconnected = anslutning { $id } stängd
net-log-table-created = bordet ”{ $table }” skapat av anslutning { $id }
net-log-joined = anslutning { $id } sätter sig vid bordet ”{ $table }”
net-log-rejoined = anslutning { $id } tar tillbaka sina platser vid bordet ”{ $table }”
net-log-left = anslutning { $id } lämnar bordet ”{ $table }”
net-log-started = bordet ”{ $table }”: spelet har börjat
net-log-move = bordet ”{ $table }”: plats { $seat } har spelat, { $count } händelser
net-log-computer-stuck = bordet ”{ $table }”: ett drag av datorn avvisades; datorn väntar
net-log-save-failed = bordet ”{ $table }” kunde inte sparas; nästa ändring försöker igen
net-log-table-damaged = { $path } är inget bord som den här servern kan återställa; lämnas som det är
net-log-table-restored = bordet ”{ $table }” återställt

## Vid bordet: att sätta sig, spelet, vem som kommer och går, chatten. $table och $name är rensade namn.
net-cannot-connect = Ingen sayzee-server svarar på { $address }. Kontrollera adressen och att servern är igång.
net-connected = Ansluten till { $address }.
net-question-rejoin = Du har en plats vid bordet ”{ $table }” som { $names }. Ta tillbaka den? Retur för ja, eller nej.
net-word-yes = ja
net-word-no = nej
net-question-table = Vad vill du göra? { $choices }. Retur öppnar ett nytt bord.
net-question-watch = Vilket bord vill du titta på? { $choices }. Retur väljer det sista.
net-choice-join = sätta dig vid bordet ”{ $table }” med { $players }
net-choice-watch = titta på bordet ”{ $table }” med { $players }
net-choice-create = öppna ett nytt bord
net-no-tables-yet = Det finns inget öppet bord på den här servern än, så du öppnar det första.
net-no-tables = Det finns inget bord att titta på på den här servern.
net-seated = Du sitter vid bordet ”{ $table }”.
net-watching = Du tittar på bordet ”{ $table }”. Du kan lyssna och chatta, men inte spela.
net-waiting-creator = Väntar på spelare. Tryck Retur, eller skriv start, för att börja spelet när alla är här.
net-waiting = Väntar på att { $name } ska starta spelet.
net-started = Spelet börjar.
net-not-connected = Anslutningen till servern är borta; sayzee försöker ansluta igen.
net-watching-cannot-act = Du tittar på det här bordet och kan inte spela.
net-game-is-over = Spelet är slut.
net-hint-not-yours = Tips ges bara på din egen tur.
net-chat-offline = Chatten fungerar bara vid ett nätverksbord.
net-chat-prompt-lines = Skriv ditt meddelande på nästa rad.
net-chat-prompt-keys = Skriv ditt meddelande och tryck Retur. Escape avbryter.
net-chat-cancelled = Inget meddelande skickat.
net-chat-line = { $name } säger: { $text }
net-server-unreadable = Servern skickade något som den här sayzee inte kan läsa. Uppdatera sayzee om det händer igen.
net-connection-lost = Anslutningen till servern är borta. Försöker ansluta igen.
net-gave-up = Servern kommer inte tillbaka. Tryck Ctrl+Q för att avsluta.
net-person-joined = { $name } har satt sig vid bordet.
net-person-left = { $name } har lämnat bordet.
net-person-back = { $name } är tillbaka.
net-goodbye-seat-kept = Hej då. Din plats väntar: sayzee join erbjuder den när du kommer tillbaka.
net-back-at-table = Ansluten igen. Du sitter vid bordet igen.
