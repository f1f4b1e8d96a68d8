# Ansage des Spiels: Ereignisse, Ablehnungen und Antworten auf Fragen. Gleiche IDs und Variablen in jeder Sprache.
# Zahlen: $points $total $threshold $roll $rolls $round $rounds $sheet $sheets $position $count $place $face.
# Augen ($dice $new $kept $selected $asked $faces) kommen fertig verbunden: „1, 3, 3, 4, 6“.

## Listen

list-and = { $first } und { $second }
list-or = { $first } oder { $second }
list-comma = { $first }, { $second }

## Feldnamen, wie beim Kniffel. Das Feld für fünf gleiche Würfel heißt wie das Spiel der Regeln.

box-ones = Einer
box-twos = Zweier
box-threes = Dreier
box-fours = Vierer
box-fives = Fünfer
box-sixes = Sechser
box-one-pair = Ein Paar
box-two-pairs = Zwei Paare
box-three-pairs = Drei Paare
box-three-of-a-kind = Dreierpasch
box-four-of-a-kind = Viererpasch
box-five-of-a-kind = Fünferpasch
box-full-house = Full House
box-villa = Villa
box-tower = Turm
box-small-straight = Kleine Straße
box-large-straight = Große Straße
box-full-straight = Volle Straße
box-chance = Chance
box-yahtzee = Kniffel
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
preset-name = { $preset ->
    [yahtzee-free-joker] Kniffel mit freiem Joker
    [classic] Klassisch
    [classic-extra] Klassisch mit Zusatzfeldern
    [yatzy] Yatzy
    [maxi-yatzy] Maxi Yatzy
   *[yahtzee] Kniffel
}
box-pair = Paar
box-double-pair = Zwei Paare
box-misere = Misere

## Züge

turn-started = { $player } ist dran, Runde { $round } von { $rounds }.
turn-started-brief = { $player }, Runde { $round } von { $rounds }.
turn-yours = Ihr Zug, { $player }: Runde { $round } von { $rounds }.
sheet-of = Zettel { $sheet } von { $sheets }.
turn-rolls = { $rolls ->
    [one] { $rolls } Wurf in diesem Zug.
   *[other] { $rolls } Würfe in diesem Zug.
}

## Würfe und die Wahl der Würfel

roll = Wurf { $roll } von { $rolls }: { $dice }.
roll-again = Wurf { $roll } von { $rolls }: { $dice }; neu: { $new }.
roll-brief = { $dice }, Wurf { $roll }.
roll-again-brief = { $dice }, Wurf { $roll }; neu { $new }.
other-roll-brief = { $player }: { $dice }, Wurf { $roll }.
other-roll-again-brief = { $player }: { $dice }, Wurf { $roll }; neu { $new }.
computer-roll = { $player } würfelt { $dice }.
computer-reroll = { $player } behält { $kept } und würfelt erneut: { $dice }; neu: { $new }.
die-selected = { $count ->
    [1] Die { $face } wird neu gewürfelt.
   *[other] Die { $face } wird neu gewürfelt; { $count } Würfel neu zu würfeln: { $selected }.
}
die-unselected = { $count ->
    [0] Die { $face } bleibt liegen; nichts neu zu würfeln.
   *[other] Die { $face } bleibt liegen; { $count } Würfel neu zu würfeln: { $selected }.
}
# A die's place in the sorted roll as an ordinal, so that it is not heard as a face ($position: 1 to 6). The stem: add -e after "der", -en after "keinen".
die-ordinal = { $position ->
    [1] erst
    [2] zweit
    [3] dritt
    [4] viert
    [5] fünft
   *[other] sechst
}
# The face of a die named by its place ("eine 5").
die-face = eine { $face }
die-selected-at = { $count ->
    [1] Der { die-ordinal }e Würfel, { die-face }, wird neu gewürfelt.
   *[other] Der { die-ordinal }e Würfel, { die-face }, wird neu gewürfelt; { $count } Würfel neu zu würfeln: { $selected }.
}
die-unselected-at = { $count ->
    [0] Der { die-ordinal }e Würfel, { die-face }, wird behalten; nichts neu zu würfeln.
   *[other] Der { die-ordinal }e Würfel, { die-face }, wird behalten; { $count } Würfel neu zu würfeln: { $selected }.
}
all-selected = Alle Würfel werden neu gewürfelt.
all-kept = Alle Würfel bleiben liegen.

