# Gioco in rete: ciò che un client dice del server e del tavolo. Stessi identificativi e variabili in ogni lingua.

## Errors: un messaggio per ogni codice di errore inviato dal server (docs/protocol.md).

net-error-version-mismatch = Questo server usa un'altra versione del gioco, la versione { $version }. Aggiorna sayzee per giocare qui.
net-error-not-hello-first = Il server si aspettava prima un saluto. Prova a ricollegarti.
net-error-malformed = Il server non ha capito quel messaggio.
net-error-too-large = Quel messaggio è troppo lungo per il server, il limite è di { $limit } byte.
net-error-already-hello = La connessione è già attiva.
net-error-no-such-table = Non c'è nessun tavolo con quel nome.
net-error-table-exists = Esiste già un tavolo con quel nome. Scegline un altro.
net-error-table-full = Quel tavolo non ha più posti liberi.
net-error-no-such-seat = Quel tavolo non ha un posto libero con quel nome.
net-error-bad-config = Non si può preparare o raggiungere quel tavolo così: ogni giocatore deve avere un nome diverso.
net-error-not-at-table = Non hai ancora un posto a nessun tavolo.
net-error-already-at-table = Hai già un posto a un tavolo. Prima lascialo.
net-error-not-your-seat = Quel posto non è tuo.
net-error-not-your-turn = Non è il tuo turno.
net-error-already-started = La partita è già iniziata.
net-error-not-started = La partita non è ancora iniziata.
net-error-bad-token = Non è possibile riprendere quel posto; forse il tavolo non esiste più.
net-error-chat-too-long = Quel messaggio è troppo lungo, il limite è di { $limit } caratteri.
net-error-server-trouble = Il server ha un problema e non ha potuto eseguire la mossa. Riprova.
net-error-too-slow = Questa connessione era rimasta troppo indietro rispetto al tavolo e il server l’ha chiusa. Si ricollega da sola, con il tavolo com’è ora.
net-error-server-full = Il server è pieno: per ora non accetta altre connessioni. Riprova tra un po’.
net-error-secure-only = Questo server accetta solo connessioni sicure: entra di nuovo con wss:// prima del suo indirizzo.
net-error-too-many-tables = Al momento non si possono aprire altri tavoli (il limite è { $limit }). Unisciti a un tavolo aperto o riprova più tardi.
net-error-too-fast = Stai inviando più in fretta di quanto il server accetti. Aspetta un momento; ciò che è arrivato troppo in fretta non è stato giocato né inviato.
net-error-too-many-spectators = Quel tavolo ha già il numero massimo di spettatori: { $limit }. Riprova più tardi.
net-error-bad-name = Quel nome non si può usare qui: è vuoto, o mescola alfabeti in modo da potersi scambiare per un altro. Scegline un altro.
net-error-table-name-too-long = Il nome di un tavolo può avere al massimo { $limit } caratteri. Scegline uno più corto.
net-error-banned = Chi ospita quel tavolo ti ha bandito.
net-error-banned-address = Quel tavolo non accetta nessuno di nuovo dal tuo indirizzo, perché chi lo ospita ha bandito qualcuno che giocava da lì. Se non eri tu, chiedi un invito a chi ospita il tavolo.
net-error-bad-turn-timer = Il tempo per turno deve essere tra { $min } e { $max } secondi.
net-error-timed-out = Il tuo tempo è scaduto: il computer gioca il resto di questo turno per te. Al prossimo turno giochi di nuovo tu.
net-error-name-claimed = Quel nome ha già un proprietario su questo server. Accedi con quel nome o scegline un altro.
net-error-operator-code-needed = Quel nome è di uno degli operatori di questo server: si può registrare solo con il codice che il server ha scritto nel suo registro all’avvio.
net-error-too-many-claims = Dal tuo indirizzo sono già stati registrati { $per_day } nomi nelle ultime 24 ore, il massimo per un indirizzo. Gioca senza registrare il nome, o registralo domani.
net-error-wrong-password = La password non è corretta.
net-error-bad-login-token = L’accesso di questo dispositivo è scaduto (una nuova password li chiude tutti). Accedi con la password.
net-error-too-many-logins = Troppi tentativi di password. Aspetta un minuto, poi riprova.
net-error-bad-password = Una password deve avere da { $min } a { $max } caratteri.
net-error-not-logged-in = Solo chi ha effettuato l’accesso può farlo.
net-error-no-such-account = Quel nome non appartiene a nessuno su questo server.
net-error-account-required = Questo server accetta solo chi ha un account. Registra il tuo nome con una password (sayzee join --claim) o accedi.
net-error-table-password-needed = Quel tavolo è privato: accoglie chi è invitato da chi lo ospita, o chi ne dà la password.
net-error-wrong-table-password = Questa non è la password del tavolo.
net-error-too-many-invited = Un tavolo privato invita al massimo { $limit } nomi.
net-error-not-operator = Solo un operatore di questo server può farlo.
net-error-muted = Un operatore ti ha silenziato per altri { $minutes } minuti: { $reason }
net-error-banned-from-server = Un operatore ti ha bandito da questo server per altri { $minutes } minuti: { $reason }
net-error-bad-sanction = Silenziare o bandire richiede un nome o un indirizzo, da 1 a { $max } minuti, e un motivo.
net-error-daily-unavailable = La posizione del giorno non si può preparare ora su questo server; scrivi di nuovo { word-daily } tra un momento.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = server sayzee in ascolto su { $address }
net-log-tls = le connessioni sono sicure (TLS); impronta SHA-256 del certificato, da confrontare per i giocatori: { $fingerprint }
net-log-plain-open = attenzione: questo server è in ascolto oltre questa macchina senza TLS, quindi nomi, chat e gettoni dei posti viaggiano in chiaro sulla rete; dagli un certificato con --tls-cert e --tls-key, o mettilo dietro un proxy che ne abbia uno
net-log-stopping = il server sayzee si ferma
net-log-stopped-waiting = alcune connessioni non avevano finito dopo 5 secondi; il server si ferma senza di loro
net-log-connected = connessione { $id } da { $address }
net-log-disconnected = connessione { $id } chiusa
net-log-too-slow = la connessione { $id } era troppo indietro ed è stata chiusa
net-log-full = connessione da { $address } rifiutata: il server ha già tutte le connessioni che accetta
net-log-silent = la connessione { $id } non ha risposto a tre ping e viene chiusa come morta
net-log-no-hello = la connessione { $id } non ha salutato entro 10 secondi e viene chiusa
net-log-flooding = la connessione { $id } ha continuato a inviare più in fretta di quanto il server accetti e viene chiusa
net-log-connections-clamped = il sistema consente a questo server { $files } file aperti: accetta al massimo { $limit } connessioni
net-log-accept-failed = il sistema ha rifiutato una nuova connessione: { $error }; sayzee aspetta un attimo e riprova
net-log-table-created = tavolo «{ $table }» creato dalla connessione { $id }
net-log-joined = la connessione { $id } si siede al tavolo «{ $table }»
net-log-rejoined = la connessione { $id } riprende i suoi posti al tavolo «{ $table }»
net-log-left = la connessione { $id } lascia il tavolo «{ $table }»
net-log-started = tavolo «{ $table }»: partita iniziata
net-log-move = tavolo «{ $table }»: il posto { $seat } ha giocato, { $count ->
    [one] { $count } evento
   *[other] { $count } eventi
}
net-log-computer-stuck = tavolo «{ $table }»: una mossa del computer è stata rifiutata; il computer aspetta
net-log-save-failed = impossibile salvare il tavolo «{ $table }»; la prossima modifica riproverà
net-log-save-refused = impossibile salvare il tavolo «{ $table }» ({ $error }): la modifica è rifiutata e nessuno ne viene informato
net-log-table-damaged = { $path } non è un tavolo che questo server può ripristinare; lasciato com’è
net-log-table-unreadable = il tavolo «{ $table }» nel database non è uno che questo server possa ripristinare; lasciato com’è
net-log-table-restored = tavolo «{ $table }» ripristinato

