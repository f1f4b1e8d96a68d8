# Persistance : le fichier de réglages, la partie sauvegardée, les statistiques, les fichiers mis de côté.

## Fichiers inutilisables

file-settings-refused = Le fichier de réglages n’a pas pu être utilisé : { $problem }. Les réglages par défaut s’appliquent.
file-save-refused = Le fichier de la partie sauvegardée n’a pas pu être repris : { $problem }. Une nouvelle partie commence.
file-stats-refused = Le fichier de statistiques n’a pas pu être utilisé : { $problem }. Les statistiques repartent de zéro.
file-finished-refused = Le fichier des parties terminées n’a pas pu être utilisé : { $problem }. Les parties terminées sont de nouveau gardées à partir d’ici.
finished-save-failed = La partie terminée n’a pas pu être gardée dans { $path } pour sayzee walk ; elle est tout de même comptée dans les statistiques.
file-problem-oversized = il dépasse 1 Mio, bien trop pour être un fichier de sayzee
file-problem-damaged = il est abîmé, tronqué, ou n’est pas un fichier de sayzee
file-problem-newer = il a été écrit par une version plus récente de sayzee
file-problem-unreadable = il n’a pas pu être lu
file-problem-not-a-file = ce n’est pas un fichier ordinaire mais un dossier, un périphérique ou un tube
file-moved-aside = Rien n’a été supprimé : le fichier a été conservé sous { $path }.
file-left-in-place = Le fichier n’a pas pu être mis de côté non plus ; il reste intact à { $path }.
file-not-touched = Rien n’a été modifié : ce qui n’a pas pu être lu reste tel quel à { $path }.
settings-value-ignored = Dans le fichier de réglages, { $setting } est ignoré : { $reason }
settings-unknown-action = aucune action ne s’appelle « { $name } ».
settings-unknown-key = « { $key } » n’est pas un nom de touche (dans les touches { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
}).
settings-unknown-joker = « { $value } » n’est pas une règle de Joker : écrivez forced, free ou off.
settings-unknown-dice = « { $value } » n’est pas une façon de choisir les dés : écrivez face ou position.
settings-unknown-hint-first = « { $value } » n’est pas un coup que le conseil peut donner en premier : écrivez win ou points.
settings-unknown-verbosity = « { $value } » n’est pas un niveau d’annonces : écrivez full ou brief.
settings-unknown-setting = sayzee n’a pas de réglage de ce nom.
settings-expected-text = { $value } n’est pas du texte : écrivez la valeur entre guillemets.
settings-expected-flag = { $value } n’est ni true ni false.
settings-expected-number = { $value } n’est pas un nombre entier de { $min } à { $max }.
settings-expected-section = ce doit être une section à part, intitulée [{ $name }].
settings-expected-keys = { $value } n’est pas une liste de noms de touches, comme ["x", "shift+t"].

## Sauvegarde et reprise

save-failed = La partie n’a pas pu être sauvegardée dans { $path }. Le jeu continue ; ce qui avait été sauvegardé avant est conservé tel quel, et vous entendrez quand la sauvegarde refonctionnera.
save-works-again = La sauvegarde fonctionne de nouveau : la partie est sauvegardée.
save-blocked = Cette partie n’est pas sauvegardée : { $path } n’a pas pu être lu, et sayzee n’écrit jamais par-dessus un fichier qu’il n’a pas pu lire.
resume-offer = Une partie inachevée de { $rules } est sauvegardée, avec { $players }.
resume-question = Appuyez sur Entrée pour la reprendre, ou tapez nouvelle pour commencer une nouvelle partie.
resume-word-new = nouvelle
resume-word-resume = reprendre
resume-resumed = Partie reprise.
resume-nothing-saved = Il n’y a aucune partie inachevée à reprendre ; une nouvelle partie commence.
data-busy = Un autre sayzee utilise les fichiers de { $path }. Celui-ci n’y enregistrera rien.
data-busy-question = Appuyez sur Entrée pour jouer sans sauvegarder, ou tapez quitter pour partir.
data-busy-word-play = jouer
data-busy-word-quit = quitter

## Statistiques

stats-recorded = Cette partie figure maintenant dans vos statistiques.
stats-recorded-online = Cette partie figure maintenant dans vos statistiques, avec vos parties en ligne.
stats-online-not-counted = Cette partie n’entre pas dans les statistiques de { $names } : l’ordinateur en a joué l’essentiel.
stats-online-failed = Cette partie n’a pas pu être comptée : les statistiques n’ont pas pu être enregistrées dans { $path }.
stats-online-blocked = Cette partie n’est pas comptée : { $path } n’a pas pu être lu, et sayzee n’écrit jamais sur un fichier qu’il n’a pas pu lire.
stats-save-failed = Les statistiques n’ont pas pu être enregistrées dans { $path }. La partie terminée reste sauvegardée et sera comptée au prochain démarrage de sayzee.
stats-recorded-late = La partie terminée la dernière fois figure maintenant dans vos statistiques.
stats-blocked = Cette partie n’est pas encore comptée : { $path } n’a pas pu être lu, et sayzee n’écrit jamais par-dessus un fichier qu’il n’a pas pu lire. La partie reste sauvegardée et sera comptée dès que le fichier pourra être lu.
stats-none = Aucune partie terminée pour l’instant.
stats-unavailable = Les statistiques ne sont pas disponibles : sayzee n’a pas de dossier de données ici.
stats-preset = { $preset } : { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}.
stats-preset-online = { $preset }, en ligne : { $games ->
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
stats-player-given = { $name } laisse en route { $game_points ->
    [one] { $game_points } point
   *[other] { $game_points } points
} par partie par rapport au jeu de l’expert, { $decision_points } par décision, sur { $games ->
    [one] 1 partie passée en revue
   *[other] { $games } parties passées en revue
}.
stats-player-luck-above = { $name } : les dés lui donnent { $points ->
    [one] { $points } point
   *[other] { $points } points
} par partie de plus qu’une partie moyenne, sur { $games ->
    [one] 1 partie passée en revue
   *[other] { $games } parties passées en revue
}.
stats-player-luck-below = { $name } : les dés lui donnent { $points ->
    [one] { $points } point
   *[other] { $points } points
} par partie de moins qu’une partie moyenne, sur { $games ->
    [one] 1 partie passée en revue
   *[other] { $games } parties passées en revue
}.
stats-player-luck-even = { $name } : les dés lui donnent tout juste ce que donne une partie moyenne, sur { $games ->
    [one] 1 partie passée en revue
   *[other] { $games } parties passées en revue
}.
stats-yahtzee-note = Les Yams comptent la case Yams marquée avec des points, plus chaque bonus Yams.
action-say-stats = écouter vos statistiques : parties, meilleurs scores et moyennes, Yams
