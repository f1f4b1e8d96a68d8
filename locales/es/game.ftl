# Narración del juego: sucesos, rechazos y respuestas a preguntas. Mismos ids y variables en cada idioma.
# Números: $points $total $threshold $roll $rolls $round $rounds $sheet $sheets $position $count $place $face.
# Las caras ($dice $new $kept $selected $asked $faces) llegan ya unidas: «1, 3, 3, 4, 6».

## Listas

list-and = { $first } y { $second }
list-or = { $first } o { $second }
list-comma = { $first }, { $second }

## Nombres de las casillas. La de cinco dados iguales se llama como el juego de las reglas.

box-ones = Unos
box-twos = Doses
box-threes = Treses
box-fours = Cuatros
box-fives = Cincos
box-sixes = Seises
box-one-pair = Pareja
box-two-pairs = Dos parejas
box-three-pairs = Tres parejas
box-three-of-a-kind = Trío
box-four-of-a-kind = Póker
box-five-of-a-kind = Repóker
box-full-house = Full
box-villa = Doble trío
box-tower = Torre
box-small-straight = Escalera pequeña
box-large-straight = Escalera grande
box-full-straight = Escalera completa
box-chance = Chance
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
preset-name = { $preset ->
    [yahtzee-free-joker] Yahtzee con comodín libre
    [classic] Clásico
    [classic-extra] Clásico con casillas extra
    [yatzy] Yatzy
    [maxi-yatzy] Maxi Yatzy
   *[yahtzee] Yahtzee
}
box-pair = Pareja
box-double-pair = Doble pareja
box-misere = Miseria

## Turnos

turn-started = Turno de { $player }, ronda { $round } de { $rounds }.
turn-started-brief = { $player }, ronda { $round } de { $rounds }.
turn-yours = Su turno, { $player }: ronda { $round } de { $rounds }.
sheet-of = Hoja { $sheet } de { $sheets }.
turn-rolls = { $rolls ->
    [one] { $rolls } tirada en este turno.
   *[other] { $rolls } tiradas en este turno.
}

## Tiradas y elección de dados

roll = Tirada { $roll } de { $rolls }: { $dice }.
roll-again = Tirada { $roll } de { $rolls }: { $dice }; nuevos: { $new }.
roll-brief = { $dice }, tirada { $roll }.
roll-again-brief = { $dice }, tirada { $roll }; nuevos { $new }.
other-roll-brief = { $player }: { $dice }, tirada { $roll }.
other-roll-again-brief = { $player }: { $dice }, tirada { $roll }; nuevos { $new }.
computer-roll = { $player } tira: { $dice }.
computer-reroll = { $player } guarda { $kept } y vuelve a tirar: { $dice }; nuevos: { $new }.
die-selected = { $count ->
    [1] El { $face } se volverá a tirar.
   *[other] El { $face } se volverá a tirar; { $count } dados para volver a tirar: { $selected }.
}
die-unselected = { $count ->
    [0] El { $face } se guarda; no queda nada para volver a tirar.
   *[other] El { $face } se guarda; { $count ->
        [one] { $count } dado
       *[other] { $count } dados
    } para volver a tirar: { $selected }.
}
# A die's place in the sorted roll as an ordinal, so that it is not heard as a face ($position: 1 to 6).
die-ordinal = { $position ->
    [1] primer
    [2] segundo
    [3] tercer
    [4] cuarto
    [5] quinto
   *[other] sexto
}
# The face of a die named by its place ("un 5").
die-face = un { $face }
die-selected-at = { $count ->
    [1] El { die-ordinal } dado, { die-face }, se volverá a tirar.
   *[other] El { die-ordinal } dado, { die-face }, se volverá a tirar; { $count } dados para volver a tirar: { $selected }.
}
die-unselected-at = { $count ->
    [0] El { die-ordinal } dado, { die-face }, se guarda; no queda nada para volver a tirar.
   *[other] El { die-ordinal } dado, { die-face }, se guarda; { $count ->
        [one] { $count } dado
       *[other] { $count } dados
    } para volver a tirar: { $selected }.
}
all-selected = Se volverán a tirar todos los dados.
all-kept = Se guardan todos los dados.

