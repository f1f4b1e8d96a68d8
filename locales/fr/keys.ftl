# Actions, leur aide, et les mots du mode ligne. Mêmes ids et variables dans toutes les langues.

## Ce que fait chaque action, pour l’aide

action-advance = lancer les dés, relancer les dés choisis, ouvrir le choix des cases, ou marquer la case sous le curseur
action-select = choisir un dé gardé montrant cette face pour le relancer
action-select-place = mettre à relancer, ou garder de nouveau, le dé à cette position, les dés étant rangés du plus petit au plus grand
action-unselect = garder de nouveau un dé choisi montrant cette face
action-unselect-place = garder de nouveau le dé à cette position
action-select-all = choisir tous les dés pour les relancer
action-keep-all = garder tous les dés
action-say-dice = dire quels dés sont gardés et lesquels seront relancés
action-say-roll = répéter le dernier lancer
action-say-scores = dire le score de chaque joueur
action-say-sheets = lire les feuilles de score complètes
action-say-turn = dire qui doit jouer, le tour en cours et les lancers restants
action-cursor-next = case suivante
action-cursor-previous = case précédente
action-cursor-first = première case
action-cursor-last = dernière case
action-back = quitter le choix des cases ; hors du choix, quitter le jeu
action-help = lister les touches utiles maintenant
action-switch-language = changer de langue
action-repeat = répéter le dernier message
action-history = remonter dans les messages précédents
action-undo = annuler la dernière case marquée, tant que le joueur suivant n’a pas lancé
action-hint = ce que ferait un expert maintenant
action-review = entendre comment vos décisions se comparent à celles de l’expert, et les parcourir avec les flèches
action-drill = vous exercer tout de suite sur vos décisions les plus coûteuses, une fois la partie finie
action-quit = quitter tout de suite

## Noms des touches

key-enter = Entrée
key-space = Espace
key-escape = Échap
key-up = Flèche haut
key-down = Flèche bas
key-home = Début
key-end = Fin
key-f1 = F1
key-left = Flèche gauche
key-right = Flèche droite
key-page-up = Page précédente
key-page-down = Page suivante
key-tab = Tabulation
key-backspace = Retour arrière
key-delete = Suppr
key-question-mark = Point d’interrogation
key-right-bracket = Crochet fermant
key-left-bracket = Crochet ouvrant
key-shifted = Maj+{ $key }
key-ctrl = Ctrl+{ $key }
key-digits = 1 à 6
key-shifted-digits = Maj+1 à 6

## Aide

help-intro = Touches utiles maintenant :
help-intro-all = Toutes les touches du jeu :
help-host-is = { $name } est l’hôte : le menu de l’hôte lui revient.
help-line = { $keys } : { $what }.
help-more = Appuyez de nouveau sur F1 pour toutes les touches.
help-more-lines = Tapez de nouveau { word-help } pour toutes les commandes.
help-line-mode = En mode ligne, tapez un nom de touche comme enter, 3, shift+3, space ou s, ou une commande : { word-reroll } 3 5, { word-keep } 5, { word-score } full-house, { word-scores }, { word-sheets }, { word-turn }, { word-help }, { word-quit }. Les commandes anglaises (reroll, keep, score…) marchent aussi.

## Mode ligne

line-unknown = « { $word } » ne veut rien dire ici. Tapez { word-help } pour les touches et les commandes.
line-did-you-mean = « { $word } » ne veut rien dire ici. Vouliez-vous dire « { $meant } » ?
line-not-text = Cette ligne n’est pas du texte lisible ; elle a été ignorée.
line-too-long = Cette ligne dépasse { $max } caractères ; elle a été ignorée.
line-not-a-face = « { $word } » n’est pas une face de dé : utilisez des chiffres de 1 à 6, comme reroll 3 5.
line-not-a-box = « { $word } » n’est pas une case. Les cases s’écrivent comme full-house ou small-straight ; tapez { word-help } pour en savoir plus.
line-incomplete = { $word } demande plus : dites quels dés, comme { $word } 3 5.