## Die Feldauswahl

chooser-opened = Wählen Sie ein Feld.
chooser-box = { $box }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $position } von { $count }.
chooser-box-joker = { $box }, Joker, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}, { $position } von { $count }.
chooser-closed = Zurück zu den Würfeln.
chooser-first-box = Erstes Feld.
chooser-last-box = Letztes Feld.

## Einträge und Boni

mark = { $player } notiert { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} im Feld { $box }.
mark-joker = { $player } notiert mit dem Joker { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} im Feld { $box }.
mark-yahtzee-bonus = { $box }-Bonus: { $points } Punkte!
mark-brief = { $box }, { $points }.
mark-joker-brief = { $box }, { $points }, Joker.
computer-mark-brief = { $player }: { $box }, { $points }.
computer-mark-joker-brief = { $player }: { $box }, { $points }, Joker.
mark-yahtzee-bonus-brief = { $box }-Bonus, { $points }.
mark-upper-progress = Oberer Teil: { $total } von { $threshold }.
mark-upper-total = Oberer Teil: { $total }.
mark-rolls-saved = { $rolls ->
    [one] { $rolls } Wurf für den nächsten Zug aufgespart.
   *[other] { $rolls } Würfe für den nächsten Zug aufgespart.
}
upper-bonus-earned = { $player } bekommt den Bonus im oberen Teil: { $points } Punkte!
upper-bonus-earned-brief = { $player }: Bonus im oberen Teil, { $points }.
undo-mark = Zurückgenommen: { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} im Feld { $box } für { $player }.
undo-upper-bonus = Der Bonus im oberen Teil, { $points } Punkte, ist auch zurückgenommen.
undo-yahtzee-bonus = Der { $box }-Bonus, { $points } Punkte, ist auch zurückgenommen.
undo-back-to-roll = Zurück zu Wurf { $roll } von { $rolls }: { $dice }.
undo-turn-theirs = { $player } ist wieder dran.

## Das Ende

game-over = Spiel vorbei.
rank-solo = { $player } beendet das Spiel mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}.
rank-winner = { $player } gewinnt mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}.
rank = Platz { $place }: { $player } mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}.
rank-tie = { $players } teilen sich Platz { $place } mit je { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
}.

## Ablehnungen: warum, und was stattdessen zu tun ist

refused-game-over = Das Spiel ist vorbei; Punktestand und Zettel können Sie weiter abfragen.
refused-computer-playing = { $player } ist dran; der Computer spielt.
refused-not-rolled = Noch keine Würfel: zuerst würfeln.
refused-no-roll-left = Kein Wurf mehr übrig: wählen Sie ein Feld.
refused-no-kept-die = Kein behaltener Würfel zeigt { $face }. Behalten: { $kept }.
refused-no-kept-die-none = Kein behaltener Würfel zeigt { $face }: alle Würfel werden neu gewürfelt.
refused-no-die-at = Es gibt keinen { die-ordinal }en Würfel: Dieser Wurf hat nur { $dice }.
refused-kept-at = Der { die-ordinal }e Würfel, { die-face }, wird schon behalten.
refused-no-selected-die = Kein Würfel mit { $face } ist zum Neuwürfeln gewählt. Neu zu würfeln: { $selected }.
refused-no-selected-die-none = Kein Würfel mit { $face } ist zum Neuwürfeln gewählt: alle Würfel bleiben liegen.
refused-faces-not-showing = Die Würfel zeigen { $dice }, nicht { $asked }.
refused-nothing-to-reroll = Keine Würfel zum Neuwürfeln: wählen Sie zuerst welche oder wählen Sie ein Feld.
refused-chooser-closed = Die Feldauswahl ist nicht offen.
refused-box-filled = { $box } ist schon ausgefüllt: wählen Sie ein freies Feld.
refused-no-such-box = Diese Regeln haben kein Feld { $box }.
refused-joker-requires = Die Joker-Regel verlangt { $boxes }.
refused-nothing-to-undo = Nichts zum Zurücknehmen.
refused-computer-move-final = Der Zug eines Computerspielers kann nicht zurückgenommen werden.
refused-undo-too-late = Zu spät zum Zurücknehmen: der nächste Spieler hat schon gewürfelt.
refused-dice-exhausted = Die vorgegebenen Würfel sind aufgebraucht.

