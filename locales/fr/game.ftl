# Narration du jeu : événements, refus et réponses aux questions. Mêmes ids et variables dans chaque langue.
# Nombres : $points $total $threshold $roll $rolls $round $rounds $sheet $sheets $position $count $place $face.
# Les faces ($dice $new $kept $selected $asked $faces) arrivent déjà jointes : « 1, 3, 3, 4, 6 ».

## Listes

list-and = { $first } et { $second }
list-or = { $first } ou { $second }
list-comma = { $first }, { $second }

## Noms des cases, ceux du Yams. La case des cinq dés identiques prend le nom du jeu.

box-ones = As
box-twos = Deux
box-threes = Trois
box-fours = Quatre
box-fives = Cinq
box-sixes = Six
box-one-pair = Paire
box-two-pairs = Deux paires
box-three-pairs = Trois paires
box-three-of-a-kind = Brelan
box-four-of-a-kind = Carré
box-five-of-a-kind = Cinq identiques
box-full-house = Full
box-villa = Double brelan
box-tower = Carré et paire
box-small-straight = Petite suite
box-large-straight = Grande suite
box-full-straight = Suite complète
box-chance = Chance
box-yahtzee = Yams
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
preset-name = { $preset ->
    [yahtzee-free-joker] Yams avec Joker libre
    [classic] Classique
    [classic-extra] Classique avec cases en plus
    [yatzy] Yatzy
    [maxi-yatzy] Maxi Yatzy
   *[yahtzee] Yams
}
box-pair = Paire
box-double-pair = Double paire
box-misere = Misère

## Tours

turn-started = À { $player } de jouer, tour { $round } sur { $rounds }.
turn-started-brief = { $player }, tour { $round } sur { $rounds }.
turn-yours = À vous de jouer, { $player } : tour { $round } sur { $rounds }.
sheet-of = Feuille { $sheet } sur { $sheets }.
turn-rolls = { $rolls ->
    [one] { $rolls } lancer ce tour-ci.
   *[other] { $rolls } lancers ce tour-ci.
}

## Lancers et choix des dés

roll = Lancer { $roll } sur { $rolls } : { $dice }.
roll-again = Lancer { $roll } sur { $rolls } : { $dice } ; nouveaux : { $new }.
roll-brief = { $dice }, lancer { $roll }.
roll-again-brief = { $dice }, lancer { $roll } ; nouveaux { $new }.
other-roll-brief = { $player } : { $dice }, lancer { $roll }.
other-roll-again-brief = { $player } : { $dice }, lancer { $roll } ; nouveaux { $new }.
computer-roll = { $player } lance : { $dice }.
computer-reroll = { $player } garde { $kept } et relance : { $dice } ; nouveaux : { $new }.
die-selected = { $count ->
    [1] Le { $face } sera relancé.
   *[other] Le { $face } sera relancé ; { $count } dés à relancer : { $selected }.
}
die-unselected = { $count ->
    [0] Le { $face } est gardé ; rien à relancer.
   *[other] Le { $face } est gardé ; { $count ->
        [one] { $count } dé
       *[other] { $count } dés
    } à relancer : { $selected }.
}
# A die's place in the sorted roll as an ordinal, so that it is not heard as a face ($position: 1 to 6).
die-ordinal = { $position ->
    [1] premier
    [2] deuxième
    [3] troisième
    [4] quatrième
    [5] cinquième
   *[other] sixième
}
# The face of a die named by its place ("un 5").
die-face = un { $face }
die-selected-at = { $count ->
    [1] Le { die-ordinal } dé, { die-face }, sera relancé.
   *[other] Le { die-ordinal } dé, { die-face }, sera relancé ; { $count } dés à relancer : { $selected }.
}
die-unselected-at = { $count ->
    [0] Le { die-ordinal } dé, { die-face }, est gardé ; rien à relancer.
   *[other] Le { die-ordinal } dé, { die-face }, est gardé ; { $count ->
        [one] { $count } dé
       *[other] { $count } dés
    } à relancer : { $selected }.
}
all-selected = Tous les dés seront relancés.
all-kept = Tous les dés sont gardés.

