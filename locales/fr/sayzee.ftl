# sayzee : messages en français. Chaque id existe dans toutes les langues, avec les mêmes variables.

## Ligne de commande

cli-error = Erreur : { $reason }
cli-dice-count = { $preset } se joue avec { $expected } dés, mais { $found ->
    [one] { $found } dé a été donné
   *[other] { $found } dés ont été donnés
}. Écrivez les faces d’un seul bloc, comme { $example }.
cli-dice-face = { $value } n’est pas une face de dé : les faces vont de 1 à 6.
cli-dice-not-digit = « { $char } » n’est pas une face de dé : écrivez les dés en chiffres de 1 à 6, comme { $example }.
cli-unknown-preset = Il n’y a pas de règles appelées « { $name } ». Les règles disponibles sont : { $presets }.
cli-rules-no-yahtzee-box = { $preset } n’a pas de case Yahtzee à cinq dés : ni Joker ni bonus Yahtzee possibles.
cli-rules-no-extra-rows = Les lignes supplémentaires (Paire, Double paire, Misère) ne vont qu’avec les règles de type Yahtzee, pas avec { $preset }.
cli-play-not-built = Le jeu lui-même n’est pas encore construit. Cette version sait compter les points : essayez « sayzee score --rules yatzy 15566 ».
