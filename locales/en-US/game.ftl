# Narration of play: events, rejections and answers to questions. Same ids and variables in every locale.
# Numbers: $points $total $threshold $roll $rolls $round $rounds $sheet $sheets $position $count $place $face.
# Faces ($dice $new $kept $selected $asked $faces) arrive pre-joined as "1, 3, 3, 4, 6".

## Lists: built from the end, so "A, B and C" is list-comma(A, list-and(B, C)).

list-and = { $first } and { $second }
list-or = { $first } or { $second }
list-comma = { $first }, { $second }
# Items that hold commas of their own, such as the choices of the table list, told apart by a longer pause.

## Box names. The five-of-a-kind box takes the name of the game the preset plays.

box-ones = Ones
box-twos = Twos
box-threes = Threes
box-fours = Fours
box-fives = Fives
box-sixes = Sixes
box-one-pair = One pair
box-two-pairs = Two pairs
box-three-pairs = Three pairs
box-three-of-a-kind = Three of a kind
box-four-of-a-kind = Four of a kind
box-five-of-a-kind = Five of a kind
box-full-house = Full house
box-villa = Villa
box-tower = Tower
box-small-straight = Small straight
box-large-straight = Large straight
box-full-straight = Full straight
box-chance = Chance
box-yahtzee = Yahtzee
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
preset-name = { $preset ->
    [yahtzee-free-joker] Yahtzee with the free Joker
    [classic] Classic
    [classic-extra] Classic with extra boxes
    [yatzy] Yatzy
    [maxi-yatzy] Maxi Yatzy
   *[yahtzee] Yahtzee
}
box-pair = Pair
box-double-pair = Double pair
box-misere = Misere

## Turns

turn-started = { $player }’s turn, round { $round } of { $rounds }.
turn-started-brief = { $player }, round { $round } of { $rounds }.
turn-yours = Your turn, { $player }: round { $round } of { $rounds }.
sheet-of = Sheet { $sheet } of { $sheets }.
turn-rolls = { $rolls ->
    [one] { $rolls } roll this turn.
   *[other] { $rolls } rolls this turn.
}

## Rolls and the choice of dice

roll = Roll { $roll } of { $rolls }: { $dice }.
roll-again = Roll { $roll } of { $rolls }: { $dice }; new: { $new }.
roll-brief = { $dice }, roll { $roll }.
roll-again-brief = { $dice }, roll { $roll }; new { $new }.
other-roll-brief = { $player }: { $dice }, roll { $roll }.
other-roll-again-brief = { $player }: { $dice }, roll { $roll }; new { $new }.
computer-roll = { $player } rolls { $dice }.
computer-reroll = { $player } keeps { $kept } and rolls again: { $dice }; new: { $new }.
die-selected = { $count ->
    [1] A { $face } will be rerolled.
   *[other] A { $face } will be rerolled; { $count } dice to reroll: { $selected }.
}
die-unselected = { $count ->
    [0] The { $face } is kept; nothing to reroll.
   *[other] The { $face } is kept; { $count ->
        [one] { $count } die
       *[other] { $count } dice
    } to reroll: { $selected }.
}
# A die's place in the sorted roll as an ordinal, so that it is not heard as a face ($position: 1 to 6).
die-ordinal = { $position ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] sixth
}
# The face of a die named by its place ("a 5").
die-face = a { $face }
die-selected-at = { $count ->
    [1] The { die-ordinal } die, { die-face }, will be rerolled.
   *[other] The { die-ordinal } die, { die-face }, will be rerolled; { $count } dice to reroll: { $selected }.
}
die-unselected-at = { $count ->
    [0] The { die-ordinal } die, { die-face }, is kept; nothing to reroll.
   *[other] The { die-ordinal } die, { die-face }, is kept; { $count ->
        [one] { $count } die
       *[other] { $count } dice
    } to reroll: { $selected }.
}
all-selected = All dice will be rerolled.
all-kept = All dice kept.

## The box chooser

chooser-opened = Choose a box.
chooser-box = { $box }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $position } of { $count }.
chooser-box-joker = { $box }, Joker, { $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $position } of { $count }.
chooser-closed = Back to the dice.
chooser-first-box = First box.
chooser-last-box = Last box.

## Marks and bonuses

mark = { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} in { $box }.
mark-joker = { $player } scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} in { $box } with the Joker.
mark-yahtzee-bonus = { $box } bonus: { $points } points!
mark-brief = { $box }, { $points }.
mark-joker-brief = { $box }, { $points }, Joker.
computer-mark-brief = { $player }: { $box }, { $points }.
computer-mark-joker-brief = { $player }: { $box }, { $points }, Joker.
mark-yahtzee-bonus-brief = { $box } bonus, { $points }.
mark-upper-progress = Upper section { $total } of { $threshold }.
mark-upper-total = Upper section { $total }.
mark-rolls-saved = { $rolls ->
    [one] { $rolls } roll saved for the next turn.
   *[other] { $rolls } rolls saved for the next turn.
}
upper-bonus-earned = { $player } earns the upper section bonus: { $points } points!
upper-bonus-earned-brief = { $player }: upper section bonus, { $points }.
undo-mark = Undone: { $player }’s { $points ->
    [one] { $points } point
   *[other] { $points } points
} in { $box }.
undo-upper-bonus = The upper section bonus of { $points } points is taken back too.
undo-yahtzee-bonus = The { $box } bonus of { $points } points is taken back too.
undo-back-to-roll = Back to roll { $roll } of { $rolls }: { $dice }.
undo-turn-theirs = It is { $player }’s turn again.