## Al tavolo: unirsi, la partita, chi arriva e chi se ne va, la chat. $table e $name sono nomi ripuliti.
net-cannot-connect = Nessun server sayzee risponde a { $address }. Controlla l’indirizzo e che il server sia avviato.
net-script-password-refused = Il server non ha accettato la password di --password-file o di $SAYZEE_PASSWORD.
net-certificate-unknown = Il server all’indirizzo { $address } presenta un certificato di cui né questo computer né tu vi fidate ancora. Confronta la sua impronta SHA-256 con quella pubblicata da chi gestisce il server: { $fingerprint }.
net-certificate-changed = Attenzione: il server all’indirizzo { $address } presenta un certificato diverso da quello di cui ti fidavi. Qualcuno potrebbe spacciarsi per lui. Fidati solo se chi gestisce il server ti ha detto che il certificato è cambiato. La sua nuova impronta SHA-256: { $fingerprint }.
net-certificate-question = Scrivi fidati per fidarti di questo certificato per questo server d’ora in poi, oppure premi Invio per uscire senza collegarti.
net-certificate-answer = Scrivi fidati per fidarti, oppure premi Invio per uscire.
net-certificate-word-trust = fidati
net-certificate-declined = Nessuna connessione: non hai accettato il certificato.
net-certificate-not-kept = Il certificato è accettato per ora, ma non è stato possibile salvarlo nella cartella dei dati: la domanda verrà ripetuta la prossima volta.
net-connected = Connessione stabilita con { $address }.
net-question-table = Che cosa vuoi fare? Invio crea un nuovo tavolo.
net-question-watch = Quale tavolo vuoi guardare? Invio sceglie il primo.
net-choice-create = creare un nuovo tavolo
word-start = inizia
word-help = aiuto
word-quit = esci
word-list = lista
word-more = altri
word-new = nuovo
net-no-tables-yet = Su questo server non c’è ancora nessun tavolo aperto, quindi crei tu il primo.
net-no-tables = Su questo server non c’è nessun tavolo da guardare.
net-seated = Sei al tavolo «{ $table }».
net-watching = Stai guardando il tavolo «{ $table }». Puoi ascoltare e chattare, ma non giocare.
net-waiting = In attesa che { $name } inizi la partita.
net-started = La partita comincia.
net-watching-cannot-act = Stai guardando questo tavolo, quindi non puoi giocare.
net-game-is-over = La partita è finita.
net-hint-not-yours = I consigli sono solo per il tuo turno.
net-chat-offline = La chat funziona solo a un tavolo in rete.
net-host-menu-offline = Il menu di chi ospita funziona solo a un tavolo in rete.
net-chat-prompt-lines = Scrivi il messaggio nella riga successiva.
net-chat-prompt-keys = Scrivi il messaggio e premi Invio. Esc annulla.
net-chat-limit = Il messaggio ha raggiunto il limite di { $limit } caratteri; il resto non viene scritto. Premi Invio per inviarlo.
net-chat-help = Stai scrivendo un messaggio per il tavolo. Invio lo invia, Backspace cancella, Esc annulla; Ctrl+Q esce da sayzee. Con /invite e un nome inviti quella persona; /mute e un nome zittisce i suoi messaggi per te, /unmute li riporta; /lobby e un messaggio parla alla sala, /lobby da solo ti fa sentire la sala qui.
net-chat-cancelled = Nessun messaggio inviato.
net-chat-line = { $name } dice: { $text }
net-server-unreadable = Il server ha inviato qualcosa che questo sayzee non sa leggere. Aggiorna sayzee se succede di nuovo.
net-person-joined = { $name } ora è al tavolo.
net-person-left = { $name } ha lasciato il tavolo.
net-person-lost = { $name } ha perso la connessione; il posto resta in attesa del suo ritorno.
net-person-back = { $name } è di nuovo al tavolo.
net-goodbye-seat-kept = Arrivederci. Il tavolo ti aspetta: sayzee join te lo riproporrà quando torni.
net-back-at-table = Connessione ristabilita. Sei di nuovo al tavolo.
net-while-away = Mentre eri via:

