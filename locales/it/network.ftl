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
