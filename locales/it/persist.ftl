# Persistenza: il file delle impostazioni, la partita salvata, le statistiche e i file messi da parte.

## File che non si sono potuti usare

file-settings-refused = Non è stato possibile usare il file delle impostazioni: { $problem }. Valgono le impostazioni predefinite.
file-save-refused = Non è stato possibile usare il file della partita salvata: { $problem }. Inizia una nuova partita.
file-stats-refused = Non è stato possibile usare il file delle statistiche: { $problem }. Le statistiche ripartono da qui.
file-problem-oversized = supera 1 MiB, troppo per essere un file di sayzee
file-problem-damaged = è danneggiato, troncato o non è un file di sayzee
file-problem-unknown-setting = contiene un’impostazione che questa versione non conosce, «{ $name }»
file-problem-newer = è stato scritto da una versione più recente di sayzee
file-problem-unreadable = non è stato possibile leggerlo
file-moved-aside = Non è stato cancellato nulla: il file è stato conservato come { $path }.
file-left-in-place = Non è stato possibile nemmeno spostare il file; resta intatto in { $path }.
settings-value-ignored = Nel file delle impostazioni, { $setting } viene ignorato: { $reason }
settings-unknown-action = non esiste nessuna azione chiamata «{ $name }».
settings-unknown-key = «{ $key }» non è un nome di tasto (nei tasti di { $name }).
settings-unknown-joker = «{ $value }» non è una regola del Jolly: scrivi forced, free oppure off.

## Salvare e riprendere

save-failed = Non è stato possibile salvare la partita in { $path }. Il gioco continua, ma se sayzee si ferma ora questa partita non potrà essere ripresa.
resume-offer = È salvata una partita non finita di { $rules }, con { $players }.
resume-question = Premi Invio per riprenderla, o scrivi nuova per iniziare una nuova partita.
resume-word-new = nuova
resume-word-resume = riprendi
resume-resumed = Partita ripresa.

## Statistiche

stats-recorded = Questa partita ora è nelle tue statistiche.
stats-save-failed = Non è stato possibile salvare le statistiche in { $path }, quindi questa partita non viene contata.
stats-none = Ancora nessuna partita finita.
stats-unavailable = Le statistiche non sono disponibili: qui sayzee non ha una cartella dei dati.
stats-preset = { $preset }: { $games ->
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
stats-yahtzee-note = Come Yahtzee contano la casella Yahtzee segnata con punti e ogni bonus Yahtzee.
action-say-stats = ascoltare le tue statistiche: partite, punteggi migliori e medi, Yahtzee
