# Persistencia: el archivo de ajustes, la partida guardada, las estadísticas y los archivos apartados.

## Archivos que no se pudieron usar

file-settings-refused = No se pudo usar el archivo de ajustes: { $problem }. Se aplican los ajustes predeterminados.
file-save-refused = No se pudo usar el archivo de la partida guardada: { $problem }. Empieza una partida nueva.
file-stats-refused = No se pudo usar el archivo de estadísticas: { $problem }. Las estadísticas empiezan de nuevo desde aquí.
file-problem-oversized = ocupa más de 1 MiB, demasiado para ser un archivo de sayzee
file-problem-damaged = está dañado, cortado o no es un archivo de sayzee
file-problem-unknown-setting = contiene un ajuste que esta versión no conoce, «{ $name }»
file-problem-newer = lo escribió una versión más reciente de sayzee
file-problem-unreadable = no se pudo leer
file-moved-aside = No se borró nada: el archivo se guardó como { $path }.
file-left-in-place = Tampoco se pudo apartar el archivo; queda intacto en { $path }.
settings-value-ignored = En el archivo de ajustes, se ignora { $setting }: { $reason }
settings-unknown-action = no hay ninguna acción llamada «{ $name }».
settings-unknown-key = «{ $key }» no es un nombre de tecla (en las teclas de { $name }).
settings-unknown-joker = «{ $value }» no es una regla de comodín: escriba forced, free u off.

## Guardar y reanudar

save-failed = No se pudo guardar la partida en { $path }. El juego sigue, pero si sayzee se detiene ahora, esta partida no se podrá reanudar.
resume-offer = Hay una partida sin terminar de { $rules } guardada, con { $players }.
resume-question = Pulse Intro para reanudarla, o escriba nueva para empezar una partida nueva.
resume-word-new = nueva
resume-word-resume = reanudar
resume-resumed = Partida reanudada.

## Estadísticas

stats-recorded = Esta partida ya está en sus estadísticas.
stats-save-failed = No se pudieron guardar las estadísticas en { $path }, así que esta partida no se cuenta.
stats-none = Todavía no hay partidas terminadas.
stats-unavailable = Las estadísticas no están disponibles: sayzee no tiene aquí una carpeta de datos.
stats-preset = { $preset }: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}.
stats-player = { $name }: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 ganada
   *[other] { $wins } ganadas
}, mejor { $best }, media { $average }, { $box }: { $yahtzees }.
stats-yahtzee-note = Cuentan como Yahtzee la casilla Yahtzee anotada con puntos y cada bonificación de Yahtzee.
action-say-stats = oír sus estadísticas: partidas, mejores puntuaciones y medias, Yahtzees
