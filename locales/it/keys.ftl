# Azioni, il loro aiuto e le parole della modalità riga. Stessi id e variabili in ogni lingua.

## Cosa fa ogni azione, per l’aiuto

action-advance = lanciare i dadi, rilanciare i dadi scelti, aprire la scelta della casella o segnare la casella sotto il cursore
action-select = scegliere un dado tenuto con quella faccia da rilanciare
action-select-place = segnare da rilanciare, o tenere di nuovo, il dado in quella posizione, con il lancio ordinato dal più basso al più alto
action-unselect = tenere di nuovo un dado scelto con quella faccia
action-unselect-place = tenere di nuovo il dado in quella posizione
action-select-all = scegliere tutti i dadi da rilanciare
action-keep-all = tenere tutti i dadi
action-say-dice = dire quali dadi sono tenuti e quali saranno rilanciati
action-say-roll = ripetere l’ultimo lancio
action-say-scores = dire il punteggio di ogni giocatore
action-say-sheets = leggere i fogli dei punti completi
action-say-turn = dire di chi è il turno, il giro e i lanci rimasti
action-cursor-next = casella successiva
action-cursor-previous = casella precedente
action-cursor-first = prima casella
action-cursor-last = ultima casella
action-back = uscire dalla scelta della casella; fuori da essa, uscire dal gioco
action-help = elencare i tasti utili adesso
action-switch-language = cambiare lingua
action-repeat = ripetere l’ultimo messaggio
action-history = tornare indietro nei messaggi precedenti
action-undo = annullare l’ultima casella segnata, finché il giocatore seguente non lancia
action-hint = cosa farebbe un esperto adesso
action-review = ascoltare come le tue decisioni si confrontano con quelle dell’esperto e scorrerle con le frecce
action-drill = esercitarti subito sulle tue decisioni più costose, a partita finita
action-quit = uscire subito

## Nomi dei tasti

key-enter = Invio
key-space = Spazio
key-escape = Esc
key-up = Freccia su
key-down = Freccia giù
key-home = Inizio
key-end = Fine
key-f1 = F1
key-left = Freccia sinistra
key-right = Freccia destra
key-page-up = Pagina su
key-page-down = Pagina giù
key-tab = Tab
key-backspace = Backspace
key-delete = Canc
key-question-mark = Punto interrogativo
key-right-bracket = Parentesi quadra chiusa
key-left-bracket = Parentesi quadra aperta
key-shifted = Maiusc+{ $key }
key-ctrl = Ctrl+{ $key }
key-digits = Tasti da 1 a 6
key-shifted-digits = Maiusc più un tasto da 1 a 6

## Aiuto

help-intro = Tasti utili adesso:
help-intro-all = Tutti i tasti del gioco:
help-host-is = { $name } ospita il tavolo: il menu di chi ospita è suo.
help-line = { $keys }: { $what }.
help-more = Premi di nuovo F1 per tutti i tasti.
help-more-lines = Scrivi di nuovo { word-help } per tutti i comandi.
help-line-mode = In modalità riga, scrivi il nome di un tasto come enter, 3, shift+3, space o s, oppure un comando: { word-reroll } 3 5, { word-keep } 5, { word-score } full-house, { word-scores }, { word-sheets }, { word-turn }, { word-help }, { word-quit }. Valgono anche i comandi inglesi (reroll, keep, score…).

## Modalità riga

line-unknown = «{ $word }» qui non significa nulla. Scrivi { word-help } per tasti e comandi.
line-did-you-mean = «{ $word }» qui non significa nulla. Forse intendevi «{ $meant }»?
line-not-text = Questa riga non è testo leggibile ed è stata ignorata.
line-too-long = Questa riga supera i { $max } caratteri ed è stata ignorata.
line-not-a-face = «{ $word }» non è una faccia del dado: usa cifre da 1 a 6, come reroll 3 5.
line-not-a-box = «{ $word }» non è una casella. Le caselle si scrivono come full-house o small-straight; scrivi { word-help } per saperne di più.
line-incomplete = { $word } ha bisogno di altro: di’ quali dadi, come { $word } 3 5.

