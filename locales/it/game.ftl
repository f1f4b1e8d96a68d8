# Narrazione del gioco: eventi, rifiuti e risposte alle domande. Stessi id e variabili in ogni lingua.
# Numeri: $points $total $threshold $roll $rolls $round $rounds $sheet $sheets $position $count $place $face.
# Le facce ($dice $new $kept $selected $asked $faces) arrivano già unite: «1, 3, 3, 4, 6».

## Elenchi

list-and = { $first } e { $second }
list-or = { $first } o { $second }
list-comma = { $first }, { $second }

## Nomi delle caselle. Quella dei cinque dadi uguali prende il nome del gioco delle regole.

box-ones = Uno
box-twos = Due
box-threes = Tre
box-fours = Quattro
box-fives = Cinque
box-sixes = Sei
box-one-pair = Coppia
box-two-pairs = Doppia coppia
box-three-pairs = Tre coppie
box-three-of-a-kind = Tris
box-four-of-a-kind = Poker
box-five-of-a-kind = Cinque uguali
box-full-house = Full
box-villa = Doppio tris
box-tower = Torre
box-small-straight = Piccola scala
box-large-straight = Grande scala
box-full-straight = Scala completa
box-chance = Chance
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
preset-name = { $preset ->
    [yahtzee-free-joker] Yahtzee con Jolly libero
    [classic] Classico
    [classic-extra] Classico con caselle extra
    [yatzy] Yatzy
    [maxi-yatzy] Maxi Yatzy
   *[yahtzee] Yahtzee
}
box-pair = Coppia
box-double-pair = Doppia coppia
box-misere = Miseria

## Turni

turn-started = Turno di { $player }, giro { $round } di { $rounds }.
turn-started-brief = { $player }, giro { $round } di { $rounds }.
turn-yours = Tocca a te, { $player }: giro { $round } di { $rounds }.
sheet-of = Foglio { $sheet } di { $sheets }.
turn-rolls = { $rolls ->
    [one] { $rolls } lancio in questo turno.
   *[other] { $rolls } lanci in questo turno.
}

## Lanci e scelta dei dadi

roll = Lancio { $roll } di { $rolls }: { $dice }.
roll-again = Lancio { $roll } di { $rolls }: { $dice }; nuovi: { $new }.
roll-brief = { $dice }, lancio { $roll }.
roll-again-brief = { $dice }, lancio { $roll }; nuovi { $new }.
other-roll-brief = { $player }: { $dice }, lancio { $roll }.
other-roll-again-brief = { $player }: { $dice }, lancio { $roll }; nuovi { $new }.
computer-roll = { $player } lancia: { $dice }.
computer-reroll = { $player } tiene { $kept } e rilancia: { $dice }; nuovi: { $new }.
die-selected = { $count ->
    [1] Un { $face } sarà rilanciato.
   *[other] Un { $face } sarà rilanciato; { $count } dadi da rilanciare: { $selected }.
}
die-unselected = { $count ->
    [0] Un { $face } viene tenuto; niente da rilanciare.
   *[other] Un { $face } viene tenuto; { $count ->
        [one] { $count } dado
       *[other] { $count } dadi
    } da rilanciare: { $selected }.
}
# A die's place in the sorted roll as an ordinal, so that it is not heard as a face ($position: 1 to 6).
die-ordinal = { $position ->
    [1] primo
    [2] secondo
    [3] terzo
    [4] quarto
    [5] quinto
   *[other] sesto
}
# The face of a die named by its place ("un 5").
die-face = un { $face }
die-selected-at = { $count ->
    [1] Il { die-ordinal } dado, { die-face }, sarà rilanciato.
   *[other] Il { die-ordinal } dado, { die-face }, sarà rilanciato; { $count } dadi da rilanciare: { $selected }.
}
die-unselected-at = { $count ->
    [0] Il { die-ordinal } dado, { die-face }, viene tenuto; niente da rilanciare.
   *[other] Il { die-ordinal } dado, { die-face }, viene tenuto; { $count ->
        [one] { $count } dado
       *[other] { $count } dadi
    } da rilanciare: { $selected }.
}
all-selected = Tutti i dadi saranno rilanciati.
all-kept = Tutti i dadi sono tenuti.

