# Uppläsning av spelet: händelser, avslag och svar på frågor. Samma id och variabler i alla språk.
# Tal: $points $total $threshold $roll $rolls $round $rounds $sheet $sheets $position $count $place $face.
# Tärningar ($dice $new $kept $selected $asked $faces) kommer färdigt sammanfogade: ”1, 3, 3, 4, 6”.

## Listor

list-and = { $first } och { $second }
list-or = { $first } eller { $second }
list-comma = { $first }, { $second }

## Rutornas namn, som i Yatzy. Rutan för fem lika heter Yatzy även med Yahtzee-regler.

box-ones = Ettor
box-twos = Tvåor
box-threes = Treor
box-fours = Fyror
box-fives = Femmor
box-sixes = Sexor
box-one-pair = Ett par
box-two-pairs = Två par
box-three-pairs = Tre par
box-three-of-a-kind = Tretal
box-four-of-a-kind = Fyrtal
box-five-of-a-kind = Femtal
box-full-house = Kåk
box-villa = Hus
box-tower = Torn
box-small-straight = Liten stege
box-large-straight = Stor stege
box-full-straight = Full stege
box-chance = Chans
box-yahtzee = Yatzy
box-yatzy = Yatzy
box-maxi-yatzy = Maxi Yatzy
preset-name = { $preset ->
    [yahtzee-free-joker] Yahtzee med fri joker
    [classic] Klassiskt
    [classic-extra] Klassiskt med extra rutor
    [yatzy] Yatzy
    [maxi-yatzy] Maxi Yatzy
   *[yahtzee] Yahtzee
}
box-pair = Par
box-double-pair = Dubbelpar
box-misere = Misère

## Turer

turn-started = Nu spelar { $player }, omgång { $round } av { $rounds }.
turn-started-brief = { $player }, omgång { $round } av { $rounds }.
turn-yours = Din tur, { $player }: omgång { $round } av { $rounds }.
sheet-of = Protokoll { $sheet } av { $sheets }.
turn-rolls = { $rolls } slag den här turen.

## Slag och val av tärningar

roll = Slag { $roll } av { $rolls }: { $dice }.
roll-again = Slag { $roll } av { $rolls }: { $dice }; nya: { $new }.
roll-brief = { $dice }, slag { $roll }.
roll-again-brief = { $dice }, slag { $roll }; nya { $new }.
other-roll-brief = { $player }: { $dice }, slag { $roll }.
other-roll-again-brief = { $player }: { $dice }, slag { $roll }; nya { $new }.
computer-roll = { $player } slår: { $dice }.
computer-reroll = { $player } sparar { $kept } och slår igen: { $dice }; nya: { $new }.
die-selected = { $count ->
    [1] { $face ->
        [1] En etta
        [2] En tvåa
        [3] En trea
        [4] En fyra
        [5] En femma
       *[other] En sexa
    } slås om.
   *[other] { $face ->
        [1] En etta
        [2] En tvåa
        [3] En trea
        [4] En fyra
        [5] En femma
       *[other] En sexa
    } slås om; { $count } tärningar att slå om: { $selected }.
}
die-unselected = { $count ->
    [0] { $face ->
        [1] En etta
        [2] En tvåa
        [3] En trea
        [4] En fyra
        [5] En femma
       *[other] En sexa
    } sparas; inget att slå om.
   *[other] { $face ->
        [1] En etta
        [2] En tvåa
        [3] En trea
        [4] En fyra
        [5] En femma
       *[other] En sexa
    } sparas; { $count ->
        [one] { $count } tärning
       *[other] { $count } tärningar
    } att slå om: { $selected }.
}
# A die's place in the sorted roll as an ordinal, so that it is not heard as a face ($position: 1 to 6).
die-ordinal = { $position ->
    [1] första
    [2] andra
    [3] tredje
    [4] fjärde
    [5] femte
   *[other] sjätte
}
# The face of a die named by its place, as face mode says it ("en femma").
die-face = { $face ->
    [1] en etta
    [2] en tvåa
    [3] en trea
    [4] en fyra
    [5] en femma
   *[other] en sexa
}
die-selected-at = { $count ->
    [1] Den { die-ordinal } tärningen, { die-face }, slås om.
   *[other] Den { die-ordinal } tärningen, { die-face }, slås om; { $count } tärningar att slå om: { $selected }.
}
die-unselected-at = { $count ->
    [0] Den { die-ordinal } tärningen, { die-face }, sparas; inget att slå om.
   *[other] Den { die-ordinal } tärningen, { die-face }, sparas; { $count ->
        [one] { $count } tärning
       *[other] { $count } tärningar
    } att slå om: { $selected }.
}
all-selected = Alla tärningar slås om.
all-kept = Alla tärningar sparas.

