# Persistance : le fichier de réglages, la partie sauvegardée, les statistiques, les fichiers mis de côté.

## Fichiers inutilisables

file-settings-refused = Le fichier de réglages n’a pas pu être utilisé : { $problem }. Les réglages par défaut s’appliquent.
file-save-refused = Le fichier de la partie sauvegardée n’a pas pu être repris : { $problem }. Une nouvelle partie commence.
file-stats-refused = Le fichier de statistiques n’a pas pu être utilisé : { $problem }. Les statistiques repartent de zéro.
file-problem-oversized = il dépasse 1 Mio, bien trop pour être un fichier de sayzee
file-problem-damaged = il est abîmé, tronqué, ou n’est pas un fichier de sayzee
file-problem-unknown-setting = il contient un réglage que cette version ne connaît pas, « { $name } »
file-problem-newer = il a été écrit par une version plus récente de sayzee
file-problem-unreadable = il n’a pas pu être lu
file-moved-aside = Rien n’a été supprimé : le fichier a été conservé sous { $path }.
file-left-in-place = Le fichier n’a pas pu être mis de côté non plus ; il reste intact à { $path }.
settings-value-ignored = Dans le fichier de réglages, { $setting } est ignoré : { $reason }
settings-unknown-action = aucune action ne s’appelle « { $name } ».
settings-unknown-key = « { $key } » n’est pas un nom de touche (dans les touches de { $name }).
settings-unknown-joker = « { $value } » n’est pas une règle de Joker : écrivez forced, free ou off.

## Sauvegarde et reprise

save-failed = La partie n’a pas pu être sauvegardée dans { $path }. Le jeu continue, mais si sayzee s’arrête maintenant, cette partie ne pourra pas être reprise.
resume-offer = Une partie inachevée de { $rules } est sauvegardée, avec { $players }.
resume-question = Appuyez sur Entrée pour la reprendre, ou tapez nouvelle pour commencer une nouvelle partie.
resume-word-new = nouvelle
resume-word-resume = reprendre
resume-resumed = Partie reprise.

## Statistiques

stats-recorded = Cette partie figure maintenant dans vos statistiques.
stats-save-failed = Les statistiques n’ont pas pu être enregistrées dans { $path } ; cette partie n’est donc pas comptée.
stats-none = Aucune partie terminée pour l’instant.
stats-unavailable = Les statistiques ne sont pas disponibles : sayzee n’a pas de dossier de données ici.
stats-preset = { $preset } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}.
stats-player = { $name } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } gagnée
   *[other] { $wins } gagnées
}, meilleur score { $best }, moyenne { $average }, { $box } : { $yahtzees }.
stats-yahtzee-note = Les Yams comptent la case Yams marquée avec des points, plus chaque bonus Yams.
action-say-stats = écouter vos statistiques : parties, meilleurs scores et moyennes, Yams
