## Les règles lues à voix haute (Ctrl+F1), une ligne chacune : la variante, chaque case, les primes, le Joker, les options.

rules-heading = Règles : { $preset }. { $dice } dés, { $rolls } lancers par tour, { $boxes } cases.
rules-box = La case { $box } : { $pattern } ; elle { $payout }.
rules-pattern-face = les dés qui montrent { $face }
rules-pattern-of-a-kind = au moins { $count } dés de même valeur
rules-pattern-pairs = { $count ->
    [1] une paire
   *[other] { $count } paires de valeurs différentes
}
rules-pattern-full-house = trois dés d’une valeur et deux d’une autre
rules-pattern-villa = deux brelans de valeurs différentes
rules-pattern-tower = quatre dés d’une valeur et deux d’une autre
rules-pattern-any-run = { $length } valeurs qui se suivent
rules-pattern-run = toutes les valeurs de { $low } à { $high }
rules-pattern-all-same = tous les dés de même valeur
rules-pattern-any = n’importe quels dés
rules-payout-sum-of-all = rapporte la somme de tous les dés
rules-payout-sum-of-matched = rapporte la somme de ces dés
rules-payout-fixed = rapporte { $points } points
rules-payout-sum-at-least = rapporte la somme de tous les dés, au moins { $points }
rules-payout-complement = rapporte { $points } moins la somme des dés
rules-upper-bonus = Bonus de la partie haute : { $points } points pour { $threshold } ou plus dans la partie haute.
rules-no-upper-bonus = Pas de bonus pour la partie haute.
rules-yahtzee-bonus = Bonus { $box } : { $points } points pour chaque nouveau { $box }, une fois la case { $box } marquée avec des points.
rules-no-yahtzee-bonus = Pas de bonus { $box }.
rules-joker = { $joker ->
    [forced] Joker : un nouveau { $box } va dans la case de sa valeur en partie haute si elle est libre, sinon dans une case libre de la partie basse, pour tous ses points, sinon dans une case de la partie haute, pour zéro point.
    [free] Joker : un nouveau { $box } va dans n’importe quelle case libre ; le full et les suites rapportent tous leurs points dès que la case de la valeur de ce { $box } est remplie en partie haute.
   *[off] Pas de Joker : un nouveau { $box } compte selon les règles ordinaires.
}
rules-saved-rolls = Les lancers non utilisés sont gardés pour votre tour suivant.
rules-duplicate = Duplicate : à chaque tour, tout le monde reçoit les mêmes dés : le même premier lancer, puis les mêmes valeurs quand on relance autant de dés.
rules-changed = Différence avec la variante { $preset } : { $option }.
rules-option-upper-bonus = { $on ->
    [yes] avec le bonus de la partie haute
   *[no] sans bonus de la partie haute
}
rules-option-yahtzee-bonus = { $on ->
    [yes] avec le bonus { $box }
   *[no] sans bonus { $box }
}
rules-option-joker = { $joker ->
    [forced] avec le Joker officiel
    [free] avec le Joker libre
   *[off] sans Joker
}
rules-option-extra-rows = { $on ->
    [yes] avec les cases en plus Paire, Double paire et Misère
   *[no] sans les cases en plus
}
rules-option-saved-rolls = { $on ->
    [yes] les lancers non utilisés sont gardés
   *[no] les lancers non utilisés sont perdus
}
