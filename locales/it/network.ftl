# Gioco in rete: ciò che un client dice del server e del tavolo. Stessi identificativi e variabili in ogni lingua.

## Errors: un messaggio per ogni codice di errore inviato dal server (docs/protocol.md).

net-error-version-mismatch = Questo server usa un'altra versione del gioco, la versione { $version }. Aggiorna sayzee per giocare qui.
net-error-not-hello-first = Il server si aspettava prima un saluto. Prova a ricollegarti.
net-error-malformed = Il server non ha capito quel messaggio.
net-error-too-large = Quel messaggio è troppo lungo per il server, il limite è di { $limit } byte.
net-error-already-hello = Sei già collegato.
net-error-no-such-table = Non c'è nessun tavolo con quel nome.
net-error-table-exists = Esiste già un tavolo con quel nome. Scegline un altro.
net-error-table-full = Quel tavolo non ha più posti liberi.
net-error-no-such-seat = Quel tavolo non ha un posto libero con quel nome.
net-error-bad-config = Non si può preparare un tavolo in questo modo.
net-error-not-at-table = Non sei ancora seduto a nessun tavolo.
net-error-already-at-table = Sei già seduto a un tavolo. Prima lascialo.
net-error-not-your-seat = Quel posto non è tuo.
net-error-not-your-turn = Non è il tuo turno.
net-error-already-started = La partita è già iniziata.
net-error-not-started = La partita non è ancora iniziata.
net-error-not-creator = Solo chi ha creato il tavolo può avviare la partita.
net-error-bad-token = Non è possibile riprendere quel posto; forse il tavolo non esiste più.
net-error-chat-too-long = Quel messaggio è troppo lungo, il limite è di { $limit } caratteri.
net-error-server-trouble = Il server ha un problema e non ha potuto eseguire la mossa. Riprova.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = server sayzee in ascolto su { $address }
net-log-stopping = il server sayzee si ferma
net-log-connected = connessione { $id } da { $address }
net-log-disconnected = connessione { $id } chiusa
net-log-table-created = tavolo «{ $table }» creato dalla connessione { $id }
net-log-joined = la connessione { $id } si siede al tavolo «{ $table }»
net-log-rejoined = la connessione { $id } riprende i suoi posti al tavolo «{ $table }»
net-log-left = la connessione { $id } lascia il tavolo «{ $table }»
net-log-started = tavolo «{ $table }»: partita iniziata
net-log-move = tavolo «{ $table }»: il posto { $seat } ha giocato, { $count } eventi
net-log-computer-stuck = tavolo «{ $table }»: una mossa del computer è stata rifiutata; il computer aspetta
net-log-save-failed = impossibile salvare il tavolo «{ $table }»; la prossima modifica riproverà
net-log-table-damaged = { $path } non è un tavolo che questo server può ripristinare; lasciato com’è
net-log-table-restored = tavolo «{ $table }» ripristinato
