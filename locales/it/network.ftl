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

## Al tavolo: unirsi, la partita, chi arriva e chi se ne va, la chat. $table e $name sono nomi ripuliti.
net-cannot-connect = Nessun server sayzee risponde a { $address }. Controlla l’indirizzo e che il server sia avviato.
net-connected = Connessione stabilita con { $address }.
net-question-rejoin = Hai un posto al tavolo «{ $table }» come { $names }. Riprenderlo? Invio per sì, oppure no.
net-word-yes = sì
net-word-no = no
net-question-table = Che cosa vuoi fare? { $choices }. Invio crea un nuovo tavolo.
net-question-watch = Quale tavolo vuoi guardare? { $choices }. Invio sceglie l’ultimo.
net-choice-join = sederti al tavolo «{ $table }» con { $players }
net-choice-watch = guardare il tavolo «{ $table }» con { $players }
net-choice-create = creare un nuovo tavolo
net-no-tables-yet = Su questo server non c’è ancora nessun tavolo aperto, quindi crei tu il primo.
net-no-tables = Su questo server non c’è nessun tavolo da guardare.
net-seated = Sei al tavolo «{ $table }».
net-watching = Stai guardando il tavolo «{ $table }». Puoi ascoltare e chattare, ma non giocare.
net-waiting-creator = In attesa dei giocatori. Premi Invio, o scrivi start, per iniziare la partita quando ci sono tutti.
net-waiting = In attesa che { $name } inizi la partita.
net-started = La partita comincia.
net-not-connected = La connessione al server è persa; sayzee sta cercando di riconnettersi.
net-watching-cannot-act = Stai guardando questo tavolo, quindi non puoi giocare.
net-game-is-over = La partita è finita.
net-hint-not-yours = I suggerimenti sono solo per il tuo turno.
net-chat-offline = La chat funziona solo a un tavolo in rete.
net-chat-prompt-lines = Scrivi il messaggio nella riga successiva.
net-chat-prompt-keys = Scrivi il messaggio e premi Invio. Esc annulla.
net-chat-cancelled = Nessun messaggio inviato.
net-chat-line = { $name } dice: { $text }
net-server-unreadable = Il server ha inviato qualcosa che questo sayzee non sa leggere. Aggiorna sayzee se succede di nuovo.
net-connection-lost = La connessione al server è persa. Tentativo di riconnessione.
net-gave-up = Il server non torna. Premi Control+Q per uscire.
net-person-joined = { $name } si unisce al tavolo.
net-person-left = { $name } ha lasciato il tavolo.
net-person-back = { $name } è di nuovo al tavolo.
net-goodbye-seat-kept = Arrivederci. Il tuo posto ti aspetta: sayzee join te lo offre quando torni.
net-back-at-table = Connessione ristabilita. Sei di nuovo al tavolo.
