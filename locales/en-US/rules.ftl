## The rules read aloud (Ctrl+F1), one line each: the preset, every box, the bonuses, the Joker, the options.

rules-heading = Rules: { $preset }. { $dice } dice, { $rolls } rolls a turn, { $boxes } boxes.
rules-box = { $box }: { $pattern }; { $payout }.
rules-pattern-face = the dice showing { $face }
rules-pattern-of-a-kind = at least { $count } dice of one face
rules-pattern-pairs = { $count ->
    [1] a pair
   *[other] { $count } pairs of different faces
}
rules-pattern-full-house = three of one face and two of another
rules-pattern-villa = two sets of three, of different faces
rules-pattern-tower = four of one face and two of another
rules-pattern-any-run = { $length } faces in a row
rules-pattern-run = every face from { $low } to { $high }
rules-pattern-all-same = every die showing the same face
rules-pattern-any = any dice
rules-payout-sum-of-all = scores the sum of all the dice
rules-payout-sum-of-matched = scores the sum of those dice
rules-payout-fixed = scores { $points } points
rules-payout-sum-at-least = scores the sum of all the dice, at least { $points }
rules-payout-complement = scores { $points } minus the sum of the dice
rules-upper-bonus = Upper section bonus: { $points } points for { $threshold } or more in the upper section.
rules-no-upper-bonus = No upper section bonus.
rules-yahtzee-bonus = { $box } bonus: { $points } points for each further { $box } once the { $box } box holds points.
rules-no-yahtzee-bonus = No { $box } bonus.
rules-joker = { $joker ->
    [forced] Joker: a further { $box } goes in the upper box of its face if open, else in any open lower box at full value, else in any upper box for 0.
    [free] Joker: a further { $box } goes in any open box; full house and straights score full value once the upper box of that { $box }’s face is filled.
   *[off] No Joker: a further { $box } scores by the plain rules.
}
rules-saved-rolls = Rolls you leave unused are saved for your next turn.
rules-duplicate = Duplicate dice: each round, every player meets the same rolls: the same first roll, and the same new faces when they reroll as many dice.
rules-changed = Changed from { $preset }: { $option }.
rules-option-upper-bonus = { $on ->
    [yes] upper section bonus on
   *[no] no upper section bonus
}
rules-option-yahtzee-bonus = { $on ->
    [yes] { $box } bonus on
   *[no] no { $box } bonus
}
rules-option-joker = { $joker ->
    [forced] with the official Joker
    [free] with the free Joker
   *[off] no Joker
}
rules-option-extra-rows = { $on ->
    [yes] with the extra boxes Pair, Double pair and Misere
   *[no] without the extra boxes
}
rules-option-saved-rolls = { $on ->
    [yes] unused rolls are saved
   *[no] unused rolls are lost
}