## La elección de casilla

chooser-opened = Elija una casilla.
chooser-box = { $box }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}, { $position } de { $count }.
chooser-box-joker = { $box }, comodín, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}, { $position } de { $count }.
chooser-closed = De vuelta a los dados.
chooser-first-box = Primera casilla.
chooser-last-box = Última casilla.

## Anotaciones y bonificaciones

mark = { $player } anota { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} en la casilla { $box }.
mark-joker = { $player } anota { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} en la casilla { $box } con el comodín.
mark-yahtzee-bonus = ¡Bonificación de { $box }: { $points } puntos!
mark-brief = { $box }, { $points }.
mark-joker-brief = { $box }, { $points }, comodín.
computer-mark-brief = { $player }: { $box }, { $points }.
computer-mark-joker-brief = { $player }: { $box }, { $points }, comodín.
mark-yahtzee-bonus-brief = Bonificación de { $box }, { $points }.
mark-upper-progress = Sección superior: { $total } de { $threshold }.
mark-upper-total = Sección superior: { $total }.
mark-rolls-saved = { $rolls ->
    [one] Se guarda { $rolls } tirada para el próximo turno.
   *[other] Se guardan { $rolls } tiradas para el próximo turno.
}
upper-bonus-earned = ¡{ $player } gana la bonificación de la sección superior: { $points } puntos!
upper-bonus-earned-brief = { $player }: bonificación de la sección superior, { $points }.
undo-mark = Deshecho: { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} en la casilla { $box } de { $player }.
undo-upper-bonus = También se deshace la bonificación de la sección superior: { $points } puntos.
undo-yahtzee-bonus = También se deshace la bonificación de { $box }: { $points } puntos.
undo-back-to-roll = De vuelta a la tirada { $roll } de { $rolls }: { $dice }.
undo-turn-theirs = Vuelve a ser el turno de { $player }.

## El final

