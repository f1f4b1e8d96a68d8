# sayzee: messaggi in italiano. Ogni id esiste in ogni lingua, con le stesse variabili.

## Riga di comando

cli-error = Errore: { $reason }
cli-dice-count = { $preset } si gioca con { $expected } dadi, ma { $found ->
    [one] è stato dato 1 dado
   *[other] sono stati dati { $found } dadi
}: scrivi { $expected } facce, come { $example }.
cli-dice-face = { $value } non è una faccia del dado: le facce vanno da 1 a 6.
cli-dice-not-digit = «{ $char }» non è una faccia del dado: scrivi i dadi con cifre da 1 a 6, come { $example }.
cli-unknown-preset = Non esistono regole chiamate «{ $name }». Le regole disponibili sono: { $presets }.
cli-rules-no-yahtzee-box = { $preset } non ha una casella Yahtzee a cinque dadi, quindi niente jolly né bonus Yahtzee.
cli-rules-no-extra-rows = Le righe extra (Coppia, Doppia coppia, Miseria) valgono solo per le regole in stile Yahtzee, non per { $preset }.
cli-unknown-level = Non esiste un livello del computer chiamato «{ $name }». I livelli sono: { $levels }.
cli-unknown-language = sayzee non parla «{ $name }». Le lingue sono: { $languages }.
cli-name-too-long = Un nome può avere al massimo { $max } caratteri; «{ $name }» è più lungo.
cli-no-players = Una partita richiede almeno un giocatore.
cli-too-many-players = { $count } giocatori sono troppi: al massimo possono giocare in { $max }.
cli-empty-name = Il nome di un giocatore non può essere vuoto.
cli-duplicate-name = Due giocatori si chiamano { $name }: dai a ciascuno un nome diverso.
cli-sheets-out-of-range = Ogni giocatore riempie da 1 a { $max } fogli, non { $count }.
cli-bad-number = --{ $flag } vuole un numero intero da { $min } a { $max }, non «{ $value }».
cli-resume-with = --resume riprende la partita salvata così com’è, quindi non può andare con --{ $flag }.
cli-bad-listen = «{ $value }» non è un indirizzo di ascolto: scrivi un indirizzo e una porta come 127.0.0.1:7419, oppure 0.0.0.0:7419 per accettare altre macchine.
cli-bad-proxy = «{ $value }» non è l’indirizzo di un proxy: --trusted-proxy vuole un indirizzo IP, come 127.0.0.1 per un proxy su questa macchina.
cli-bad-server-address = «{ $value }» non è l’indirizzo di un server: scrivi il nome di una macchina o un indirizzo IP e, se la porta non è 7419, i due punti e la porta, come example.org o 127.0.0.1:7419.
cli-bad-server-port = «{ $value }» non è una porta: la porta deve essere un numero da 1 a 65535.
cli-server-failed = Il server non è riuscito ad avviarsi: { $detail }.
cli-server-address-in-use = Un altro programma usa già { $address }, quindi il server non può avviarsi lì. Chiudi quel programma, oppure scegli un’altra porta con --listen.
cli-page-address-in-use = Un altro programma usa già { $address }, dove starebbe la pagina per i browser. Chiudi quel programma, scegli un’altra porta con --web-listen, oppure non servire la pagina con --no-web.
cli-server-address-not-here = { $address } non è un indirizzo di questo computer, quindi il server non può avviarsi lì. Usa 127.0.0.1 solo per questo computer, oppure 0.0.0.0 per tutte le reti.
cli-server-no-data-dir = Il server non può avviarsi: non ha una cartella dei dati per i suoi tavoli. Indicane una con --data-dir.
cli-tls-certificate = Il server non può partire: il file del certificato { $path } non si può usare ({ $detail }). Indica un file PEM che cominci con il certificato del server.
cli-tls-key = Il server non può partire: il file della chiave { $path } non si può usare ({ $detail }). Indica un file PEM con la chiave privata del certificato.
cli-tls-mismatch = Il server non può partire: la chiave non corrisponde al certificato ({ $detail }).
cli-tls-no-certificate = Il server non può partire: il file del certificato { $path } non contiene alcun certificato. Indica un file PEM che cominci con il certificato del server.
cli-serve-config = Il file delle impostazioni del server { $path } non si può usare ({ $detail }).
cli-serve-config-not-a-file = { $path } non è un file di impostazioni: indica un file TOML le cui chiavi siano i nomi delle opzioni di serve.
cli-serve-config-key = Il file delle impostazioni del server { $path } contiene «{ $key }», che non è un’opzione di sayzee serve (sayzee serve --help le elenca).
cli-serve-config-value = Nel file delle impostazioni del server { $path }, «{ $key }» ha un valore del tipo sbagliato: true per un’opzione senza valore, altrimenti una stringa o un numero (una lista per un’opzione che si ripete).
cli-trust-cert = Il file del certificato { $path } non si può usare ({ $detail }). Indica un file PEM con il certificato del server.
cli-trust-cert-empty = Il file del certificato { $path } non contiene alcun certificato. Indica un file PEM con il certificato del server.
cli-password-file = Il file della password { $path } non si può leggere, o la sua prima riga è vuota. Indica un file la cui prima riga sia la password.
cli-op-refused = L’azione dell’operatore non è stata eseguita.
cli-join-with = { $first } e { $second } non si possono usare insieme.

## Simulazione

