# sayzee: Meldungen auf Deutsch. Jede ID steht in jeder Sprache, mit denselben Variablen.

## Befehlszeile

cli-error = Fehler: { $reason }
cli-dice-count = { $preset } wird mit { $expected } Würfeln gespielt, aber { $found ->
    [one] 1 Würfel wurde angegeben
   *[other] { $found } Würfel wurden angegeben
}. Schreiben Sie die Augen zusammen, etwa { $example }.
cli-dice-face = { $value } ist keine Würfelseite: Würfel zeigen 1 bis 6.
cli-dice-not-digit = „{ $char }“ ist keine Würfelseite: Schreiben Sie die Würfel als Ziffern von 1 bis 6, etwa { $example }.
cli-unknown-preset = Es gibt keine Regeln namens „{ $name }“. Vorhanden sind: { $presets }.
cli-rules-no-yahtzee-box = { $preset } hat kein Yahtzee-Feld mit fünf Würfeln, also weder Joker noch Yahtzee-Bonus.
cli-rules-no-extra-rows = Zusatzzeilen (Paar, Doppelpaar, Misere) passen nur zu den Yahtzee-Regeln, nicht zu { $preset }.
cli-play-not-built = Das Spiel selbst ist noch nicht gebaut. Diese Version kann Würfe werten: versuchen Sie „sayzee score --rules yatzy 15566“.