## Sessione

session-quit-confirm = Uscire dalla partita? Premi di nuovo Esc per uscire, o un altro tasto per continuare.
session-quit-cancelled = Si continua.
session-back-page = Indietro chiude la scelta della casella, che ora non è aperta. Per andartene, usa «Lascia il tavolo».
session-goodbye = Arrivederci.
session-goodbye-saved = Arrivederci. La partita è salvata e ti verrà proposta al prossimo avvio.
session-first-turn-keys = Per lanciare i dadi, premi Invio. Per i tasti utili, premi F1 o H.
session-first-turn-lines = Per lanciare i dadi, scrivi enter. Per tasti e comandi, scrivi { word-help }.
session-language = Lingua: italiano.
session-history-empty = Non è ancora stato detto nulla.
session-history-start = Questo è il primo messaggio.
session-hint-unavailable = Per queste regole non ci sono ancora consigli.
hint-roll-first = Prima lancia: premi Invio.
hint-thinking = L’esperto sta ancora studiando queste regole; il consiglio arriva appena è pronto.
chances = Probabilità di vittoria se da ora in poi tutti giocano alla perfezione: { $entries }.
chances-at-levels = Probabilità di vittoria se da ora in poi ogni computer gioca al suo livello (stimate su mille partite simulate) e tutti gli altri alla perfezione: { $entries }.
chances-entry = { $player }: { $chance }, { $finished ->
    [yes] punteggio finale { $score }
   *[no] punteggio finale atteso { $score }
}
# Separa la voce di un giocatore dalla successiva (ogni voce ha già le sue virgole).
chances-entries = { $first }; { $second }
chances-percent = { $band ->
    [none] nessuna possibilità
    [under-one] meno dell’1 per cento
    [over-99] più del 99 per cento
    [sure] vittoria certa
   *[some] { $percent } per cento
}
chances-thinking = Sto calcolando le probabilità di ciascuno; la risposta arriva tra un attimo.
chances-before-mark = Prima della casella segnata da { $player }:
chances-before-now = Prima dell’ultima casella segnata:
chances-unavailable = Al momento non è possibile calcolare le probabilità.
chances-busy = Il server sta calcolando le probabilità per altri tavoli; premi di nuovo W tra un momento.
chances-no-exact-table = { $preset } non ha una tabella di strategia esatta, quindi le probabilità di vittoria non si possono calcolare con esattezza; il consiglio dà la stima dell’esperto.
verbosity-brief = Annunci brevi.
verbosity-full = Annunci completi.
hint-keep = Esperto: tieni { $keep } e rilancia il resto; punteggio finale atteso { $expected }.
hint-keep-estimate = Stima dell’esperto: tieni { $keep } e rilancia il resto.
hint-mark = Esperto: segna la casella { $box } per { $points ->
    [one] 1 punto
   *[other] { $points } punti
}; punteggio finale atteso { $expected }.
hint-mark-estimate = Stima dell’esperto: segna la casella { $box } per { $points ->
    [one] 1 punto
   *[other] { $points } punti
}.
hint-yours-keep = Tenendo invece { $keep }: punteggio atteso { $expected }.
hint-yours-box = Segnando invece la casella { $box }: punteggio atteso { $expected }.
review-nothing-yet = { $name }: ancora nessuna decisione da rivedere.
review-summary = { $name }: { $decisions ->
    [one] 1 decisione
   *[other] { $decisions } decisioni
}, { $experts } come l’esperto; { $given ->
    [one] 1 punto perso
   *[other] { $given } punti persi
} rispetto al gioco perfetto.
review-summary-estimate = { $name }: { $decisions ->
    [one] 1 decisione
   *[other] { $decisions } decisioni
}, { $experts } come l’esperto; circa { $given ->
    [one] 1 punto perso
   *[other] { $given } punti persi
} rispetto al gioco dell’esperto. Queste regole non hanno una tabella esatta, quindi sono stime dell’esperto.
review-luck-gave = { $name }: i dadi ti hanno aiutato, { $points ->
    [one] 1 punto
   *[other] { $points } punti
} in più di una partita media.
review-luck-took = { $name }: i dadi ti hanno remato contro, { $points ->
    [one] 1 punto
   *[other] { $points } punti
} in meno di una partita media.
review-luck-even = { $name }: i dadi hanno dato né più né meno di una partita media.
review-all-experts = Ogni decisione è stata quella dell’esperto.
review-decision = Giro { $round }, { $roll ->
    [1] primo lancio
    [2] secondo lancio
    [3] terzo lancio
   *[other] lancio { $roll }
}: { $dice }. { $chosen }; { $best }. Ti è costato { $cost ->
    [one] 1 punto
   *[other] { $cost } punti
}.
review-decision-to-win = Giro { $round }, { $roll ->
    [1] primo lancio
    [2] secondo lancio
    [3] terzo lancio
   *[other] lancio { $roll }
}: { $dice }. { $chosen }; per più punti, { $best }. Ti è costato { $cost ->
    [one] 1 punto
   *[other] { $cost } punti
}, ma ha portato la tua probabilità di vincere dal { $from } al { $to } per cento.
review-chance-moved = { $decision } La tua probabilità di vincere è passata dal { $from } al { $to } per cento.
review-chance-held = { $decision } La tua probabilità di vincere è rimasta al { $chance } per cento.
review-rest-experts = Tutte le altre decisioni sono state quelle dell’esperto.
review-played-to-win = { $name }, una scelta giocata per vincere: { $decision }
review-played-to-win-more = { $count ->
    [one] Un’altra scelta è stata giocata
   *[other] Altre { $count } scelte sono state giocate
} per vincere; l’elenco di tutte le decisioni le nomina una per una.
review-weighing = L’analisi arriva appena ogni scelta è stata pesata in probabilità di vincere.
review-decision-experts = Giro { $round }, { $roll ->
    [1] primo lancio
    [2] secondo lancio
    [3] terzo lancio
   *[other] lancio { $roll }
}: { $dice }. { $chosen }: la scelta dell’esperto.
review-you-kept = Hai tenuto { $keep }
review-you-rerolled-all = Hai rilanciato tutti i dadi
review-you-stopped = Hai smesso di lanciare
review-you-marked = Hai segnato la casella { $box }
review-expert-keeps = l’esperto tiene { $keep }
review-expert-rerolls-all = l’esperto rilancia tutti i dadi
review-expert-stops = l’esperto si ferma lì
review-expert-marks = l’esperto segna la casella { $box }
review-line = { $n } di { $count }. { $decision }
review-line-of = { $name }, { $line }
review-walk-hint = Freccia su e freccia giù scorrono ogni decisione, Inizio e Fine vanno alla prima e all’ultima, Esc chiude l’analisi.
review-lines-hint = Scrivi { word-review } per ascoltare ogni decisione, una per riga.
review-win-coming = Le tue scelte vengono ancora pesate in probabilità di vincere; quello che aggiungono all’analisi arriva appena è pronto.
review-win-busy = Il server sta calcolando le probabilità per altri tavoli, quindi questa volta la scelta che è costata più probabilità di vincere non viene detta.
review-win-costliest = { $name }, la scelta che ti è costata più probabilità di vincere: { $decision } Ha portato la tua probabilità di vincere dal { $from } al { $to } per cento.
review-win-none = { $name }: nessuna delle tue scelte ti è costata probabilità di vincere.
review-walk-first = Inizio dell’analisi.
review-walk-last = Fine dell’analisi.
review-closed = Analisi chiusa.
review-nobody = Nessuno gioca a questa tastiera, quindi non c’è niente da rivedere.
review-thinking = L’esperto sta ancora studiando queste regole; l’analisi arriva appena è pronta.
session-game-over-keys = La partita è finita. Premi S o Maiusc+S per i punteggi, U per annullare l’ultima casella, o Esc per uscire.
session-game-over-table = La partita è finita. Premi S o Maiusc+S per i punteggi finali, o Esc per lasciare il tavolo.
session-game-over-lines = La partita è finita. Scrivi { word-scores } o { word-sheets } per i punteggi, { word-undo } per annullare l’ultima casella, o { word-quit } per uscire.
session-game-over-table-lines = La partita è finita. Scrivi { word-scores } o { word-sheets } per i punteggi finali, o { word-quit } per lasciare il tavolo.
key-literal = { $key }