## Le choix de la case

chooser-opened = Choisissez une case.
chooser-box = { $box }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $position } sur { $count }.
chooser-box-joker = { $box }, Joker, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $position } sur { $count }.
chooser-closed = Retour aux dés.
chooser-first-box = Première case.
chooser-last-box = Dernière case.

## Marques et primes

mark = { $player } marque { $points ->
    [one] { $points } point
   *[other] { $points } points
} dans la case { $box }.
mark-joker = { $player } marque { $points ->
    [one] { $points } point
   *[other] { $points } points
} dans la case { $box } grâce au Joker.
mark-yahtzee-bonus = Bonus { $box } : { $points } points !
mark-brief = Case { $box }, { $points }.
mark-joker-brief = Case { $box }, { $points }, Joker.
computer-mark-brief = { $player } : case { $box }, { $points }.
computer-mark-joker-brief = { $player } : case { $box }, { $points }, Joker.
mark-yahtzee-bonus-brief = Bonus { $box }, { $points }.
mark-upper-progress = Partie haute : { $total } sur { $threshold }.
mark-upper-total = Partie haute : { $total }.
mark-rolls-saved = { $rolls ->
    [one] { $rolls } lancer gardé pour le prochain tour.
   *[other] { $rolls } lancers gardés pour le prochain tour.
}
upper-bonus-earned = { $player } gagne le bonus de la partie haute : { $points } points !
upper-bonus-earned-brief = { $player } : bonus de la partie haute, { $points }.
undo-mark = Annulé : { $points ->
    [one] { $points } point
   *[other] { $points } points
} dans la case { $box } pour { $player }.
undo-upper-bonus = Le bonus de la partie haute, { $points } points, est annulé aussi.
undo-yahtzee-bonus = Le bonus { $box }, { $points } points, est annulé aussi.
undo-back-to-roll = Retour au lancer { $roll } sur { $rolls } : { $dice }.
undo-turn-theirs = C’est de nouveau à { $player } de jouer.

## La fin

