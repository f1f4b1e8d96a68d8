## Reglerna upplästa (Ctrl+F1), en rad var: varianten, varje ruta, bonusarna, jokern, tillvalen.

rules-heading = Regler: { $preset }. { $dice } tärningar, { $rolls } slag per tur, { $boxes } rutor.
rules-box = Rutan { $box }: { $pattern }; { $payout }.
rules-pattern-face = tärningarna som visar { $face }
rules-pattern-of-a-kind = minst { $count } lika tärningar
rules-pattern-pairs = { $count ->
    [1] ett par
   *[other] { $count } par med olika värden
}
rules-pattern-full-house = tre lika och två andra lika
rules-pattern-villa = två tretal med olika värden
rules-pattern-tower = fyra lika och två andra lika
rules-pattern-any-run = { $length } värden i följd
rules-pattern-run = alla värden från { $low } till { $high }
rules-pattern-all-same = alla tärningar lika
rules-pattern-any = vilka tärningar som helst
rules-payout-sum-of-all = ger summan av alla tärningar
rules-payout-sum-of-matched = ger summan av de tärningarna
rules-payout-fixed = ger { $points } poäng
rules-payout-sum-at-least = ger summan av alla tärningar, minst { $points }
rules-payout-complement = ger { $points } minus summan av tärningarna
rules-upper-bonus = Bonus för övre delen: { $points } poäng för { $threshold } eller mer i övre delen.
rules-no-upper-bonus = Ingen bonus för övre delen.
rules-yahtzee-bonus = { $box }-bonus: { $points } poäng för varje ny { $box }, när rutan { $box } har fyllts i med poäng.
rules-no-yahtzee-bonus = Ingen { $box }-bonus.
rules-joker = { $joker ->
    [forced] Joker: en ny { $box } ska läggas i den övre rutan för sitt värde om den är ledig, annars i en ledig nedre ruta med fullt värde, annars i en övre ruta för 0.
    [free] Joker: en ny { $box } får läggas i vilken ledig ruta som helst; kåk och stegar ger fullt värde när den övre rutan för samma värde som den nya { $box } är ifylld.
   *[off] Ingen joker: en ny { $box } räknas efter de vanliga reglerna.
}
rules-saved-rolls = Slag du inte använder sparas till din nästa tur.
rules-duplicate = Duplikattärningar: varje omgång får alla samma slag: samma första slag och samma sidor när de slår om lika många tärningar.
rules-changed = Ändrat från { $preset }: { $option }.
rules-option-upper-bonus = { $on ->
    [yes] med bonus för övre delen
   *[no] utan bonus för övre delen
}
rules-option-yahtzee-bonus = { $on ->
    [yes] med { $box }-bonus
   *[no] utan { $box }-bonus
}
rules-option-joker = { $joker ->
    [forced] med den officiella jokern
    [free] med fri joker
   *[off] utan joker
}
rules-option-extra-rows = { $on ->
    [yes] med de extra rutorna Par, Dubbelpar och Misère
   *[no] utan de extra rutorna
}
rules-option-saved-rolls = { $on ->
    [yes] oanvända slag sparas
   *[no] oanvända slag går förlorade
}