## La scelta della casella

chooser-opened = Scegli una casella.
chooser-box = { $box }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}, { $position } di { $count }.
chooser-box-joker = { $box }, Jolly, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}, { $position } di { $count }.
chooser-closed = Si torna ai dadi.
chooser-first-box = Prima casella.
chooser-last-box = Ultima casella.

## Punti segnati e bonus

mark = { $player } segna { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} nella casella { $box }.
mark-joker = { $player } segna { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} nella casella { $box } con il Jolly.
mark-yahtzee-bonus = Bonus { $box }: { $points } punti!
mark-brief = Casella { $box }, { $points }.
mark-joker-brief = Casella { $box }, { $points }, Jolly.
computer-mark-brief = { $player }: casella { $box }, { $points }.
computer-mark-joker-brief = { $player }: casella { $box }, { $points }, Jolly.
mark-yahtzee-bonus-brief = Bonus { $box }, { $points }.
mark-upper-progress = Sezione superiore: { $total } di { $threshold }.
mark-upper-total = Sezione superiore: { $total }.
mark-rolls-saved = { $rolls ->
    [one] { $rolls } lancio conservato per il prossimo turno.
   *[other] { $rolls } lanci conservati per il prossimo turno.
}
upper-bonus-earned = { $player } ottiene il bonus della sezione superiore: { $points } punti!
upper-bonus-earned-brief = { $player }: bonus della sezione superiore, { $points }.
undo-mark = Annullato: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} nella casella { $box } per { $player }.
undo-upper-bonus = Annullato anche il bonus della sezione superiore: { $points } punti.
undo-yahtzee-bonus = Annullato anche il bonus { $box }: { $points } punti.
undo-back-to-roll = Si torna al lancio { $roll } di { $rolls }: { $dice }.
undo-turn-theirs = Tocca di nuovo a { $player }.

## La fine

game-over = Partita finita.
rank-solo = { $player } chiude con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
rank-winner = { $player } vince con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
rank = { $player } è al { $place ->
    [2] secondo
    [3] terzo
    [4] quarto
    [5] quinto
    [6] sesto
    [7] settimo
   *[other] ottavo
} posto con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
rank-tie = { $players } sono a pari merito al { $place ->
    [1] primo
    [2] secondo
    [3] terzo
    [4] quarto
    [5] quinto
    [6] sesto
   *[other] settimo
} posto con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.

## Rifiuti: perché, e cosa fare invece

refused-game-over = La partita è finita; puoi ancora ascoltare i punteggi e i fogli.
refused-computer-playing = È il turno di { $player }; gioca il computer.
refused-not-rolled = Ancora nessun dado: prima lancia.
refused-no-roll-left = Nessun lancio rimasto: scegli una casella.
refused-no-kept-die = Nessun dado tenuto mostra { $face }. Tenuti: { $kept }.
refused-no-kept-die-none = Nessun dado tenuto mostra { $face }: tutti i dadi saranno rilanciati.
refused-no-die-at = Non c’è un { die-ordinal } dado: questo lancio ne ha solo { $dice }.
refused-kept-at = Il { die-ordinal } dado, { die-face }, è già tenuto.
refused-no-selected-die = Nessun dado con { $face } è da rilanciare. Da rilanciare: { $selected }.
refused-no-selected-die-none = Nessun dado con { $face } è da rilanciare: tutti i dadi sono tenuti.
refused-faces-not-showing = I dadi sono { $dice }; non includono { $asked }.
refused-nothing-to-reroll = Nessun dado da rilanciare: scegline prima qualcuno, oppure scegli una casella.
refused-chooser-closed = La scelta della casella non è aperta.
refused-box-filled = La casella { $box } è già occupata: scegli una casella libera.
refused-no-such-box = Queste regole non hanno la casella { $box }.
refused-joker-requires = La regola del Jolly richiede la casella { $boxes }.
refused-nothing-to-undo = Niente da annullare.
refused-computer-move-final = Le mosse del computer non si possono annullare.
refused-undo-too-late = Troppo tardi per annullare: il giocatore successivo ha già lanciato.
refused-dice-exhausted = I dadi previsti dal copione sono finiti.

