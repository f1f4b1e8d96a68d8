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