## Tables that never stall: the host, computers playing for people who have gone, closed tables. $name is a
## cleaned name; $marks a list of net-played-for-mark; $about a net-table-about.
net-error-not-host = Solo chi ospita il tavolo può farlo.
net-error-seat-empty = Il posto di { $name } è vuoto. Aspetta che torni; se non torna entro { $seconds ->
    [one] un secondo
   *[other] { $seconds } secondi
}, il posto viene liberato.
net-error-name-taken = Questo nome è già al tavolo. Scegline un altro.
net-log-watching = la connessione { $id } guarda il tavolo «{ $table }»
net-log-bad-token = la connessione { $id } ha provato a riprendere un posto con un gettone che nessun tavolo conosce
net-log-bad-tokens = { $address } ha provato { $count ->
    [one] un altro gettone
   *[other] altri { $count } gettoni
} che nessun tavolo conosce nell’ultimo minuto (non registrati uno per uno)
net-log-taken-over = tavolo «{ $table }»: il computer gioca il posto { $seat }
net-log-invited = tavolo «{ $table }»: chi ospita ha invitato «{ $name }»
net-log-operator = operatore «{ $operator }»: { $action } { $detail }
net-log-claimed = il nome «{ $name }» è stato registrato da { $address }
net-log-wrong-password = una password sbagliata per «{ $name }» da { $address }
net-log-password-changed = «{ $name }» ha impostato una nuova password; gli altri accessi sono chiusi
net-log-operator-unclaimed = Il nome di operatore { $name } non ha ancora un proprietario, e nessuno può registrarlo senza questo codice: { $code }. Registralo con sayzee join --claim con quel nome e inserisci il codice quando viene chiesto (fino ad allora, un codice nuovo a ogni avvio).
net-log-accounts = { $count } nomi con proprietario; account obbligatorio: { $required }
net-log-names-expired = { $count ->
    [one] 1 nome che nessuno usava da troppo tempo è di nuovo libero
   *[other] { $count } nomi che nessuno usava da troppo tempo sono di nuovo liberi
}, e { $rows ->
    [one] 1 riga
   *[other] { $rows } righe
} di valutazioni rimosse: { $names }
net-log-names-unsaved = i nomi inutilizzati da troppo tempo non sono stati liberati perché non è stato possibile scrivere gli account o le valutazioni; nuovo tentativo tra un’ora
net-log-removed = tavolo «{ $table }»: chi ospita ha allontanato { $names } (bandito: { $banned })
net-log-timed-out = tavolo «{ $table }»: tempo scaduto per il posto { $seat }; il computer gioca il resto del turno
net-log-game-over = tavolo «{ $table }»: partita finita
net-log-rated = tavolo «{ $table }»: la partita conta per la classifica
net-log-rating-failed = tavolo «{ $table }»: non è stato possibile scrivere le valutazioni della partita ({ $error })
net-log-closed = tavolo «{ $table }» chiuso ({ $reason }); il suo file è in tables/closed
net-question-table-rejoin = Che cosa vuoi fare? Invio ti riporta al tuo tavolo.
net-question-table-join = Che cosa vuoi fare? Invio ti fa sedere al tavolo «{ $table }».
net-group-rejoin = I tuoi posti:
net-group-join = Tavoli a cui puoi sederti:
net-group-watch = Tavoli che puoi guardare:
net-choice-table = «{ $table }»: { $about }
net-choice-table-private = «{ $table }», privato, hai un invito: { $about }
net-table-rules-duplicate = { $rules } con dadi duplicati
net-choice-rejoin = tornare al tavolo «{ $table }», dove giochi come { $names }
net-table-about = { $rules }, { $phase }, con { $players }{ $watching ->
    [0] {""}
    [one] , 1 spettatore
   *[other] , { $watching } spettatori
}
net-table-about-nobody = { $rules }, { $phase }, ancora nessuno seduto{ $watching ->
    [0] {""}
    [one] , 1 spettatore
   *[other] , { $watching } spettatori
}
net-table-about-nobody-here = { $rules }, { $phase }, con { $players }; ora non c’è nessuno{ $watching ->
    [0] {""}
    [one] , 1 spettatore
   *[other] , { $watching } spettatori
}
net-lobby-more = Erano { $shown } su { $count }. Scrivi altri per i successivi, lista per risentirli tutti.
net-lobby-invalid = «{ $answer }» qui non va bene: rispondi con un numero da { $min } a { $max } o con il nome di un tavolo. Scrivi lista per risentire i tavoli.
net-table-waiting = { $free ->
    [0] in attesa di iniziare, nessun posto libero
    [one] in attesa di iniziare, 1 posto libero
   *[other] in attesa di iniziare, { $free } posti liberi
}
net-table-playing = al giro { $round } di { $rounds }
net-table-finished = partita finita
net-question-table-name = Nome del nuovo tavolo? Invio per { $default }.
net-table-name-taken = C’è già un tavolo aperto che si chiama { $table }. Scegli un altro nome.
net-question-stand-in = Se qualcuno se ne va, il computer gioca al suo posto finché non torna. A che livello? Invio per { $default }, oppure scrivi un numero: { $levels }.
net-name-taken = { $name } è già a questo tavolo. Scegli un altro nome.
net-names-taken = Uno dei nomi { $names } è già a questo tavolo. Scegli altri nomi.
net-table-gone = Quel tavolo non c’è più: il server non ce l’ha più.
net-seat-given-up = Il tuo posto al tavolo «{ $table }» è stato liberato mentre eri via; il tavolo è ancora aperto.
net-lobby-lost = La connessione al server si è interrotta. sayzee continua a provare e ti chiede di nuovo quando torna; quello che scrivi nel frattempo non viene usato. Scrivi esci per smettere.
net-lobby-still-trying = Sto ancora provando a raggiungere il server. Scrivi esci per smettere.
net-lobby-not-yet = Non ancora: il server non è tornato. Quella riga non viene usata.
net-lobby-back = Il server è tornato.
net-table-ended = Questo tavolo è chiuso.
net-ended-keys = Puoi ancora sentire i punteggi. Premi Invio per l’elenco dei tavoli, o Ctrl+Q per uscire.
net-ended-lines = Puoi ancora sentire i punteggi. Scrivi enter per l’elenco dei tavoli, o { word-quit } per uscire.
net-ended-unstarted-keys = Premi Invio per l’elenco dei tavoli, o Ctrl+Q per uscire.
net-ended-unstarted-lines = Scrivi enter per l’elenco dei tavoli, o { word-quit } per uscire.
net-to-the-list = Si torna all’elenco dei tavoli.
net-not-connected-keys = La connessione al server si è interrotta; sayzee continua a provare a riconnettersi. Premi Ctrl+Q per smettere.
net-not-connected-lines = La connessione al server si è interrotta; sayzee continua a provare a riconnettersi. Scrivi { word-quit } per smettere.
net-still-trying-keys = Sto ancora cercando di raggiungere il server. Premi Ctrl+Q per smettere.
net-still-trying-lines = Sto ancora cercando di raggiungere il server. Scrivi { word-quit } per smettere.
net-not-your-turn-name = Tocca a { $name }, non a te.
net-person-gone = { $name } se n’è andato e ha lasciato il posto.
net-you-play-again = { $name }, torni a giocare tu.
net-person-plays-again = { $name } è tornato e gioca di nuovo.
net-you-taken-over = Ora il computer gioca per { $name }. Premi Invio per tornare a giocare.
net-you-taken-over-lines = Ora il computer gioca per { $name }. Scrivi { word-roll } per tornare a giocare.
net-taken-over-away = { $name } non c’è; il computer gioca per { $name }.
net-taken-over-host = Chi ospita ha fatto giocare il computer per { $name }.
net-host-is = Ora il tavolo è ospitato da { $name }.
net-you-are-host = { $name }, ora ospiti tu il tavolo. O apre il menu di chi ospita.
net-you-are-host-start = { $name }, ora ospiti tu il tavolo: sei tu ad avviare la partita. O apre il menu di chi ospita.
net-you-are-host-lines = { $name }, ora ospiti tu il tavolo. Scrivi { word-host } per il menu di chi ospita.
net-you-are-host-start-lines = { $name }, ora ospiti tu il tavolo: sei tu ad avviare la partita. Scrivi inizia per cominciare, o { word-host } per il menu di chi ospita.
net-spectator-arrived = { $name } guarda il tavolo.
net-spectator-left = { $name } non guarda più.
net-chat-line-watching = { $name }, che guarda, dice: { $text }
net-closed-finished = La partita è finita e ora il tavolo è chiuso.
net-closed-abandoned = Al tavolo non c’era più nessuno, quindi è stato chiuso.
net-closed-by-host = Chi ospita ha chiuso il tavolo.
net-invited-at-table = { $name } ti invita al tavolo «{ $table }». È il primo nella tua lista dei tavoli: Invio lì ti fa sedere.
net-lobby-chat-line = { $name }, nella sala, dice: { $text }
net-lobby-chat-line-at-table = { $name }, al tavolo «{ $table }», dice: { $text }
net-lobby-chat-line-at-private-table = { $name }, a un tavolo privato, dice: { $text }
net-lobby-chat-hint = Per parlare con tutti quelli che sono qui, scrivi { word-chat } e il tuo messaggio; per ascoltare le partite finite conservate qui, scrivi { word-games }.
net-leaderboard = Classifica di { $rules }, pagina { $page } di { $pages }, { $players ->
    [one] 1 persona in classifica
   *[other] { $players } persone in classifica
}.
net-leaderboard-empty = Su questo server nessuno ha ancora una valutazione a { $rules }. Conta ogni partita finita tra persone con un account, o contro il computer.
net-leaderboard-row = { $rank }. { $name }: valutazione { $rating }; { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $wins ->
    [one] 1 vittoria
   *[other] { $wins } vittorie
}; media { $average }, migliore { $best }.
net-leaderboard-row-given = { $row } Perde { $given ->
    [one] 1 punto
   *[other] { $given } punti
} a partita rispetto al gioco dell’esperto.
net-leaderboard-next-key = Ancora Maiusc+I, o { word-leaderboard }, per la pagina { $next }.
net-leaderboard-next-line = Per la pagina successiva scrivi { word-leaderboard } { $rules } { $next }.
net-leaderboard-which = Per sentire una classifica scrivi { word-leaderboard } e, se vuoi, le regole e la pagina: per esempio { word-leaderboard } yatzy 2. Le regole: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy, maxi-yatzy.
net-leaderboard-offline = La classifica la tiene un server: la senti a un tavolo in rete e nella sala di sayzee join.
net-rated = { $name }, la tua valutazione a { $rules }: { $rating }, { $trend ->
    [up] in aumento di { $change }
    [down] in calo di { $change }
   *[same] invariata
}; posto { $rank } su { $of }.
net-invited-in-lobby = { $name } ti invita al tavolo «{ $table }». Premi Invio per sederti.
net-lobby-hearing-on = Ora senti al tavolo quello che si dice nella sala. Lo stesso comando lo ferma.
net-lobby-hearing-off = Non senti più al tavolo quello che si dice nella sala.
net-person-invited = { $name } ha ricevuto un invito a questo tavolo.
net-you-muted-person = Non sentirai più la chat di { $name }. Per risentirla: unmute { $name }.
net-you-muted-person-keys = Non sentirai più la chat di { $name }. Per risentirla: C, poi /unmute { $name }.
net-muted-nobody-yet = Nessuno di nome { $name } ha ancora scritto o giocato qui; se è un errore di battitura, controlla come si scrive.
net-you-unmuted-person = Senti di nuovo la chat di { $name }.
net-not-muted-person = La chat di { $name } non era silenziata.
net-table-password-question = La password del tavolo «{ $table }»? Invio da solo torna alla lista.
net-private-password-question = Una password per il tavolo privato, da dare agli amici? Invio da solo: solo su invito.
net-table-not-joined = Non hai raggiunto il tavolo.
net-announcement = Annuncio di { $name }, operatore: { $text }
net-you-muted = Un operatore ti ha silenziato per { $minutes } minuti: { $reason }. Puoi ancora giocare e sentire gli altri.
net-you-banned-from-server = Un operatore ti ha bandito da questo server per { $minutes } minuti: { $reason }. La connessione è chiusa.
net-banned-ends = sayzee si chiude qui; potrai tornare quando il bando sarà finito.
net-banned-leave-keys = Puoi ancora sentire i punteggi. Invio o Ctrl+Q chiude sayzee; potrai tornare quando il bando sarà finito.
net-banned-leave-lines = Puoi ancora sentire i punteggi. Scrivi enter o { word-quit } per chiudere sayzee; potrai tornare quando il bando sarà finito.
net-closed-by-operator = Un operatore del server ha chiuso il tavolo.
net-motd = Messaggio del giorno: { $text }
net-op-done = Fatto.
net-op-unknown-certificate = Il certificato del server non è tra quelli di cui questo dispositivo si fida (SHA-256 { $fingerprint }). Fidati una volta con sayzee join, o indicalo con --trust-cert.
net-name-owned = { $name } è un nome con un proprietario su questo server.
net-password-question = Password di { $name }? Non viene mostrata mentre scrivi. Invio da solo sceglie un altro nome.
net-logged-in = Accesso effettuato come { $name }.
net-claim-question = Scegli una password per { $name }, di almeno { $min } caratteri. Non viene mostrata mentre scrivi. Invio da solo gioca senza registrare il nome.
net-claim-question-required = Scegli una password per { $name }, di almeno { $min } caratteri. Non viene mostrata mentre scrivi. Invio da solo sceglie un altro nome.
net-operator-code-question = { $name } è riservato a un operatore di questo server. Scrivi il codice del registro del server. Invio da solo gioca senza registrare il nome.
net-new-password-question = Nuova password per { $name }, di almeno { $min } caratteri. Non viene mostrata mentre scrivi. Invio da solo tiene quella attuale.
net-login-ended = L’accesso di questo dispositivo come { $name } è terminato: la password è stata cambiata, qui o da un operatore. Scrivi la password per accedere di nuovo.
net-guest-not-rated = Su questo server hanno una valutazione solo i nomi con un proprietario. Per averne una la prossima volta, registra il tuo nome: sayzee join --claim.
net-reset-password-question = Nuova password per { $name }, di almeno { $min } caratteri; comunicala tu a { $name }. Non viene mostrata mentre scrivi. Invio da solo lascia com’è la password di { $name }.
net-password-forgotten = Se la password è stata dimenticata, un operatore di questo server può impostarne una nuova.
net-password-again = La stessa password un’altra volta, per sicurezza.
net-passwords-differ = Le due password sono diverse. Un’altra volta.
net-claimed = { $name } ora è tuo su questo server: solo tu ti siedi, guardi e chatti qui con quel nome, e questo dispositivo accede da solo.
net-claim-owned = { $name } ha già un proprietario qui; accedi se sei tu.
net-accounts-required = Questo server accetta solo chi ha un account: registra { $name } con una password per giocare qui.
net-accounts-required-newcomer = Questo server accetta solo chi ha un account: prima scrivi il tuo nome, poi scegli una password per quel nome.
net-password-changed = Nuova password impostata. Tutti gli altri dispositivi devono accedere di nuovo con la nuova password.
net-login-not-kept = Questo dispositivo non ha potuto conservare l’accesso: la prossima volta ti verrà chiesta la password.
net-person-removed = Chi ospita ha allontanato { $names } dal tavolo.
net-person-banned = Chi ospita ha allontanato { $names } dal tavolo e { $count ->
    [one] ne ha vietato il ritorno
   *[other] ha vietato a tutti di tornarci
}.
net-person-removed-computer = Chi ospita ha allontanato { $names } dal tavolo; il computer gioca per { $names } fino alla fine.
net-person-banned-computer = Chi ospita ha allontanato { $names } dal tavolo e { $count ->
    [one] ne ha vietato il ritorno
   *[other] ha vietato a tutti di tornarci
}; il computer gioca per { $names } fino alla fine.
net-you-were-removed = Chi ospita ti ha allontanato dal tavolo. Non puoi riprendere lì il tuo posto.
net-you-were-banned = Chi ospita ti ha allontanato dal tavolo e ti ha bandito: non puoi più sederti lì né guardare.
net-turn-timer-set = Chi ospita ha impostato un tempo per turno: { $seconds } secondi senza mosse, e il computer gioca il resto del turno.
net-turn-timer-off = Chi ospita ha tolto il tempo per turno.
net-timed-out = Tempo scaduto per { $name }: il computer gioca il resto di questo turno.
net-timed-out-you = Il tuo tempo è scaduto, { $name }: il computer gioca il resto del turno per te. Al prossimo turno giochi di nuovo.
net-turn-time-left-you = { $name }, { $seconds ->
    [one] ti resta un secondo
   *[other] ti restano { $seconds } secondi
} per giocare, altrimenti il computer gioca il resto del turno per te.
net-turn-timer-reminder = Tempo limite: { $seconds } secondi per mossa.
net-server-stopping = Il server si sta riavviando. sayzee si riconnetterà quando torna.
net-seats-taken-elsewhere = Un’altra connessione, da un’altra finestra o da un altro dispositivo, ha ripreso i tuoi posti a questo tavolo; questa non gioca più qui.
net-chat-shed = { $count ->
    [one] Un messaggio della chat non ti è arrivato perché la tua connessione era in ritardo.
   *[other] { $count } messaggi della chat non ti sono arrivati perché la tua connessione era in ritardo.
}
net-played-for = Mentre eri via, il computer ha giocato per { $name }: { $marks }.
net-played-for-mark = { $points } in { $box }
net-turn-stand-in = { $name } non c’è; gioca il computer.
net-turn-away = { $name } non c’è; se non torna presto, giocherà il computer.
net-turn-waits = { $name } non c’è; la partita aspetta che torni.
net-not-started-seated = La partita non è ancora iniziata. Al tavolo: { $players }.
net-waiting-host-keys = Ospiti tu il tavolo. Premi Invio per avviare la partita quando ci sono tutti; O apre il menu di chi ospita.
net-waiting-host-lines = Ospiti tu il tavolo. Scrivi { word-start } per avviare la partita quando ci sono tutti; scrivi { word-host } per il menu di chi ospita.
net-host-start-keys = Premi Invio per avviare la partita.
net-host-start-lines = Scrivi { word-start } per avviare la partita.
net-waiting-no-host = In attesa di qualcuno che ospiti il tavolo e avvii la partita.
net-not-host = Solo chi ospita può farlo; il tavolo è ospitato da { $name }.
net-host-menu-keys = Menu di chi ospita. Premi un numero, oppure le frecce e Invio; Esc lo chiude.
net-host-menu-lines = Menu di chi ospita. Scrivi un numero, oppure down, up ed enter; { word-back } lo chiude.
net-host-close-confirm-keys = Chiudere il tavolo per tutti? La partita finisce per tutti e non conta per nessuno. Premi di nuovo { $number } o Invio per chiuderlo; Esc continua a giocare.
net-host-close-confirm-lines = Chiudere il tavolo per tutti? La partita finisce per tutti e non conta per nessuno. Scrivi di nuovo { $number } o enter per chiuderlo; { word-back } continua a giocare.
net-host-choice = { $number }: { $what }.
net-host-choice-start = avviare la partita
net-host-choice-pass = far ospitare il tavolo a { $name }
net-host-choice-computer = far giocare il computer per { $name }
net-host-choice-remove = allontanare { $name } dal tavolo
net-host-choice-ban = allontanare { $name } e bandire quella persona dal tavolo
net-host-choice-timer = impostare il tempo per turno a { $seconds } secondi (ora { $now ->
        [0] nessuno
       *[other] { $now } secondi
    })
