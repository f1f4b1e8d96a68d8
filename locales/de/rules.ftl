## Die Regeln vorgelesen (Strg+F1), je eine Zeile: die Variante, jedes Feld, die Boni, der Joker, die Optionen.

rules-heading = Regeln: { $preset }. { $dice } Würfel, { $rolls } Würfe pro Zug, { $boxes } Felder.
rules-box = { $box }: { $pattern }; { $payout }.
rules-pattern-face = die Würfel mit der { $face }
rules-pattern-of-a-kind = mindestens { $count } gleiche Würfel
rules-pattern-pairs = { $count ->
    [1] ein Paar
   *[other] { $count } Paare verschiedener Augenzahl
}
rules-pattern-full-house = drei gleiche und zwei andere gleiche Würfel
rules-pattern-villa = zwei Drillinge verschiedener Augenzahl
rules-pattern-tower = vier gleiche und zwei andere gleiche Würfel
rules-pattern-any-run = { $length } aufeinanderfolgende Augenzahlen
rules-pattern-run = alle Augenzahlen von { $low } bis { $high }
rules-pattern-all-same = alle Würfel mit derselben Augenzahl
rules-pattern-any = beliebige Würfel
rules-payout-sum-of-all = zählt die Summe aller Würfel
rules-payout-sum-of-matched = zählt die Summe dieser Würfel
rules-payout-fixed = bringt { $points } Punkte
rules-payout-sum-at-least = zählt die Summe aller Würfel, mindestens { $points }
rules-payout-complement = zählt { $points } minus die Summe der Würfel
rules-upper-bonus = Bonus im oberen Teil: { $points } Punkte für { $threshold } oder mehr im oberen Teil.
rules-no-upper-bonus = Kein Bonus im oberen Teil.
rules-yahtzee-bonus = { $box }-Bonus: { $points } Punkte für jeden weiteren { $box }, sobald das { $box }-Feld mit Punkten ausgefüllt ist.
rules-no-yahtzee-bonus = Kein { $box }-Bonus.
rules-joker = { $joker ->
    [forced] Joker: Ein weiterer { $box } kommt in das obere Feld seiner Augenzahl, wenn es frei ist, sonst in ein freies unteres Feld mit vollem Wert, sonst in ein oberes Feld mit 0 Punkten.
    [free] Joker: Ein weiterer { $box } darf in jedes freie Feld; Full House und Straßen bringen die vollen Punkte, sobald das obere Feld für die Augenzahl von diesem { $box } ausgefüllt ist.
   *[off] Kein Joker: Ein weiterer { $box } zählt nach den normalen Regeln.
}
rules-saved-rolls = Nicht genutzte Würfe werden für Ihren nächsten Zug aufgehoben.
rules-duplicate = Duplikat-Würfel: In jeder Runde bekommen alle dieselben Würfe: denselben ersten Wurf und dieselben Augen, wenn sie gleich viele Würfel neu würfeln.
rules-changed = Anders als bei { $preset }: { $option }.
rules-option-upper-bonus = { $on ->
    [yes] mit Bonus im oberen Teil
   *[no] ohne Bonus im oberen Teil
}
rules-option-yahtzee-bonus = { $on ->
    [yes] mit { $box }-Bonus
   *[no] ohne { $box }-Bonus
}
rules-option-joker = { $joker ->
    [forced] mit dem offiziellen Joker
    [free] mit dem freien Joker
   *[off] ohne Joker
}
rules-option-extra-rows = { $on ->
    [yes] mit den zusätzlichen Feldern Paar, Zwei Paare und Misere
   *[no] ohne die zusätzlichen Felder
}
rules-option-saved-rolls = { $on ->
    [yes] nicht genutzte Würfe werden aufgehoben
   *[no] nicht genutzte Würfe verfallen
}