## Preparazione

setup-language = Quale lingua? Invio mantiene l’{ $default }; oppure scrivi il nome di un’altra: { $languages }.
language-name = { $tag ->
    [en-US] inglese
    [fr] francese
    [de] tedesco
    [es] spagnolo
    [it] italiano
    [sv] svedese
   *[other] { $tag }
}
setup-rules = Quali regole? Invio per { $default }, oppure scrivi un numero: { $presets }.
setup-players = Quante persone giocano, da 1 a { $max }? Invio per { $default }.
setup-name = Nome del giocatore { $n }? Invio per { $default }.
setup-your-name = Il tuo nome? Invio per { $default }.
setup-default-name = Giocatore { $n }
setup-bots = Quanti giocatori computer, da 0 a { $max }? Invio per { $default }.
setup-bot-level = Quanto bene devono giocare? Invio per { $default }, oppure scrivi un numero: { $levels }.
setup-bot-name = Computer { $n }
setup-choice = { $n }: { $name }
setup-choice-line = { $n }: { $name }.
setup-invalid-number = «{ $answer }» qui non va bene: rispondi con un numero da { $min } a { $max }.
setup-invalid-choice = «{ $answer }» qui non va bene.
setup-name-taken = Il nome { $name } è già preso. Scegline un altro.
setup-name-too-long = Un nome può avere al massimo { $max } caratteri. Scegline uno più corto.
setup-quit-confirm = Uscire? Premi di nuovo Esc per uscire, oppure rispondi alla domanda.
setup-help = Scrivi la risposta e premi Invio; Invio da solo prende la risposta proposta. Esc due volte, Ctrl+Q o Ctrl+C per uscire.
level-name = { $level ->
    [champion] campione
    [perfect] perfetto
    [expert] esperto
    [casual] occasionale
    [beginner] principiante
   *[good] buono
}