net-host-choice-timer-off = togliere il tempo per turno (ora { $now } secondi)
net-host-remove-confirm-keys = Allontanare { $name } dal tavolo? Non potrà riprendere il suo posto; a partita iniziata lo gioca il computer fino alla fine. Premi di nuovo { $number } o Invio per confermare; Esc lascia tutto com’è.
net-host-remove-confirm-lines = Allontanare { $name } dal tavolo? Non potrà riprendere il suo posto; a partita iniziata lo gioca il computer fino alla fine. Scrivi di nuovo { $number } o enter per confermare; { word-back } lascia tutto com’è.
net-host-ban-confirm-keys = Allontanare { $name } e bandire quella persona da questo tavolo? Non potrà più sedersi né guardare, né con questo nome né con uno nuovo dal suo indirizzo; chi altro è qui mantiene il suo posto. Premi di nuovo { $number } o Invio per confermare; Esc lascia tutto com’è.
net-host-ban-confirm-lines = Allontanare { $name } e bandire quella persona da questo tavolo? Non potrà più sedersi né guardare, né con questo nome né con uno nuovo dal suo indirizzo; chi altro è qui mantiene il suo posto. Scrivi di nuovo { $number } o enter per confermare; { word-back } lascia tutto com’è.
net-host-choice-close = chiudere il tavolo per tutti
net-host-menu-closed = Menu di chi ospita chiuso.
net-host-menu-numbers = Scegli un numero da 1 a { $count }.
net-host-invite-keys = Per invitare qualcuno, premi C e scrivi /invite e il suo nome.
net-host-invite-lines = Per invitare qualcuno, scrivi invite e il suo nome.
net-goodbye-seat-given-up = Arrivederci. La partita non era iniziata, quindi il tuo posto ora è libero.