game-over = Fin de la partida.
rank-solo = { $player } termina con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
rank-winner = { $player } gana con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
rank = { $player } queda en { $place ->
    [2] segundo
    [3] tercer
    [4] cuarto
    [5] quinto
    [6] sexto
    [7] séptimo
   *[other] octavo
} lugar con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
rank-tie = { $players } empatan en { $place ->
    [1] primer
    [2] segundo
    [3] tercer
    [4] cuarto
    [5] quinto
    [6] sexto
   *[other] séptimo
} lugar con { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.

## Rechazos: por qué, y qué hacer en su lugar

refused-game-over = La partida ha terminado; aún puede consultar las puntuaciones y las hojas.
refused-computer-playing = Es el turno de { $player }; juega el ordenador.
refused-not-rolled = Aún no hay dados: tire primero.
refused-no-roll-left = No quedan tiradas: elija una casilla.
refused-no-kept-die = Ningún dado guardado muestra { $face }. Guardados: { $kept }.
refused-no-kept-die-none = Ningún dado guardado muestra { $face }: se volverán a tirar todos.
refused-no-die-at = No hay { die-ordinal } dado: esta tirada solo tiene { $dice }.
refused-kept-at = El { die-ordinal } dado, { die-face }, ya está guardado.
refused-no-selected-die = Ningún dado con { $face } está marcado para volver a tirar. Para tirar: { $selected }.
refused-no-selected-die-none = Ningún dado con { $face } está marcado para volver a tirar: se guardan todos.
refused-faces-not-showing = Los dados son { $dice }; no incluyen { $asked }.
refused-nothing-to-reroll = No hay dados para volver a tirar: elija alguno primero, o elija una casilla.
refused-chooser-closed = La elección de casilla no está abierta.
refused-box-filled = La casilla { $box } ya está ocupada: elija una casilla libre.
refused-no-such-box = Estas reglas no tienen la casilla { $box }.
refused-joker-requires = La regla del comodín exige { $boxes }.
refused-nothing-to-undo = No hay nada que deshacer.
refused-computer-move-final = Las jugadas del ordenador no se pueden deshacer.
refused-undo-too-late = Demasiado tarde para deshacer: el siguiente jugador ya ha tirado.
refused-dice-exhausted = Se acabaron los dados del guion.

## Respuestas a preguntas

dice-none = Aún no hay dados: el turno empieza con una tirada.
dice-all-kept = Todos guardados: { $dice }.
dice-all-selected = Todos para volver a tirar: { $dice }.
dice-kept-selected = Guardados: { $kept }. Para volver a tirar: { $selected }.
dice-kept-selected-places = Guardados: { $kept }. { $count ->
    [one] Se volverá a tirar el dado en la posición { $places }, que muestra { $selected }.
   *[other] Se volverán a tirar los dados en las posiciones { $places }, que muestran { $selected }.
}
scores = Puntuaciones: { $entries }.
score-entry = { $player }: { $points }
scores-leader = { $player } va en cabeza por { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
scores-won-by = { $player } ganó por { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}.
scores-tie = { $players } comparten el primer puesto.
scores-tie-final = { $players } empataron en el primer puesto.
sheet-row = { $box }: { $entries }.
sheet-entry = { $player }: { $points }
sheet-entry-empty = { $player }: sin anotar
sheet-upper = Sección superior: { $entries }.
sheet-upper-entry = { $player }: { $total } de { $threshold }
sheet-upper-entry-reached = { $player }: { $total } con la bonificación
sheet-upper-bonus = Bonificación superior: { $entries }.
sheet-yahtzee-bonus = Bonificación de { $box }: { $entries }.
sheet-total = Total: { $entries }.
match-total = Total de la partida: { $entries }.
turn-info = Turno de { $player }, ronda { $round } de { $rounds }, { $rolls ->
    [0] no quedan tiradas
    [one] queda { $rolls } tirada
   *[other] quedan { $rolls } tiradas
}.
turn-info-yours = Su turno, { $player }: ronda { $round } de { $rounds }, { $rolls ->
    [0] no quedan tiradas
    [one] queda { $rolls } tirada
   *[other] quedan { $rolls } tiradas
}.
dice-theirs = Dados de { $player }: { $dice }.
allowed = Puede { $actions }.
allowed-roll = tirar los dados
allowed-reroll = volver a tirar los dados elegidos
allowed-select = elegir { $faces } para volver a tirar
allowed-unselect = guardar de nuevo { $faces }
allowed-open-chooser = elegir una casilla
allowed-choose = recorrer las casillas, anotar en una o volver a los dados
allowed-mark = { $count ->
    [1] anotar en { $boxes }
   *[other] anotar en una de { $count } casillas
}
allowed-undo = deshacer la última anotación
chooser-list = { $count ->
    [one] Una casilla libre: { $options }.
   *[other] { $count } casillas libres: { $options }.
}
chooser-option = { $box } { $points }
chooser-option-joker = { $box } { $points } con el comodín

## La hoja impresa

table-box = Casilla
table-empty = -
table-upper-total = Sección superior
table-upper-bonus = Bonificación
table-yahtzee-bonus = Bonificación { $box }
table-total = Total
table-match-total = Total de la partida

## Lo que necesita quien escucha (hallado por la prueba del oyente): un ordenador que vuelve a tirar todos los
## dados, y el comodín obligatorio que reduce las casillas posibles.

computer-reroll-all = { $player } vuelve a tirar todos los dados: { $dice }.
chooser-opened-joker = { $count ->
    [one] Elija una casilla: la regla del comodín solo permite una.
   *[other] Elija una casilla: la regla del comodín permite { $count }.
}