## Antworten auf Fragen

dice-none = Noch keine Würfel: der Zug beginnt mit einem Wurf.
dice-all-kept = Alle behalten: { $dice }.
dice-all-selected = Alle werden neu gewürfelt: { $dice }.
dice-kept-selected = Behalten: { $kept }. Neu zu würfeln: { $selected }.
dice-kept-selected-places = Behalten: { $kept }. { $count ->
    [one] Neu gewürfelt wird der Würfel an Stelle { $places }, mit { $selected }.
   *[other] Neu gewürfelt werden die Würfel an Stelle { $places }, mit { $selected }.
}
scores = Punktestand: { $entries }.
score-entry = { $player }: { $points }
scores-leader = { $player } führt mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
} Vorsprung.
scores-won-by = { $player } hat mit { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkten
} Vorsprung gewonnen.
scores-tie = { $players } liegen gleichauf vorn.
scores-tie-final = { $players } teilen sich den ersten Platz.
sheet-row = { $box }: { $entries }.
sheet-entry = { $player }: { $points }
sheet-entry-empty = { $player }: leer
sheet-upper = Oberer Teil: { $entries }.
sheet-upper-entry = { $player }: { $total } von { $threshold }
sheet-upper-entry-reached = { $player }: { $total } mit Bonus
sheet-upper-bonus = Bonus oben: { $entries }.
sheet-yahtzee-bonus = { $box }-Bonus: { $entries }.
sheet-total = Gesamt: { $entries }.
match-total = Gesamt aller Zettel: { $entries }.
turn-info = { $player } ist dran, Runde { $round } von { $rounds }, { $rolls ->
    [0] kein Wurf mehr
    [one] noch { $rolls } Wurf
   *[other] noch { $rolls } Würfe
}.
turn-info-yours = Ihr Zug, { $player }: Runde { $round } von { $rounds }, { $rolls ->
    [0] kein Wurf mehr
    [one] noch { $rolls } Wurf
   *[other] noch { $rolls } Würfe
}.
dice-theirs = Würfel von { $player }: { $dice }.
allowed = Sie können { $actions }.
allowed-roll = würfeln
allowed-reroll = die gewählten Würfel neu würfeln
allowed-select = { $faces } zum Neuwürfeln wählen
allowed-unselect = { $faces } wieder behalten
allowed-open-chooser = ein Feld wählen
allowed-choose = durch die Felder gehen, eines ausfüllen oder zu den Würfeln zurückkehren
allowed-mark = { $count ->
    [1] { $boxes } ausfüllen
   *[other] eines von { $count } Feldern ausfüllen
}
allowed-undo = den letzten Eintrag zurücknehmen
chooser-list = { $count ->
    [one] Ein freies Feld: { $options }.
   *[other] { $count } freie Felder: { $options }.
}
chooser-option = { $box } { $points }
chooser-option-joker = { $box } { $points } mit dem Joker

## Der gedruckte Zettel

table-box = Feld
table-empty = -
table-upper-total = Oberer Teil
table-upper-bonus = Bonus
table-yahtzee-bonus = { $box }-Bonus
table-total = Gesamt
table-match-total = Gesamt aller Zettel

## Was ein Zuhörer wissen muss (vom Zuhörer-Test gefunden): ein Computer würfelt alle Würfel neu, und der
## Joker-Zwang schränkt die Felder ein.

computer-reroll-all = { $player } würfelt alle Würfel neu: { $dice }.
chooser-opened-joker = { $count ->
    [one] Wählen Sie ein Feld: die Joker-Regel erlaubt nur eines.
   *[other] Wählen Sie ein Feld: die Joker-Regel erlaubt { $count } Felder.
}
