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
