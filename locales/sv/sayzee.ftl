# sayzee: meddelanden på svenska. Varje id finns i alla språk, med samma variabler.

## Kommandoraden

cli-error = Fel: { $reason }
cli-dice-count = { $preset } spelas med { $expected } tärningar, men { $found ->
    [one] 1 tärning angavs
   *[other] { $found } tärningar angavs
}. Skriv sidorna i följd, till exempel { $example }.
cli-dice-face = { $value } är ingen tärningssida: sidorna går från 1 till 6.
cli-dice-not-digit = ”{ $char }” är ingen tärningssida: skriv tärningarna som siffror från 1 till 6, till exempel { $example }.
cli-unknown-preset = Det finns inga regler som heter ”{ $name }”. Reglerna som finns är: { $presets }.
cli-rules-no-yahtzee-box = { $preset } har ingen Yatzy-ruta med fem tärningar och kan därför inte spela med joker eller Yatzy-bonus.
cli-rules-no-extra-rows = Extraraderna (Par, Dubbelpar, Misère) passar bara Yahtzee-reglerna, inte { $preset }.
cli-play-not-built = Själva spelet är inte byggt än. Den här versionen kan räkna poäng: prova ”sayzee score --rules yatzy 15566”.