## Session

session-quit-confirm = Quitter la partie ? Appuyez de nouveau sur Échap pour quitter, ou sur une autre touche pour continuer.
session-quit-cancelled = On continue.
session-back-page = Retour ferme le choix des cases, qui n’est pas ouvert. Pour partir, utilisez « Quitter la table ».
session-goodbye = Au revoir.
session-goodbye-saved = Au revoir. Votre partie est enregistrée et vous sera proposée au prochain lancement.
session-first-turn-keys = Pour lancer les dés, appuyez sur Entrée. Pour les touches utiles, appuyez sur F1 ou H.
session-first-turn-lines = Pour lancer les dés, tapez enter. Pour les touches et les commandes, tapez { word-help }.
session-language = Langue : français.
session-history-empty = Rien n’a encore été dit.
session-history-start = C’est le premier message.
session-hint-unavailable = Aucun conseil n’est encore disponible pour ces règles.
hint-roll-first = Lancez d’abord : appuyez sur Entrée.
hint-thinking = L’expert réfléchit encore à ces règles ; le conseil suivra dès qu’il sera prêt.
chances = Chances de victoire si chacun joue parfaitement à partir de maintenant : { $entries }.
chances-at-levels = Chances de victoire si chaque ordinateur joue à son niveau (estimées sur mille parties simulées) et chacun des autres parfaitement à partir de maintenant : { $entries }.
chances-entry = { $player } : { $chance }, { $finished ->
    [yes] score final { $score }
   *[no] score final attendu { $score }
}
# Sépare l’entrée d’un joueur de la suivante (chaque entrée a déjà ses virgules).
chances-entries = { $first } ; { $second }
chances-percent = { $band ->
    [none] aucune chance
    [under-one] moins d’un pour cent
    [over-99] plus de 99 pour cent
    [sure] victoire assurée
   *[some] { $percent } pour cent
}
chances-thinking = Calcul des chances de chacun ; la réponse suit dans un instant.
chances-before-mark = Avant la case marquée par { $player } :
chances-before-now = Avant la dernière case marquée :
chances-unavailable = Les chances ne peuvent pas être calculées pour l’instant.
chances-busy = Le serveur calcule en ce moment les chances d’autres tables ; appuyez de nouveau sur W dans un instant.
chances-no-exact-table = { $preset } n’a pas de table de stratégie exacte : ses chances de victoire ne peuvent pas être calculées exactement. Le conseil donne l’estimation de l’expert.
verbosity-brief = Annonces brèves.
verbosity-full = Annonces complètes.
hint-keep = Expert : gardez { $keep } et relancez le reste ; score final attendu { $expected }.
hint-keep-estimate = Estimation de l’expert : gardez { $keep } et relancez le reste.
hint-mark = Expert : marquez la case { $box } pour { $points ->
    [one] { $points } point
   *[other] { $points } points
} ; score final attendu { $expected }.
hint-mark-estimate = Estimation de l’expert : marquez la case { $box } pour { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
hint-yours-keep = En gardant plutôt { $keep } : score attendu { $expected }.
hint-yours-box = Avec plutôt la case { $box } : score attendu { $expected }.
review-nothing-yet = { $name } : pas encore de décision à passer en revue.
review-summary = { $name } : { $decisions ->
    [one] 1 décision
   *[other] { $decisions } décisions
}, dont { $experts } comme l’expert ; { $given ->
    [one] { $given } point laissé
   *[other] { $given } points laissés
} en route par rapport au jeu parfait.
review-summary-estimate = { $name } : { $decisions ->
    [one] 1 décision
   *[other] { $decisions } décisions
}, dont { $experts } comme l’expert ; environ { $given ->
    [one] { $given } point laissé
   *[other] { $given } points laissés
} en route par rapport au jeu de l’expert. Ces règles n’ont pas de table exacte : ce sont des estimations de l’expert.
review-luck-gave = { $name } : les dés vous ont souri, { $points ->
    [one] { $points } point
   *[other] { $points } points
} de plus que dans une partie moyenne.
review-luck-took = { $name } : les dés ont joué contre vous, { $points ->
    [one] { $points } point
   *[other] { $points } points
} de moins que dans une partie moyenne.
review-luck-even = { $name } : les dés ont donné tout juste ce que donne une partie moyenne.
review-all-experts = Chaque décision était celle de l’expert.
review-decision = Tour { $round }, { $roll ->
    [1] premier lancer
    [2] deuxième lancer
    [3] troisième lancer
   *[other] lancer { $roll }
} : { $dice }. { $chosen } ; { $best }. Cela vous a coûté { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}.
review-decision-to-win = Tour { $round }, { $roll ->
    [1] premier lancer
    [2] deuxième lancer
    [3] troisième lancer
   *[other] lancer { $roll }
} : { $dice }. { $chosen } ; pour le plus de points, { $best }. Cela vous a coûté { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}, mais vos chances de gagner sont passées de { $from } à { $to } pour cent.
review-chance-moved = { $decision } Vos chances de gagner sont passées de { $from } à { $to } pour cent.
review-chance-held = { $decision } Vos chances de gagner restent à { $chance } pour cent.
review-rest-experts = Toutes les autres décisions étaient celles de l’expert.
review-played-to-win = { $name }, un choix joué pour gagner : { $decision }
review-played-to-win-more = { $count ->
    [one] Un autre choix a été joué
   *[other] { $count } autres choix ont été joués
} pour gagner ; la liste de toutes les décisions les nomme un par un.
review-weighing = Le bilan suit dès que chaque choix aura été pesé en chances de gagner.
review-decision-experts = Tour { $round }, { $roll ->
    [1] premier lancer
    [2] deuxième lancer
    [3] troisième lancer
   *[other] lancer { $roll }
} : { $dice }. { $chosen } : le choix de l’expert.
review-you-kept = Vous avez gardé { $keep }
review-you-rerolled-all = Vous avez relancé tous les dés
review-you-stopped = Vous avez arrêté de lancer
review-you-marked = Vous avez marqué la case { $box }
review-expert-keeps = l’expert garde { $keep }
review-expert-rerolls-all = l’expert relance tous les dés
review-expert-stops = l’expert s’arrête là
review-expert-marks = l’expert marque la case { $box }
review-line = { $n } sur { $count }. { $decision }
review-line-of = { $name }, { $line }
review-walk-hint = Flèche haut et flèche bas parcourent chaque décision, Début et Fin vont à la première et à la dernière, Échap ferme le bilan.
review-lines-hint = Tapez { word-review } pour entendre chaque décision, une par ligne.
review-win-coming = Vos choix sont encore pesés en chances de gagner ; ce que cela ajoute au bilan suit dès que c’est prêt.
review-win-busy = Le serveur calcule en ce moment les chances d’autres tables : le choix qui a coûté le plus de chances de gagner ne sera pas donné cette fois.
review-win-costliest = { $name }, le choix qui vous a coûté le plus de chances de gagner : { $decision } Vos chances de gagner sont passées de { $from } à { $to } pour cent.
review-win-none = { $name } : aucun de vos choix ne vous a coûté de chances de gagner.
review-walk-first = Début du bilan.
review-walk-last = Fin du bilan.
review-closed = Bilan fermé.
review-nobody = Personne ne joue à ce clavier : il n’y a rien à passer en revue.
review-thinking = L’expert étudie encore ces règles ; le bilan suivra dès qu’il sera prêt.
session-game-over-keys = La partie est finie. Appuyez sur S ou Maj+S pour les scores, U pour annuler la dernière case, ou Échap pour quitter.
session-game-over-table = La partie est finie. Appuyez sur S ou Maj+S pour les scores finaux, ou Échap pour quitter la table.
session-game-over-lines = La partie est finie. Tapez { word-scores } ou { word-sheets } pour les scores, { word-undo } pour annuler la dernière case, ou { word-quit } pour quitter.
session-game-over-table-lines = La partie est finie. Tapez { word-scores } ou { word-sheets } pour les scores finaux, ou { word-quit } pour quitter la table.
key-literal = { $key }

## Préparation

setup-language = Quelle langue ? Entrée garde le { $default } ; sinon, tapez le nom d’une autre : { $languages }.
language-name = { $tag ->
    [en-US] anglais
    [fr] français
    [de] allemand
    [es] espagnol
    [it] italien
    [sv] suédois
   *[other] { $tag }
}
setup-rules = Quelles règles ? Entrée pour { $default }, ou tapez un numéro : { $presets }.
setup-players = Combien de personnes jouent, de 1 à { $max } ? Entrée pour { $default }.
setup-name = Nom du joueur { $n } ? Entrée pour { $default }.
setup-your-name = Votre nom ? Entrée pour { $default }.
setup-default-name = Joueur { $n }
setup-bots = Combien de joueurs ordinateur, de 0 à { $max } ? Entrée pour { $default }.
setup-bot-level = À quel niveau doivent-ils jouer ? Entrée pour { $default }, ou tapez un numéro : { $levels }.
setup-bot-name = Ordinateur { $n }
setup-choice = { $n } : { $name }
setup-choice-line = { $n } : { $name }.
setup-invalid-number = « { $answer } » ne convient pas ici : répondez par un nombre de { $min } à { $max }.
setup-invalid-choice = « { $answer } » ne convient pas ici.
setup-name-taken = Le nom { $name } est déjà pris. Veuillez en choisir un autre.
setup-name-too-long = Un nom compte au plus { $max } caractères. Veuillez en choisir un plus court.
setup-quit-confirm = Quitter ? Appuyez de nouveau sur Échap pour quitter, ou répondez à la question.
setup-help = Tapez votre réponse puis Entrée ; Entrée seule prend la réponse proposée. Échap deux fois, Ctrl+Q ou Ctrl+C pour quitter.
level-name = { $level ->
    [champion] champion
    [perfect] parfait
    [expert] expert
    [casual] occasionnel
    [beginner] débutant
   *[good] bon
}

# Sound cues (issue 9)
action-toggle-sound = activer ou couper les sons
action-say-rules = lire les règles en vigueur, une ligne à la fois
action-say-chances = les chances de victoire et le score final attendu de chaque joueur
action-follow-chances = entendre les chances de victoire de chacun après chaque case marquée, au fil du jeu, ou ne plus les entendre
action-toggle-verbosity = annonces brèves ou complètes
action-speech-faster = parler plus vite
action-speech-slower = parler plus lentement
action-sound-louder = sons plus forts
action-sound-softer = sons plus faibles
action-chat = à une table en réseau, envoyer un message à toute la table ; on y trouve aussi /invite, /mute, /unmute et /lobby (F1 dans la ligne de discussion explique comment)
action-host-menu = à une table en réseau, le menu de l’hôte : lancer la partie, passer le rôle d’hôte, confier une place à l’ordinateur, fermer la table
action-leaderboard = à une table en réseau, le classement du serveur pour les règles de la table, page par page (dans le salon, tapez { word-leaderboard })
sound-volume = Volume des sons : { $volume } pour cent.
sound-volume-while-off = Volume des sons { $volume } pour cent ; les sons sont coupés, M les active.
sound-volume-limit = { $louder ->
    [yes] Volume des sons déjà au maximum.
   *[no] Volume des sons déjà au minimum.
}
sound-on = Sons activés.
sound-off = Sons coupés.
sound-on-no-server = Sons activés, mais aucun serveur de son n’a été trouvé : on n’entendra rien.
sound-no-server = Aucun serveur de son trouvé ; la partie continue sans sons.
sound-lost = Le serveur de son s’est arrêté ; la partie continue sans sons.

## Les commandes du mode ligne, en français (les anglaises marchent aussi) : le premier mot d’une ligne tapée.
word-roll = lancer
word-keep = garder
word-reroll = relancer
word-score = marquer
word-scores = points
word-sheets = feuilles
word-turn = tour
word-dice = dés
word-hint = conseil
word-undo = annuler
word-chances = chances
word-review = bilan
word-drill = exercices
word-daily = défi
word-follow = suivre
word-repeat = répéter
word-rules = règles
word-stats = statistiques
word-host = hôte
word-back = retour
word-history = historique
word-leaderboard = classement
word-chat = message
word-language = langue
word-games = parties
word-walk = revoir

## Exercices (sayzee drill) : vos décisions les plus coûteuses, posées à nouveau

drill-intro-keys = { $count ->
    [one] Une décision de vos parties, posée à nouveau.
   *[other] { $count } décisions de vos parties, posées à nouveau.
} Répondez avec les touches du jeu : choisissez les dés à relancer et appuyez sur Entrée pour lancer, ou marquez une case. Maj+S lit la feuille, F1 les touches ; Échap deux fois arrête.
drill-intro-lines = { $count ->
    [one] Une décision de vos parties, posée à nouveau.
   *[other] { $count } décisions de vos parties, posées à nouveau.
} Répondez avec les commandes du jeu : { word-reroll } 3 5, { word-keep } 5 ou { word-score } full-house. Tapez { word-sheets } pour entendre la feuille, { word-help } pour le reste, { word-quit } pour arrêter.
drill-question = Exercice { $n } sur { $count } : { $name }, { $preset }, tour { $round }, { $roll ->
    [1] premier lancer
    [2] deuxième lancer
    [3] troisième lancer
   *[other] lancer { $roll }
} : { $dice }. Cases ouvertes : { $open }.
drill-upper = Partie haute : { $total } sur les { $threshold } qu’exige le bonus.
drill-ask-keep = Que gardez-vous ?
drill-ask-box = Quelle case ?
drill-right = { $yours } : c’est le choix de l’expert. Juste !
drill-wrong = { $yours } ; { $best }. Votre choix fait perdre en moyenne { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
}.
drill-reason-bonus-lost = Votre choix rend le bonus de la partie haute ({ $bonus } points) impossible à atteindre ; celui de l’expert le laisse possible.
drill-reason-chance = La case { $box } vaut davantage gardée pour un mauvais lancer à venir.
drill-reason-fewer-now = Le choix de l’expert rapporte { $points ->
    [one] { $points } point
   *[other] { $points } points
} de moins tout de suite, mais ce qu’il laisse ouvert vaut plus ensuite.
drill-reason-more-now = Le choix de l’expert rapporte { $points ->
    [one] { $points } point
   *[other] { $points } points
} de plus tout de suite.
drill-reason-stop = Arrêtez-vous là : marquer ce lancer maintenant vaut plus qu’un lancer de plus.
drill-reason-roll-again = Relancez : avec { $rolls ->
    [one] encore un lancer
   *[other] encore { $rolls } lancers
} à jouer, réessayer vaut plus que marquer maintenant.
drill-reason-straight = Gardez le cœur d’une suite, { $run } : avec une case de suite encore ouverte, il vaut plus.
drill-reason-of-a-kind = Gardez les dés qui montrent { $face } : ici, ils valent plus que des morceaux de suite.
drill-reason-worth-more = En moyenne, le choix de l’expert finit simplement la partie avec plus de points.
drill-learnt = Acquis : cet exercice ne sera plus posé.
drill-again = Vous le retrouverez { $days ->
    [0] aujourd’hui
    [1] demain
   *[other] dans { $days } jours
}.
drill-done = C’était le dernier exercice prévu : { $right } { $right ->
    [one] bonne réponse
   *[other] bonnes réponses
} sur { $count }.
drill-next = Le prochain exercice est prévu { $days ->
    [0] aujourd’hui
    [1] demain
   *[other] dans { $days } jours
}.
drill-all-learnt = Plus aucun exercice : vous avez répondu juste à chacun.
drill-none-due = Aucun exercice n’est prévu aujourd’hui. Le prochain l’est { $days ->
    [0] aujourd’hui
    [1] demain
   *[other] dans { $days } jours
}.
drill-none-kept = Pas encore d’exercices : chaque partie terminée avec des règles à table exacte donne ses trois décisions les plus coûteuses en exercices.
drill-no-data = Les exercices sont gardés avec les statistiques, et sans dossier de données il n’y a nulle part où les garder.
drill-not-now = Pendant un exercice, le conseil, les chances, le bilan et l’annulation attendent : votre réponse est corrigée avec le choix de l’expert.
drill-quit-confirm = Arrêter les exercices ? Appuyez de nouveau sur Échap pour arrêter, ou sur une autre touche pour continuer.
drill-after-game = Les exercices viennent une fois la partie finie, ou à tout moment avec sayzee drill.
drill-after-table = Les décisions les plus coûteuses de cette table sont gardées en exercices : répondez-y avec sayzee drill une fois la table quittée.
drill-offer-keys = Maj+E vous repose tout de suite vos décisions les plus coûteuses, en exercices.
drill-offer-lines = Tapez { word-drill } pour répondre tout de suite à vos décisions les plus coûteuses, en exercices.
drill-goodbye = Exercices arrêtés ; chaque réponse donnée est gardée.
drill-save-failed = La réponse n’a pas pu être gardée dans { $path } : cet exercice sera posé à nouveau comme avant.
drill-unusable = { $count ->
    [one] Un exercice des statistiques ne correspond plus à ses règles et est laissé de côté.
   *[other] { $count } exercices des statistiques ne correspondent plus à leurs règles et sont laissés de côté.
}
daily-question = Position du jour, { $preset }, tour { $round }, { $roll ->
    [1] premier lancer
    [2] deuxième lancer
    [3] troisième lancer
   *[other] lancer { $roll }
} : { $dice }. Cases ouvertes : { $open }.
daily-how = Répondez avec { word-daily } et votre coup : { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all, ou { word-daily } { word-score } chance.
daily-count = { $answered ->
    [one] { $found } sur { $answered } joueur ayant répondu aujourd’hui a trouvé le meilleur coup.
   *[other] { $found } sur { $answered } joueurs ayant répondu aujourd’hui ont trouvé le meilleur coup.
}
daily-again = Vous aviez déjà répondu aujourd’hui : seule votre première réponse compte.
daily-ask-first = Tapez d’abord { word-daily } seul, pour entendre la position du jour.
daily-not-a-move = Ce n’est pas un coup pour la position du jour : { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all, ou { word-daily } { word-score } chance.
walk-intro = Partie terminée { $n } sur { $count }, en partant de la dernière : { $preset }, { $scores }.
walk-intro-server = La partie de la table { $table }, { $ago } : { $preset }, { $scores }.
walk-score = { $name } { $points }
walk-none = Aucune partie terminée n’est encore gardée : chaque partie finie ici est gardée pour être parcourue, les dix dernières.
walk-no-such-game = { $count ->
    [one] Une seule partie terminée est gardée : demandez-la avec --game 1.
   *[other] Seules { $count } parties terminées sont gardées : demandez-en une avec --game 1 à { $count }.
}
chances-follow-on = Désormais, les chances de victoire de chacun sont dites après chaque case marquée. Maj+W à nouveau arrête.
chances-follow-off = Les chances de victoire ne sont plus dites après chaque case.
chances-swing = Les chances de victoire de { $player } sont { $direction ->
    [up] passées
   *[down] tombées
} de { $from } à { $to } pour cent avec ce tour : { $dice }, et { $choices }.
chances-swing-dice-gave = les dés ont donné { $points ->
    [one] { $points } point
   *[other] { $points } points
} de plus qu’un tour moyen
chances-swing-dice-took = les dés ont donné { $points ->
    [one] { $points } point
   *[other] { $points } points
} de moins qu’un tour moyen
chances-swing-dice-even = les dés ont donné ce que donne un tour moyen
chances-swing-choices-cost = les choix ont laissé { $points ->
    [one] { $points } point
   *[other] { $points } points
} en route par rapport à ceux de l’expert
chances-swing-choices-experts = chaque choix était celui de l’expert