# Sound cues (issue 9)
action-toggle-sound = attivare o disattivare i suoni
action-say-rules = leggere le regole in vigore, una riga alla volta
action-say-chances = la probabilità di vittoria e il punteggio finale atteso di ogni giocatore
action-follow-chances = sentire la probabilità di vittoria di ogni giocatore dopo ogni casella segnata, mentre si gioca, o non più
action-toggle-verbosity = annunci brevi o completi
action-speech-faster = parlare più veloce
action-speech-slower = parlare più lentamente
action-sound-louder = suoni più forti
action-sound-softer = suoni più deboli
action-chat = a un tavolo in rete, mandare un messaggio a tutti al tavolo; lì anche /invite, /mute, /unmute e /lobby (F1 nella riga della chat spiega come)
action-host-menu = a un tavolo in rete, il menu di chi ospita: avviare la partita, passare il ruolo, far giocare il computer per un posto, chiudere il tavolo
action-leaderboard = a un tavolo in rete, la classifica del server con le regole del tavolo, una pagina alla volta (nella sala scrivi { word-leaderboard })
sound-volume = Volume dei suoni { $volume } per cento.
sound-volume-while-off = Volume dei suoni { $volume } per cento; i suoni sono disattivati, M li attiva.
sound-volume-limit = { $louder ->
    [yes] I suoni sono già al massimo.
   *[no] I suoni sono già al minimo.
}
sound-on = Suoni attivati.
sound-off = Suoni disattivati.
sound-on-no-server = Suoni attivati, ma non è stato trovato nessun server audio: non si sentirà nulla.
sound-no-server = Nessun server audio trovato; si continua a giocare senza suoni.
sound-lost = Il server audio si è fermato; si continua a giocare senza suoni.