## Partite finite conservate dal server
net-error-no-such-game = Questo server non conserva più quella partita: scrivi { word-games } per ascoltare quelle che conserva ora.
net-kept-none = Questo server non conserva ancora nessuna partita finita: ogni partita finita a un tavolo che tutti possono trovare viene conservata qui, le ultime 50.
net-kept-heading = { $count ->
    [one] Questo server conserva una partita finita:
   *[other] Questo server conserva { $count } partite finite, dalla più recente:
}
net-kept-game = tavolo { $table }, { $rules }, { $ago }: { $scores }
net-kept-ago-minutes = { $minutes ->
    [0] proprio ora
    [one] un minuto fa
   *[other] { $minutes } minuti fa
}
net-kept-ago-hours = { $hours ->
    [one] un’ora fa
   *[other] { $hours } ore fa
}
net-kept-ago-days = { $days ->
    [one] un giorno fa
   *[other] { $days } giorni fa
}
net-kept-walk-hint = Per ripercorrerne una, decisione per decisione, scrivi { word-walk } e il suo numero: { word-walk } 1.
net-kept-ask-first = Scrivi prima { word-games } per ascoltare le partite finite che questo server conserva.
net-kept-walk-which = { $count ->
    [one] C’è una sola partita conservata: scrivi { word-walk } 1.
   *[other] Scrivi { word-walk } e un numero da 1 a { $count }.
}
net-log-keeping-failed = tavolo «{ $table }»: la sua partita finita non è stata conservata per ripercorrerla ({ $error })