## The end

game-over = Game over.
rank-solo = { $player } finishes with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
rank-winner = { $player } wins with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
rank = { $player } is { $place ->
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
   *[other] eighth
} with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
rank-tie = { $players } tie for { $place ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
   *[other] seventh
} with { $points ->
    [one] { $points } point
   *[other] { $points } points
}.

## Refusals: why, and what to do instead

refused-game-over = The game is over; you can still hear the scores and the sheets.
refused-computer-playing = It is { $player }’s turn; the computer is playing.
refused-not-rolled = No dice yet: roll first.
refused-no-roll-left = No rolls left: choose a box.
refused-no-kept-die = No kept die shows { $face }. Kept: { $kept }.
refused-no-kept-die-none = No kept die shows { $face }: every die will be rerolled.
refused-no-die-at = There is no { die-ordinal } die: this roll has only { $dice }.
refused-kept-at = The { die-ordinal } die, { die-face }, is kept already.
refused-no-selected-die = No die showing { $face } is set to be rerolled. Rerolling: { $selected }.
refused-no-selected-die-none = No die showing { $face } is set to be rerolled: every die is kept.
refused-faces-not-showing = The dice are { $dice }; they do not include { $asked }.
refused-nothing-to-reroll = No dice to reroll: pick some first, or choose a box.
refused-chooser-closed = The box chooser is not open.
refused-box-filled = { $box } is filled already: choose an open box.
refused-no-such-box = These rules have no { $box } box.
refused-joker-requires = The Joker rule requires { $boxes }.
refused-nothing-to-undo = Nothing to undo.
refused-computer-move-final = A computer player’s move cannot be undone.
refused-undo-too-late = Too late to undo: the next player has rolled.
refused-dice-exhausted = The scripted dice have run out.

## Answers to questions

dice-none = No dice yet: the turn starts with a roll.
dice-all-kept = All kept: { $dice }.
dice-all-selected = All will be rerolled: { $dice }.
dice-kept-selected = Kept: { $kept }. Rerolling: { $selected }.
dice-kept-selected-places = Kept: { $kept }. Rerolling the { $count ->
    [one] die in place
   *[other] dice in places
} { $places }, showing { $selected }.
scores = Scores: { $entries }.
score-entry = { $player }: { $points }
scores-leader = { $player } leads by { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
scores-won-by = { $player } won by { $points ->
    [one] { $points } point
   *[other] { $points } points
}.
scores-tie = { $players } share the lead.
scores-tie-final = { $players } tied for first place.
sheet-row = { $box }: { $entries }.
sheet-entry = { $player }: { $points }
sheet-entry-empty = { $player }: empty
sheet-upper = Upper section: { $entries }.
sheet-upper-entry = { $player }: { $total } of { $threshold }
sheet-upper-entry-reached = { $player }: { $total } with the bonus
sheet-upper-bonus = Upper bonus: { $entries }.
sheet-yahtzee-bonus = { $box } bonus: { $entries }.
sheet-total = Total: { $entries }.
match-total = Match total: { $entries }.
turn-info = { $player }’s turn, round { $round } of { $rounds }, { $rolls ->
    [0] no rolls left
    [one] { $rolls } roll left
   *[other] { $rolls } rolls left
}.
turn-info-yours = Your turn, { $player }: round { $round } of { $rounds }, { $rolls ->
    [0] no rolls left
    [one] { $rolls } roll left
   *[other] { $rolls } rolls left
}.
dice-theirs = { $player }’s dice: { $dice }.
allowed = You can { $actions }.
allowed-roll = roll the dice
allowed-reroll = reroll the chosen dice
allowed-select = pick { $faces } to reroll
allowed-unselect = keep { $faces } again
allowed-open-chooser = choose a box
allowed-choose = move through the boxes, mark one or go back to the dice
allowed-mark = { $count ->
    [1] mark { $boxes }
   *[other] mark one of { $count } boxes
}
allowed-undo = undo the last mark
chooser-list = { $count ->
    [one] One open box: { $options }.
   *[other] { $count } open boxes: { $options }.
}
chooser-option = { $box } { $points }
chooser-option-joker = { $box } { $points } with the Joker

## The printed score table

table-box = Box
table-empty = -
table-upper-total = Upper section
table-upper-bonus = Upper bonus
table-yahtzee-bonus = { $box } bonus
table-total = Total
table-match-total = Match total

## Facts a listener needs (found by the listener test): a computer rerolling every die, and the forced Joker
## narrowing the chooser to fewer boxes than are open.

computer-reroll-all = { $player } rolls all dice again: { $dice }.
chooser-opened-joker = { $count ->
    [one] Choose a box: the Joker rule allows only one.
   *[other] Choose a box: the Joker rule allows { $count } boxes.
}