## Risposte alle domande

dice-none = Ancora nessun dado: il turno comincia con un lancio.
dice-all-kept = Tutti tenuti: { $dice }.
dice-all-selected = Tutti da rilanciare: { $dice }.
dice-kept-selected = Tenuti: { $kept }. Da rilanciare: { $selected }.
dice-kept-selected-places = Tenuti: { $kept }. Da rilanciare { $count ->
    [one] il dado nella posizione { $places }, che mostra
   *[other] i dadi nelle posizioni { $places }, che mostrano
} { $selected }.
scores = Punteggi: { $entries }.
score-entry = { $player }: { $points }
scores-leader = { $player } è in testa di { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}.
scores-won-by = { $player } ha vinto con { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} di vantaggio.
scores-tie = { $players } sono in testa a pari merito.
scores-tie-final = { $players } hanno chiuso a pari merito al primo posto.
sheet-row = { $box }: { $entries }.
sheet-entry = { $player }: { $points }
sheet-entry-empty = { $player }: da segnare
sheet-upper = Sezione superiore: { $entries }.
sheet-upper-entry = { $player }: { $total } di { $threshold }
sheet-upper-entry-reached = { $player }: { $total } con il bonus
sheet-upper-bonus = Bonus superiore: { $entries }.
sheet-yahtzee-bonus = Bonus { $box }: { $entries }.
sheet-total = Totale: { $entries }.
match-total = Totale della partita: { $entries }.
turn-info = Turno di { $player }, giro { $round } di { $rounds }, { $rolls ->
    [0] nessun lancio rimasto
    [one] resta { $rolls } lancio
   *[other] restano { $rolls } lanci
}.
turn-info-yours = Tocca a te, { $player }: giro { $round } di { $rounds }, { $rolls ->
    [0] nessun lancio rimasto
    [one] resta { $rolls } lancio
   *[other] restano { $rolls } lanci
}.
dice-theirs = Dadi di { $player }: { $dice }.
allowed = Puoi { $actions }.
allowed-roll = lanciare i dadi
allowed-reroll = rilanciare i dadi scelti
allowed-select = scegliere { $faces } da rilanciare
allowed-unselect = tenere di nuovo { $faces }
allowed-open-chooser = scegliere una casella
allowed-choose = scorrere le caselle, segnarne una o tornare ai dadi
allowed-mark = { $count ->
    [1] segnare la casella { $boxes }
   *[other] segnare una di { $count } caselle
}
allowed-undo = annullare l’ultimo punteggio segnato
chooser-list = { $count ->
    [one] Una casella libera: { $options }.
   *[other] { $count } caselle libere: { $options }.
}
chooser-option = { $box } { $points }
chooser-option-joker = { $box } { $points } con il Jolly

## Il foglio stampato

table-box = Casella
table-empty = -
table-upper-total = Sezione superiore
table-upper-bonus = Bonus
table-yahtzee-bonus = Bonus { $box }
table-total = Totale
table-match-total = Totale della partita

## Ciò che serve a chi ascolta (trovato dal test dell’ascoltatore): un computer che rilancia tutti i dadi, e il
## Jolly obbligatorio che riduce le caselle possibili.

computer-reroll-all = { $player } rilancia tutti i dadi: { $dice }.
chooser-opened-joker = { $count ->
    [one] Scegli una casella: la regola del Jolly ne consente solo una.
   *[other] Scegli una casella: la regola del Jolly ne consente { $count }.
}
