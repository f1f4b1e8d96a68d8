# Persistenza: il file delle impostazioni, la partita salvata, le statistiche e i file messi da parte.

## File che non si sono potuti usare

file-settings-refused = Non è stato possibile usare il file delle impostazioni: { $problem }. Valgono le impostazioni predefinite.
file-save-refused = Non è stato possibile usare il file della partita salvata: { $problem }. Inizia una nuova partita.
file-stats-refused = Non è stato possibile usare il file delle statistiche: { $problem }. Le statistiche ripartono da qui.
file-finished-refused = Non è stato possibile usare il file delle partite finite: { $problem }. Le partite finite vengono conservate di nuovo da qui.
finished-save-failed = Non è stato possibile conservare la partita finita in { $path } per sayzee walk; conta comunque nelle statistiche.
file-problem-oversized = supera 1 MiB, troppo per essere un file di sayzee
file-problem-damaged = è danneggiato, troncato o non è un file di sayzee
file-problem-newer = è stato scritto da una versione più recente di sayzee
file-problem-unreadable = non è stato possibile leggerlo
file-problem-not-a-file = non è un file normale ma una cartella, un dispositivo o una pipe
file-moved-aside = Non è stato cancellato nulla: il file è stato conservato come { $path }.
file-left-in-place = Non è stato possibile nemmeno spostare il file; resta intatto in { $path }.
file-not-touched = Non è stato cambiato nulla: ciò che non si è potuto leggere resta com’è in { $path }.
settings-value-ignored = Nel file delle impostazioni, { $setting } viene ignorato: { $reason }
settings-unknown-action = non esiste nessuna azione chiamata «{ $name }».
settings-unknown-key = «{ $key }» non è un nome di tasto (nei tasti di { $name }).
settings-unknown-joker = «{ $value }» non è una regola del Jolly: scrivi forced, free oppure off.
settings-unknown-dice = «{ $value }» non è un modo di scegliere i dadi: scrivi face oppure position.
settings-unknown-hint-first = «{ $value }» non è una mossa che il consiglio può dare per prima: scrivi win oppure points.
settings-unknown-verbosity = «{ $value }» non è un livello di annunci: scrivi full o brief.
settings-unknown-setting = sayzee non ha nessuna impostazione con questo nome.
settings-expected-text = { $value } non è un testo: scrivi il valore tra virgolette.
settings-expected-flag = { $value } non è né true né false.
settings-expected-number = { $value } non è un numero intero da { $min } a { $max }.
settings-expected-section = deve essere una sezione a sé, con l’intestazione [{ $name }].
settings-expected-keys = { $value } non è un elenco di nomi di tasti, come ["x", "shift+t"].

## Salvare e riprendere

save-failed = Non è stato possibile salvare la partita in { $path }. Il gioco continua; quanto salvato prima resta com’era, e sentirai quando il salvataggio funzionerà di nuovo.
save-works-again = Il salvataggio funziona di nuovo: la partita è salvata.
save-blocked = Questa partita non viene salvata: non è stato possibile leggere { $path }, e sayzee non scrive mai sopra un file che non ha potuto leggere.
resume-offer = È salvata una partita non finita di { $rules }, con { $players }.
resume-question = Premi Invio per riprenderla, o scrivi nuova per iniziare una nuova partita.
resume-word-new = nuova
resume-word-resume = riprendi
resume-resumed = Partita ripresa.
resume-nothing-saved = Non c’è nessuna partita non finita da riprendere, quindi inizia una nuova partita.
data-busy = Un altro sayzee sta usando i file in { $path }. Questo non vi salverà nulla.
data-busy-question = Premi Invio per giocare senza salvare, o scrivi esci per andartene.
data-busy-word-play = gioca
data-busy-word-quit = esci

## Statistiche

stats-recorded = Questa partita ora è nelle tue statistiche.
stats-recorded-online = Questa partita ora è nelle tue statistiche, tra le partite online.
stats-online-not-counted = Questa partita non entra nelle statistiche di { $names }: il computer ne ha giocato la maggior parte.
stats-online-failed = Questa partita non è stata contata: non è stato possibile salvare le statistiche in { $path }.
stats-online-blocked = Questa partita non viene contata: non è stato possibile leggere { $path }, e sayzee non scrive mai su un file che non è riuscito a leggere.
stats-save-failed = Non è stato possibile salvare le statistiche in { $path }. La partita finita resta salvata e verrà contata al prossimo avvio di sayzee.
stats-recorded-late = La partita finita l’ultima volta ora è nelle tue statistiche.
stats-blocked = Questa partita non è ancora contata: non è stato possibile leggere { $path }, e sayzee non scrive mai sopra un file che non ha potuto leggere. La partita resta salvata e verrà contata quando il file si potrà leggere.
stats-none = Ancora nessuna partita finita.
stats-unavailable = Le statistiche non sono disponibili: qui sayzee non ha una cartella dei dati.
stats-preset = { $preset }: { $games ->
    [one] 1 partita
   *[other] { $games } partite
}.
stats-preset-online = { $preset }, online: { $games ->
    [one] 1 partita
   *[other] { $games } partite
}.
stats-player = { $name }: { $games ->
    [one] 1 partita
   *[other] { $games } partite
}, { $wins ->
    [one] 1 vinta
   *[other] { $wins } vinte
}, migliore { $best }, media { $average }, { $box }: { $yahtzees }.
stats-player-given = { $name } perde { $game_points ->
    [one] 1 punto
   *[other] { $game_points } punti
} a partita rispetto al gioco dell’esperto, { $decision_points } a decisione, su { $games ->
    [one] 1 partita rivista
   *[other] { $games } partite riviste
}.
stats-player-luck-above = { $name }: i dadi portano { $points ->
    [one] 1 punto
   *[other] { $points } punti
} a partita in più di una partita media, su { $games ->
    [one] 1 partita rivista
   *[other] { $games } partite riviste
}.
stats-player-luck-below = { $name }: i dadi portano { $points ->
    [one] 1 punto
   *[other] { $points } punti
} a partita in meno di una partita media, su { $games ->
    [one] 1 partita rivista
   *[other] { $games } partite riviste
}.
stats-player-luck-even = { $name }: i dadi portano né più né meno di una partita media, su { $games ->
    [one] 1 partita rivista
   *[other] { $games } partite riviste
}.
stats-yahtzee-note = Come Yahtzee contano la casella Yahtzee segnata con punti e ogni bonus Yahtzee.
action-say-stats = ascoltare le tue statistiche: partite, punteggi migliori e medi, Yahtzee
