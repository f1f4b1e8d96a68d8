# sayzee: messaggi in italiano. Ogni id esiste in ogni lingua, con le stesse variabili.

## Riga di comando

cli-error = Errore: { $reason }
cli-dice-count = { $preset } si gioca con { $expected } dadi, ma { $found ->
    [one] è stato dato 1 dado
   *[other] sono stati dati { $found } dadi
}. Scrivi le facce tutte insieme, come { $example }.
cli-dice-face = { $value } non è una faccia del dado: le facce vanno da 1 a 6.
cli-dice-not-digit = «{ $char }» non è una faccia del dado: scrivi i dadi con cifre da 1 a 6, come { $example }.
cli-unknown-preset = Non esistono regole chiamate «{ $name }». Le regole disponibili sono: { $presets }.
cli-rules-no-yahtzee-box = { $preset } non ha una casella Yahtzee a cinque dadi, quindi niente jolly né bonus Yahtzee.
cli-rules-no-extra-rows = Le righe extra (Coppia, Doppia coppia, Miseria) valgono solo per le regole in stile Yahtzee, non per { $preset }.
cli-play-not-built = Il gioco vero e proprio non è ancora pronto. Questa versione sa calcolare i punti: prova «sayzee score --rules yatzy 15566».