game-over = Partie terminée.
rank-solo = { $player } termine avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
rank-winner = { $player } gagne avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
rank = { $player } est { $place ->
    [2] deuxième
    [3] troisième
    [4] quatrième
    [5] cinquième
    [6] sixième
    [7] septième
   *[other] huitième
} avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
rank-tie = { $players } sont ex aequo à la { $place ->
    [1] première
    [2] deuxième
    [3] troisième
    [4] quatrième
    [5] cinquième
    [6] sixième
   *[other] septième
} place avec { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

## Refus : pourquoi, et que faire à la place

refused-game-over = La partie est terminée ; vous pouvez encore écouter les scores et les feuilles.
refused-computer-playing = L’ordinateur joue pour { $player } ; patientez.
refused-not-rolled = Pas encore de dés : lancez d’abord.
refused-no-roll-left = Plus de lancer : choisissez une case.
refused-no-kept-die = Aucun dé gardé ne montre { $face }. Gardés : { $kept }.
refused-no-kept-die-none = Aucun dé gardé ne montre { $face } : tous les dés seront relancés.
refused-no-die-at = Il n’y a pas de { die-ordinal } dé : ce lancer n’en a que { $dice }.
refused-kept-at = Le { die-ordinal } dé, { die-face }, est déjà gardé.
refused-no-selected-die = Aucun dé montrant { $face } n’est à relancer. À relancer : { $selected }.
refused-no-selected-die-none = Aucun dé montrant { $face } n’est à relancer : tous les dés sont gardés.
refused-faces-not-showing = Les dés sont { $dice } : pas de { $asked }.
refused-nothing-to-reroll = Aucun dé à relancer : choisissez-en d’abord, ou choisissez une case.
refused-chooser-closed = Le choix des cases n’est pas ouvert.
refused-box-filled = La case { $box } est déjà remplie : choisissez une case libre.
refused-no-such-box = Ces règles n’ont pas de case { $box }.
refused-joker-requires = La règle du Joker impose la case { $boxes }.
refused-nothing-to-undo = Rien à annuler.
refused-computer-move-final = Le coup d’un joueur ordinateur ne peut pas être annulé.
refused-undo-too-late = Trop tard pour annuler : le joueur suivant a déjà lancé.
refused-dice-exhausted = Les dés prévus par le script sont épuisés.

## Réponses aux questions

dice-none = Pas encore de dés : le tour commence par un lancer.
dice-all-kept = Tous gardés : { $dice }.
dice-all-selected = Tous à relancer : { $dice }.
dice-kept-selected = Gardés : { $kept }. À relancer : { $selected }.
dice-kept-selected-places = Gardés : { $kept }. À relancer : { $count ->
    [one] le dé en position { $places }, qui montre
   *[other] les dés en positions { $places }, qui montrent
} { $selected }.
scores = Scores : { $entries }.
score-entry = { $player } : { $points }
scores-leader = { $player } mène de { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
scores-won-by = { $player } a gagné avec { $points ->
    [one] { $points } point
   *[other] { $points } points
} d’avance.
scores-tie = { $players } sont à égalité en tête.
scores-tie-final = { $players } ont fini à égalité à la première place.
sheet-row = { $box } : { $entries }.
sheet-entry = { $player } : { $points }
sheet-entry-empty = { $player } : vide
sheet-upper = Partie haute : { $entries }.
sheet-upper-entry = { $player } : { $total } sur { $threshold }
sheet-upper-entry-reached = { $player } : { $total } avec le bonus
sheet-upper-bonus = Bonus de la partie haute : { $entries }.
sheet-yahtzee-bonus = Bonus { $box } : { $entries }.
sheet-total = Total : { $entries }.
match-total = Total du match : { $entries }.
turn-info = À { $player } de jouer, tour { $round } sur { $rounds }, { $rolls ->
    [0] plus de lancer
    [one] { $rolls } lancer restant
   *[other] { $rolls } lancers restants
}.
turn-info-yours = À vous de jouer, { $player } : tour { $round } sur { $rounds }, { $rolls ->
    [0] plus de lancer
    [one] { $rolls } lancer restant
   *[other] { $rolls } lancers restants
}.
dice-theirs = Dés de { $player } : { $dice }.
allowed = Vous pouvez { $actions }.
allowed-roll = lancer les dés
allowed-reroll = relancer les dés choisis
allowed-select = choisir { $faces } à relancer
allowed-unselect = garder de nouveau { $faces }
allowed-open-chooser = choisir une case
allowed-choose = parcourir les cases, en marquer une ou revenir aux dés
allowed-mark = { $count ->
    [1] marquer la case { $boxes }
   *[other] marquer une des { $count } cases
}
allowed-undo = annuler la dernière marque
chooser-list = { $count ->
    [one] Une case libre : { $options }.
   *[other] { $count } cases libres : { $options }.
}
chooser-option = { $box } { $points }
chooser-option-joker = { $box } { $points } avec le Joker

## La feuille imprimée

table-box = Case
table-empty = -
table-upper-total = Partie haute
table-upper-bonus = Bonus
table-yahtzee-bonus = Bonus { $box }
table-total = Total
table-match-total = Total du match

## Ce qu’un joueur à l’écoute doit savoir (trouvé par le test de l’auditeur) : un ordinateur qui relance tous
## les dés, et le Joker imposé qui réduit le choix des cases.

computer-reroll-all = { $player } relance tous les dés : { $dice }.
chooser-opened-joker = { $count ->
    [one] Choisissez une case : la règle du Joker n’en permet qu’une.
   *[other] Choisissez une case : la règle du Joker en permet { $count }.
}