simulate-result = { $games } partite a { $preset } di un giocatore computer di livello { $level } (seme { $seed }): media { $mean } punti, deviazione standard { $spread }, minimo { $lowest }, massimo { $highest }.
simulate-given-away = Rispetto alle scelte migliori dell’esperto ha perso { $per_game } punti a partita, { $per_decision } a decisione.
simulate-no-games = Simula almeno una partita: --games deve essere 1 o più.
simulate-versus = { $deals } mani di { $preset }, ognuna giocata { $seatings } volte facendo girare i computer intorno al tavolo, con gli stessi dadi per lo stesso posto (seme { $seed }):
simulate-contender = { $level }: ha vinto il { $share } per cento delle partite (intervallo al 95 per cento da { $low } a { $high }), punteggio medio { $mean }.
simulate-too-many-bots = { $count } computer non stanno a un solo tavolo: indica --bot al massimo { $most } volte.

## Solver

solver-result = Il gioco perfetto a { $preset } fa in media { $score } punti ({ $states } stati risolti in { $seconds } s).
solver-unsupported = { $preset } non ha una tabella di strategia esatta: sei dadi o i lanci conservati la rendono troppo grande. I giocatori del computer usano lì un’euristica.

## Speech: the voice, how it was chosen, and falling back to text

cli-unknown-speech = Non esiste una scelta di voce chiamata «{ $name }». Le scelte sono: { $choices }.
speech-auto-voice = Voce attiva, tramite { $backend ->
        [tts] il tuo lettore di schermo o la voce di sistema
       *[other] Speech Dispatcher
    }.
speech-auto-text = Nessun servizio vocale ha risposto, quindi la partita è mostrata solo come testo.
speech-unavailable = { $backend ->
        [tts] La voce di sistema di Windows e macOS (tts) non è disponibile
       *[other] Speech Dispatcher non è disponibile
    } su questo sistema; la partita continua in testo.
speech-unreachable = { $backend ->
        [tts] La voce di sistema non è raggiungibile
       *[other] Speech Dispatcher non è raggiungibile
    }; la partita continua in testo e riproverà più tardi.
speech-lost = La voce ha smesso di funzionare; la partita continua in testo e proverà a riconnettersi.
speech-back = La voce è tornata.
speech-rate = Velocità della voce { $rate }.
speech-rate-limit = { $faster ->
    [yes] La voce è già alla velocità massima.
   *[no] La voce è già alla velocità minima.
}
speech-rate-screen-reader = Il tuo lettore di schermo parla alla sua velocità; cambiala nel lettore di schermo.
speech-rate-no-voice = Nessuna voce sta parlando; la velocità { $rate } resta salvata per quando ci sarà.
settings-not-kept = Non è stato possibile salvare l’impostazione in { $path }; vale solo per questa partita.

## Terminale e tastiera (ciclo del terminale, layout, riassegnazione dei tasti)

cli-unknown-layout = Non esiste un layout di tastiera chiamato «{ $name }». I layout sono: { $layouts }.
settings-binding-twice = Il file delle impostazioni assegna { $key } sia a { $first } sia a { $second }. Restano i tasti predefiniti.
terminal-raw-unavailable = Questo terminale non sa leggere i singoli tasti: scrivi un comando e premi Invio.
terminal-input-lost = La tastiera non si può più leggere, quindi la partita finisce qui.

## Consigli che non tengono nulla

hint-reroll-all = Esperto: rilancia tutti i dadi; punteggio finale atteso { $expected }.
hint-reroll-all-estimate = Stima dell’esperto: rilancia tutti i dadi.
hint-yours-reroll-all = Rilanciando invece tutti i dadi: punteggio atteso { $expected }.

## Un tasto senza azione

key-unbound = { $key } qui non fa nulla. Premi F1 o H per i tasti che funzionano ora.

## Il suggerimento quando la mossa che vince più spesso non è quella che vale più punti: tutte e due, ciascuna con
## la probabilità di vincere che lascia ($chance, in percentuale).
hint-win-keep = Per vincere: tieni { $keep }; probabilità di vittoria: { $chance } per cento.
hint-win-reroll-all = Per vincere: rilancia tutti i dadi; probabilità di vittoria: { $chance } per cento.
hint-win-mark = Per vincere: segna la casella { $box } per { $points ->
    [one] 1 punto
   *[other] { $points } punti
}; probabilità di vittoria: { $chance } per cento.
hint-points-keep = Per più punti: tieni { $keep }; probabilità di vittoria: { $chance } per cento.
hint-points-reroll-all = Per più punti: rilancia tutti i dadi; probabilità di vittoria: { $chance } per cento.
hint-points-mark = Per più punti: segna la casella { $box } per { $points ->
    [one] 1 punto
   *[other] { $points } punti
}; probabilità di vittoria: { $chance } per cento.
hint-win-keep-brief = Per vincere: tieni { $keep }; { $chance } per cento.
hint-win-reroll-all-brief = Per vincere: rilancia tutto; { $chance } per cento.
hint-win-mark-brief = Per vincere: casella { $box }, { $points }; { $chance } per cento.
hint-points-keep-brief = Per più punti: tieni { $keep }; { $chance } per cento.
hint-points-reroll-all-brief = Per più punti: rilancia tutto; { $chance } per cento.
hint-points-mark-brief = Per più punti: casella { $box }, { $points }; { $chance } per cento.
## La tua scelta, quando non è nessuna delle due mosse, con la probabilità di vincere che lascia.
hint-yours-keep-chance = Tenendo invece { $keep }: probabilità di vittoria: { $chance } per cento.
hint-yours-reroll-all-chance = Rilanciando invece tutti i dadi: probabilità di vittoria: { $chance } per cento.
hint-yours-box-chance = Segnando invece la casella { $box }: probabilità di vittoria: { $chance } per cento.

## Said as a game with a champion begins under rules with no exact table.
champion-plays-for-points = In { $preset } il campione gioca per il massimo dei punti: senza una tabella esatta non può valutare le sue probabilità di vincere.
