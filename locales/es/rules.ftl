## Las reglas leídas en voz alta (Ctrl+F1), una línea cada una: la variante, cada casilla, las bonificaciones, el comodín, las opciones.

rules-heading = Reglas: { $preset }. { $dice } dados, { $rolls } tiradas por turno, { $boxes } casillas.
rules-box = La casilla { $box }: { $pattern }; { $payout }.
rules-pattern-face = los dados que muestran { $face }
rules-pattern-of-a-kind = al menos { $count } dados iguales
rules-pattern-pairs = { $count ->
    [1] una pareja
   *[other] { $count } parejas de valores distintos
}
rules-pattern-full-house = tres dados de un valor y dos de otro
rules-pattern-villa = dos tríos de valores distintos
rules-pattern-tower = cuatro dados de un valor y dos de otro
rules-pattern-any-run = { $length } valores seguidos
rules-pattern-run = todos los valores del { $low } al { $high }
rules-pattern-all-same = todos los dados iguales
rules-pattern-any = cualquier tirada
rules-payout-sum-of-all = vale la suma de todos los dados
rules-payout-sum-of-matched = vale la suma de esos dados
rules-payout-fixed = vale { $points } puntos
rules-payout-sum-at-least = vale la suma de todos los dados, como mínimo { $points }
rules-payout-complement = vale { $points } menos la suma de los dados
rules-upper-bonus = Bonificación de la sección superior: { $points } puntos con { $threshold } o más en la sección superior.
rules-no-upper-bonus = Sin bonificación en la sección superior.
rules-yahtzee-bonus = Bonificación de { $box }: { $points } puntos por cada { $box } más, una vez anotada con puntos la casilla { $box }.
rules-no-yahtzee-bonus = Sin bonificación de { $box }.
rules-joker = { $joker ->
    [forced] Comodín: un { $box } más va a la casilla superior de su valor si está libre; si no, a una casilla inferior libre con su valor completo; si no, a una casilla superior con 0 puntos.
    [free] Comodín: un { $box } más puede ir a cualquier casilla libre; el full y las escaleras puntúan completos en cuanto esté ocupada la casilla superior del valor de ese { $box }.
   *[off] Sin comodín: un { $box } más puntúa según las reglas normales.
}
rules-saved-rolls = Las tiradas que no use se guardan para su próximo turno.
rules-duplicate = Dados duplicados: en cada ronda, todos reciben las mismas tiradas: la misma primera tirada y las mismas caras al volver a tirar los mismos dados.
rules-changed = Cambio respecto a { $preset }: { $option }.
rules-option-upper-bonus = { $on ->
    [yes] con bonificación en la sección superior
   *[no] sin bonificación en la sección superior
}
rules-option-yahtzee-bonus = { $on ->
    [yes] con bonificación de { $box }
   *[no] sin bonificación de { $box }
}
rules-option-joker = { $joker ->
    [forced] con el comodín oficial
    [free] con comodín libre
   *[off] sin comodín
}
rules-option-extra-rows = { $on ->
    [yes] con las casillas adicionales Pareja, Doble pareja y Miseria
   *[no] sin las casillas adicionales
}
rules-option-saved-rolls = { $on ->
    [yes] las tiradas no usadas se guardan
   *[no] las tiradas no usadas se pierden
}
