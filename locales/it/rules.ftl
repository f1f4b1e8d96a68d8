## Le regole lette ad alta voce (Ctrl+F1), una riga ciascuna: la variante, ogni casella, i bonus, il Jolly, le opzioni.

rules-heading = Regole: { $preset }. { $dice } dadi, { $rolls } lanci per turno, { $boxes } caselle.
rules-box = La casella { $box }: { $pattern }; { $payout }.
rules-pattern-face = i dadi che mostrano { $face }
rules-pattern-of-a-kind = almeno { $count } dadi uguali
rules-pattern-pairs = { $count ->
    [1] una coppia
   *[other] { $count } coppie di valori diversi
}
rules-pattern-full-house = tre dadi di un valore e due di un altro
rules-pattern-villa = due tris di valori diversi
rules-pattern-tower = quattro dadi di un valore e due di un altro
rules-pattern-any-run = { $length } valori consecutivi
rules-pattern-run = tutti i valori da { $low } a { $high }
rules-pattern-all-same = tutti i dadi uguali
rules-pattern-any = qualsiasi lancio
rules-payout-sum-of-all = vale la somma di tutti i dadi
rules-payout-sum-of-matched = vale la somma di quei dadi
rules-payout-fixed = vale { $points } punti
rules-payout-sum-at-least = vale la somma di tutti i dadi, almeno { $points }
rules-payout-complement = vale { $points } meno la somma dei dadi
rules-upper-bonus = Bonus della sezione superiore: { $points } punti con { $threshold } o più nella sezione superiore.
rules-no-upper-bonus = Nessun bonus nella sezione superiore.
rules-yahtzee-bonus = Bonus { $box }: { $points } punti per ogni altro { $box }, una volta segnata con punti la casella { $box }.
rules-no-yahtzee-bonus = Nessun bonus { $box }.
rules-joker = { $joker ->
    [forced] Jolly: un altro { $box } va nella casella superiore del suo valore se è libera, altrimenti in una casella inferiore libera a valore pieno, altrimenti in una casella superiore per 0.
    [free] Jolly: un altro { $box } può andare in qualsiasi casella libera; full e scale valgono i punti pieni appena è occupata la casella superiore del valore di quello { $box }.
   *[off] Nessun Jolly: un altro { $box } conta secondo le regole normali.
}
rules-saved-rolls = I lanci non usati restano per il tuo prossimo turno.
rules-duplicate = Dadi duplicati: a ogni giro tutti ricevono gli stessi lanci: lo stesso primo lancio e le stesse facce per gli stessi rilanci.
rules-changed = Rispetto a { $preset }: { $option }.
rules-option-upper-bonus = { $on ->
    [yes] con il bonus della sezione superiore
   *[no] senza bonus della sezione superiore
}
rules-option-yahtzee-bonus = { $on ->
    [yes] con il bonus { $box }
   *[no] senza bonus { $box }
}
rules-option-joker = { $joker ->
    [forced] con il Jolly ufficiale
    [free] con il Jolly libero
   *[off] senza Jolly
}
rules-option-extra-rows = { $on ->
    [yes] con le caselle in più Coppia, Doppia coppia e Miseria
   *[no] senza le caselle in più
}
rules-option-saved-rolls = { $on ->
    [yes] i lanci non usati restano
   *[no] i lanci non usati si perdono
}