## I comandi della modalità a righe, in italiano (valgono anche quelli inglesi): la prima parola di una riga scritta.
word-roll = tira
word-keep = tieni
word-reroll = ritira
word-score = segna
word-scores = punti
word-sheets = fogli
word-turn = turno
word-dice = dadi
word-hint = consiglio
word-undo = annulla
word-chances = probabilità
word-review = analisi
word-drill = esercizi
word-daily = quotidiano
word-follow = segui
word-repeat = ripeti
word-rules = regole
word-stats = statistiche
word-host = ospita
word-back = indietro
word-history = cronologia
word-leaderboard = classifica
word-chat = messaggio
word-language = lingua
word-games = partite
word-walk = ripercorri

## Esercizi (sayzee drill): le tue decisioni più costose, riproposte

drill-intro-keys = { $count ->
    [one] Una decisione delle tue partite, riproposta.
   *[other] { $count } decisioni delle tue partite, riproposte.
} Rispondi con i tasti del gioco: scegli i dadi da rilanciare e premi Invio per lanciare, oppure segna una casella. Maiusc+S legge il foglio, F1 i tasti; Esc due volte interrompe.
drill-intro-lines = { $count ->
    [one] Una decisione delle tue partite, riproposta.
   *[other] { $count } decisioni delle tue partite, riproposte.
} Rispondi con i comandi del gioco: { word-reroll } 3 5, { word-keep } 5 o { word-score } full-house. Scrivi { word-sheets } per sentire il foglio, { word-help } per il resto, { word-quit } per interrompere.
drill-question = Esercizio { $n } di { $count }: { $name }, { $preset }, giro { $round }, { $roll ->
    [1] primo lancio
    [2] secondo lancio
    [3] terzo lancio
   *[other] lancio { $roll }
}: { $dice }. Aperte: { $open }.
drill-upper = Sezione superiore: { $total } dei { $threshold } che servono per il bonus.
drill-ask-keep = Che cosa tieni?
drill-ask-box = Quale casella?
drill-right = { $yours }: la scelta dell’esperto. Giusto!
drill-wrong = { $yours }; { $best }. La tua scelta perde in media { $cost ->
    [one] { $cost } punto
   *[other] { $cost } punti
}.
drill-reason-bonus-lost = La tua scelta rende irraggiungibile il bonus della sezione superiore ({ $bonus } punti); quella dell’esperto lo lascia possibile.
drill-reason-chance = La casella { $box } vale di più se la tieni da parte per un lancio scarso più avanti.
drill-reason-fewer-now = La scelta dell’esperto fa ora { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} in meno, ma ciò che lascia aperto vale di più dopo.
drill-reason-more-now = La scelta dell’esperto fa ora { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} in più.
drill-reason-stop = Fermati qui: segnare ora questo lancio vale più di un altro lancio.
drill-reason-roll-again = Rilancia: con { $rolls ->
    [one] un lancio
   *[other] { $rolls } lanci
} ancora a disposizione, riprovare vale più che segnare ora.
drill-reason-straight = Tieni il nucleo di una scala, { $run }: con una casella di scala aperta vale di più.
drill-reason-of-a-kind = Tieni i dadi che mostrano { $face }: qui valgono più dei pezzi di una scala.
drill-reason-worth-more = In media la scelta dell’esperto chiude semplicemente la partita con più punti.
drill-learnt = Imparato: questo esercizio non ti verrà più proposto.
drill-again = Lo risentirai { $days ->
    [0] oggi
    [1] domani
   *[other] tra { $days } giorni
}.
drill-done = Era l’ultimo esercizio previsto: { $right } giusti su { $count }.
drill-next = Il prossimo esercizio è previsto { $days ->
    [0] per oggi
    [1] per domani
   *[other] tra { $days } giorni
}.
drill-all-learnt = Non resta nessun esercizio: hai risposto giusto a tutti.
drill-none-due = Oggi non è previsto nessun esercizio. Il prossimo è previsto { $days ->
    [0] per oggi
    [1] per domani
   *[other] tra { $days } giorni
}.
drill-none-kept = Ancora nessun esercizio: ogni partita che finisci con regole a tabella esatta ti dà come esercizi le sue tre decisioni più costose.
drill-no-data = Gli esercizi si tengono con le statistiche, e senza una cartella dei dati non c’è dove tenerli.
drill-not-now = Durante un esercizio, il suggerimento, le probabilità, l’analisi e l’annullamento aspettano: la tua risposta viene corretta con la scelta dell’esperto.
drill-quit-confirm = Interrompere gli esercizi? Premi di nuovo Esc per interrompere, o un altro tasto per continuare.
drill-after-game = Gli esercizi arrivano a partita finita, o quando vuoi con sayzee drill.
drill-after-table = Le decisioni più costose di questo tavolo sono conservate come esercizi: rispondi con sayzee drill quando avrai lasciato il tavolo.
drill-offer-keys = Maiusc+E ti ripropone subito le tue decisioni più costose, come esercizi.
drill-offer-lines = Scrivi { word-drill } per rispondere subito alle tue decisioni più costose, come esercizi.
drill-goodbye = Esercizi interrotti; ogni risposta data è conservata.
drill-save-failed = Non è stato possibile conservare la risposta in { $path }: questo esercizio verrà riproposto come prima.
drill-unusable = { $count ->
    [one] Un esercizio delle statistiche non corrisponde più alle sue regole ed è lasciato fuori.
   *[other] { $count } esercizi delle statistiche non corrispondono più alle loro regole e sono lasciati fuori.
}
daily-question = Posizione del giorno, { $preset }, giro { $round }, { $roll ->
    [1] primo lancio
    [2] secondo lancio
    [3] terzo lancio
   *[other] lancio { $roll }
}: { $dice }. Aperte: { $open }.
daily-how = Rispondi con { word-daily } e la tua mossa: { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all o { word-daily } { word-score } chance.
daily-count = { $found } dei { $answered } che hanno risposto oggi hanno trovato la mossa migliore.
daily-again = Avevi già risposto oggi: conta solo la tua prima risposta.
daily-ask-first = Scrivi prima { word-daily } da solo, per sentire la posizione del giorno.
daily-not-a-move = Questa non è una mossa per la posizione del giorno: { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all o { word-daily } { word-score } chance.
walk-intro = Partita finita { $n } di { $count }, contando dall’ultima: { $preset }, { $scores }.
walk-intro-server = La partita al tavolo { $table }, { $ago }: { $preset }, { $scores }.
walk-score = { $name } { $points }
walk-none = Non c’è ancora nessuna partita finita conservata: ogni partita che finisci qui viene conservata per ripercorrerla, le ultime dieci.
walk-no-such-game = { $count ->
    [one] È conservata una sola partita finita: chiedila con --game 1.
   *[other] Sono conservate solo { $count } partite finite: chiedine una con --game da 1 a { $count }.
}
chances-follow-on = D’ora in poi, dopo ogni casella segnata si dice la probabilità di vittoria di tutti. Maiusc+W di nuovo la ferma.
chances-follow-off = La probabilità di vittoria non si dice più dopo ogni casella.
chances-swing = La probabilità di vittoria di { $player } è { $direction ->
    [up] salita
   *[down] scesa
} da { $from } a { $to } per cento con quel turno: { $dice }, e { $choices }.
chances-swing-dice-gave = i dadi hanno dato { $points ->
    [one] 1 punto
   *[other] { $points } punti
} in più di un turno medio
chances-swing-dice-took = i dadi hanno dato { $points ->
    [one] 1 punto
   *[other] { $points } punti
} in meno di un turno medio
chances-swing-dice-even = i dadi hanno dato quanto dà un turno medio
chances-swing-choices-cost = le scelte hanno lasciato { $points ->
    [one] 1 punto
   *[other] { $points } punti
} per strada rispetto a quelle dell’esperto
chances-swing-choices-experts = ogni scelta è stata quella dell’esperto