## Val av ruta

chooser-opened = Välj en ruta.
chooser-box = { $box }, { $points } poäng, { $position } av { $count }.
chooser-box-joker = { $box }, Joker, { $points } poäng, { $position } av { $count }.
chooser-closed = Tillbaka till tärningarna.
chooser-first-box = Första rutan.
chooser-last-box = Sista rutan.

## Ifyllda rutor och bonusar

mark = { $player } får { $points } poäng på { $box }.
mark-joker = { $player } får { $points } poäng på { $box } med Jokern.
mark-yahtzee-bonus = { $box }-bonus: { $points } poäng!
mark-brief = { $box }, { $points }.
mark-joker-brief = { $box }, { $points }, Joker.
computer-mark-brief = { $player }: { $box }, { $points }.
computer-mark-joker-brief = { $player }: { $box }, { $points }, Joker.
mark-yahtzee-bonus-brief = { $box }-bonus, { $points }.
mark-upper-progress = Övre delen: { $total } av { $threshold }.
mark-upper-total = Övre delen: { $total }.
mark-rolls-saved = { $rolls } slag sparas till nästa tur.
upper-bonus-earned = { $player } får bonusen för övre delen: { $points } poäng!
upper-bonus-earned-brief = { $player }: bonus för övre delen, { $points }.
undo-mark = Ångrat: { $points } poäng på { $box } för { $player }.
undo-upper-bonus = Bonusen för övre delen, { $points } poäng, ångras också.
undo-yahtzee-bonus = { $box }-bonusen, { $points } poäng, ångras också.
undo-back-to-roll = Tillbaka till slag { $roll } av { $rolls }: { $dice }.
undo-turn-theirs = Nu spelar { $player } igen.

## Slutet

game-over = Spelet är slut.
rank-solo = { $player } slutar på { $points } poäng.
rank-winner = { $player } vinner med { $points } poäng.
rank = { $player } kommer { $place ->
    [2] tvåa
    [3] trea
    [4] fyra
    [5] femma
    [6] sexa
    [7] sjua
   *[other] åtta
} med { $points } poäng.
rank-tie = { $players } delar { $place ->
    [1] första
    [2] andra
    [3] tredje
    [4] fjärde
    [5] femte
    [6] sjätte
   *[other] sjunde
} platsen med { $points } poäng.

## Avslag: varför, och vad man kan göra i stället

refused-game-over = Spelet är slut; du kan fortfarande höra poängen och protokollen.
refused-computer-playing = Nu spelar { $player }, som styrs av datorn.
refused-not-rolled = Inga tärningar än: slå först.
refused-no-roll-left = Inga slag kvar: välj en ruta.
refused-no-kept-die = Ingen sparad tärning visar { $face }. Sparade: { $kept }.
refused-no-kept-die-none = Ingen sparad tärning visar { $face }: alla tärningar slås om.
refused-no-die-at = Det finns ingen { die-ordinal } tärning: det här slaget har bara { $dice }.
refused-kept-at = Den { die-ordinal } tärningen, { die-face }, är redan sparad.
refused-no-selected-die = Ingen tärning som visar { $face } ska slås om. Att slå om: { $selected }.
refused-no-selected-die-none = Ingen tärning som visar { $face } ska slås om: alla tärningar sparas.
refused-faces-not-showing = Tärningarna visar { $dice }, inte { $asked }.
refused-nothing-to-reroll = Inga tärningar att slå om: välj några först, eller välj en ruta.
refused-chooser-closed = Rutvalet är inte öppet.
refused-box-filled = Rutan { $box } är redan ifylld: välj en ledig ruta.
refused-no-such-box = De här reglerna har ingen ruta { $box }.
refused-joker-requires = Jokerregeln kräver { $boxes }.
refused-nothing-to-undo = Inget att ångra.
refused-computer-move-final = En datorspelares drag kan inte ångras.
refused-undo-too-late = För sent att ångra: nästa spelare har redan slagit.
refused-dice-exhausted = De förbestämda tärningarna är slut.

