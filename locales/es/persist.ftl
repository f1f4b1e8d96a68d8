# Persistencia: el archivo de ajustes, la partida guardada, las estadísticas y los archivos apartados.

## Archivos que no se pudieron usar

file-settings-refused = No se pudo usar el archivo de ajustes: { $problem }. Se aplican los ajustes predeterminados.
file-save-refused = No se pudo usar el archivo de la partida guardada: { $problem }. Empieza una partida nueva.
file-stats-refused = No se pudo usar el archivo de estadísticas: { $problem }. Las estadísticas empiezan de nuevo desde aquí.
file-finished-refused = No se pudo usar el archivo de partidas terminadas: { $problem }. Las partidas terminadas se guardan de nuevo desde aquí.
finished-save-failed = La partida terminada no se pudo guardar en { $path } para sayzee walk; cuenta igualmente en las estadísticas.
file-problem-oversized = ocupa más de 1 MiB, demasiado para ser un archivo de sayzee
file-problem-damaged = está dañado, cortado o no es un archivo de sayzee
file-problem-newer = lo escribió una versión más reciente de sayzee
file-problem-unreadable = no se pudo leer
file-problem-not-a-file = no es un archivo normal sino una carpeta, un dispositivo o una tubería
file-moved-aside = No se borró nada: el archivo se guardó como { $path }.
file-left-in-place = Tampoco se pudo apartar el archivo; queda intacto en { $path }.
file-not-touched = No se cambió nada: lo que no se pudo leer sigue tal cual en { $path }.
settings-value-ignored = En el archivo de ajustes, se ignora { $setting }: { $reason }
settings-unknown-action = no hay ninguna acción llamada «{ $name }».
settings-unknown-key = «{ $key }» no es un nombre de tecla (en las teclas de { $name }).
settings-unknown-joker = «{ $value }» no es una regla de comodín: escriba forced, free u off.
settings-unknown-dice = «{ $value }» no es una forma de elegir los dados: escriba face o position.
settings-unknown-hint-first = «{ $value }» no es una jugada que el consejo pueda dar primero: escriba win o points.
settings-unknown-verbosity = «{ $value }» no es un nivel de anuncios: escriba full o brief.
settings-unknown-setting = sayzee no tiene ningún ajuste con ese nombre.
settings-expected-text = { $value } no es texto: escriba el valor entre comillas.
settings-expected-flag = { $value } no es ni true ni false.
settings-expected-number = { $value } no es un número entero de { $min } a { $max }.
settings-expected-section = debe ser una sección propia, con el encabezado [{ $name }].
settings-expected-keys = { $value } no es una lista de nombres de teclas, como ["x", "shift+t"].

## Guardar y reanudar

save-failed = No se pudo guardar la partida en { $path }. El juego sigue; lo que se guardó antes se conserva tal cual, y oirá cuando vuelva a funcionar el guardado.
save-works-again = El guardado vuelve a funcionar: la partida está guardada.
save-blocked = Esta partida no se guarda: no se pudo leer { $path }, y sayzee nunca escribe encima de un archivo que no pudo leer.
resume-offer = Hay una partida sin terminar de { $rules } guardada, con { $players }.
resume-question = Pulse Intro para reanudarla, o escriba nueva para empezar una partida nueva.
resume-word-new = nueva
resume-word-resume = reanudar
resume-resumed = Partida reanudada.
resume-nothing-saved = No hay ninguna partida sin terminar que reanudar, así que empieza una partida nueva.
data-busy = Otro sayzee está usando los archivos de { $path }. Este no guardará nada allí.
data-busy-question = Pulse Intro para jugar sin guardar, o escriba salir para irse.
data-busy-word-play = jugar
data-busy-word-quit = salir

## Estadísticas

stats-recorded = Esta partida ya está en sus estadísticas.
stats-recorded-online = Esta partida ya está en sus estadísticas, con sus partidas en línea.
stats-online-not-counted = Esta partida no entra en las estadísticas de { $names }: la mayor parte la jugó el ordenador.
stats-online-failed = Esta partida no se pudo contar: las estadísticas no se pudieron guardar en { $path }.
stats-online-blocked = Esta partida no se cuenta: no se pudo leer { $path }, y sayzee nunca escribe sobre un archivo que no pudo leer.
stats-save-failed = No se pudieron guardar las estadísticas en { $path }. La partida terminada sigue guardada y se contará la próxima vez que se inicie sayzee.
stats-recorded-late = La partida que terminó la última vez ya está en sus estadísticas.
stats-blocked = Esta partida aún no se cuenta: no se pudo leer { $path }, y sayzee nunca escribe encima de un archivo que no pudo leer. La partida sigue guardada y se contará cuando se pueda leer el archivo.
stats-none = Todavía no hay partidas terminadas.
stats-unavailable = Las estadísticas no están disponibles: sayzee no tiene aquí una carpeta de datos.
stats-preset = { $preset }: { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}.
stats-preset-online = { $preset }, en línea: { $games ->
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
stats-player-given = { $name } regala { $game_points ->
    [one] 1 punto
   *[other] { $game_points } puntos
} por partida frente al juego del experto, { $decision_points } por decisión, en { $games ->
    [one] 1 partida revisada
   *[other] { $games } partidas revisadas
}.
stats-player-luck-above = { $name }: los dados le dan { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} por partida más que en una partida media, en { $games ->
    [one] 1 partida revisada
   *[other] { $games } partidas revisadas
}.
stats-player-luck-below = { $name }: los dados le dan { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} por partida menos que en una partida media, en { $games ->
    [one] 1 partida revisada
   *[other] { $games } partidas revisadas
}.
stats-player-luck-even = { $name }: los dados le dan justo lo de una partida media, en { $games ->
    [one] 1 partida revisada
   *[other] { $games } partidas revisadas
}.
stats-yahtzee-note = Cuentan como Yahtzee la casilla Yahtzee anotada con puntos y cada bonificación de Yahtzee.
action-say-stats = oír sus estadísticas: partidas, mejores puntuaciones y medias, Yahtzees