## Svar på frågor

dice-none = Inga tärningar än: turen börjar med ett slag.
dice-all-kept = Alla sparade: { $dice }.
dice-all-selected = Alla slås om: { $dice }.
dice-kept-selected = Sparade: { $kept }. Att slå om: { $selected }.
dice-kept-selected-places = Sparade: { $kept }. Slås om: { $count ->
    [one] tärningen på plats { $places }, som visar
   *[other] tärningarna på plats { $places }, som visar
} { $selected }.
scores = Poäng: { $entries }.
score-entry = { $player }: { $points }
scores-leader = { $player } leder med { $points } poäng.
scores-won-by = { $player } vann med { $points } poängs marginal.
scores-tie = { $players } delar ledningen.
scores-tie-final = { $players } delade förstaplatsen.
sheet-row = { $box }: { $entries }.
sheet-entry = { $player }: { $points }
sheet-entry-empty = { $player }: tom
sheet-upper = Övre delen: { $entries }.
sheet-upper-entry = { $player }: { $total } av { $threshold }
sheet-upper-entry-reached = { $player }: { $total } med bonus
sheet-upper-bonus = Bonus för övre delen: { $entries }.
sheet-yahtzee-bonus = { $box }-bonus: { $entries }.
sheet-total = Summa: { $entries }.
match-total = Summa för matchen: { $entries }.
turn-info = Nu spelar { $player }, omgång { $round } av { $rounds }, { $rolls ->
    [0] inga slag kvar
   *[other] { $rolls } slag kvar
}.
turn-info-yours = Din tur, { $player }: omgång { $round } av { $rounds }, { $rolls ->
    [0] inga slag kvar
   *[other] { $rolls } slag kvar
}.
dice-theirs = Tärningarna för { $player }: { $dice }.
allowed = Du kan { $actions }.
allowed-roll = slå tärningarna
allowed-reroll = slå om de valda tärningarna
allowed-select = välja { $faces } att slå om
allowed-unselect = spara { $faces } igen
allowed-open-chooser = välja en ruta
allowed-choose = bläddra bland rutorna, fylla i en eller gå tillbaka till tärningarna
allowed-mark = { $count ->
    [1] fylla i { $boxes }
   *[other] fylla i en av { $count } rutor
}
allowed-undo = ångra den senaste ifyllda rutan
chooser-list = { $count ->
    [one] En ledig ruta: { $options }.
   *[other] { $count } lediga rutor: { $options }.
}
chooser-option = { $box } { $points }
chooser-option-joker = { $box } { $points } med Jokern

## Det utskrivna protokollet

table-box = Ruta
table-empty = -
table-upper-total = Övre delen
table-upper-bonus = Bonus
table-yahtzee-bonus = { $box }-bonus
table-total = Summa
table-match-total = Summa för matchen

## Det en lyssnare behöver veta (hittat av lyssnartestet): en dator som slår om alla tärningar, och
## Jokerregeln som begränsar vilka rutor som går att välja.

computer-reroll-all = { $player } slår om alla tärningar: { $dice }.
chooser-opened-joker = { $count ->
    [one] Välj en ruta: Jokerregeln tillåter bara en.
   *[other] Välj en ruta: Jokerregeln tillåter { $count } rutor.
}
