# Acciones, su ayuda y las palabras del modo línea. Mismos ids y variables en todos los idiomas.

## Qué hace cada acción, para la ayuda

action-advance = tirar los dados, volver a tirar los elegidos, abrir la elección de casilla o anotar la casilla bajo el cursor
action-select = elegir un dado guardado con esa cara para volver a tirarlo
action-select-place = marcar para volver a tirar, o guardar de nuevo, el dado en esa posición, con la tirada ordenada de menor a mayor
action-unselect = guardar de nuevo un dado elegido con esa cara
action-unselect-place = guardar de nuevo el dado en esa posición
action-select-all = elegir todos los dados para volver a tirarlos
action-keep-all = guardar todos los dados
action-say-dice = decir qué dados se guardan y cuáles se volverán a tirar
action-say-roll = repetir la última tirada
action-say-scores = decir la puntuación de cada jugador
action-say-sheets = leer las hojas de puntuación completas
action-say-turn = decir de quién es el turno, la ronda y las tiradas que quedan
action-cursor-next = casilla siguiente
action-cursor-previous = casilla anterior
action-cursor-first = primera casilla
action-cursor-last = última casilla
action-back = salir de la elección de casilla; fuera de ella, salir del juego
action-help = enumerar las teclas útiles ahora
action-switch-language = cambiar de idioma
action-repeat = repetir el último mensaje
action-history = retroceder por los mensajes anteriores
action-undo = deshacer la última anotación, hasta que el siguiente jugador tire
action-hint = lo que haría un experto ahora
action-review = oír cómo se comparan sus decisiones con las del experto y recorrerlas con las flechas
action-drill = practicar ya sus decisiones más costosas, una vez terminada la partida
action-quit = salir ya

## Nombres de teclas

key-enter = Intro
key-space = Espacio
key-escape = Escape
key-up = Flecha arriba
key-down = Flecha abajo
key-home = Inicio
key-end = Fin
key-f1 = F1
key-left = Flecha izquierda
key-right = Flecha derecha
key-page-up = Retroceder página
key-page-down = Avanzar página
key-tab = Tabulador
key-backspace = Retroceso
key-delete = Suprimir
key-question-mark = Signo de interrogación
key-right-bracket = Corchete de cierre
key-left-bracket = Corchete de apertura
key-shifted = Mayús+{ $key }
key-ctrl = Ctrl+{ $key }
key-digits = 1 a 6
key-shifted-digits = Mayús+1 a 6

## Ayuda

help-intro = Teclas útiles ahora:
help-intro-all = Todas las teclas del juego:
help-host-is = { $name } lleva la mesa: solo { $name } puede abrir el menú del anfitrión.
help-line = { $keys }: { $what }.
help-more = Pulse F1 otra vez para oír todas las teclas.
help-more-lines = Escriba { word-help } otra vez para oír todas las órdenes.
help-line-mode = En modo línea, escriba un nombre de tecla como enter, 3, shift+3, space o s, o una orden: { word-reroll } 3 5, { word-keep } 5, { word-score } full-house, { word-scores }, { word-sheets }, { word-turn }, { word-help }, { word-quit }. Las órdenes en inglés (reroll, keep, score…) también valen.

## Modo línea

line-unknown = «{ $word }» no significa nada aquí. Escriba { word-help } para ver teclas y órdenes.
line-did-you-mean = «{ $word }» no significa nada aquí. ¿Quería decir «{ $meant }»?
line-not-text = Esa línea no es texto legible; se ha omitido.
line-too-long = Esa línea tiene más de { $max } caracteres; se ha omitido.
line-not-a-face = «{ $word }» no es una cara de dado: use cifras del 1 al 6, como reroll 3 5.
line-not-a-box = «{ $word }» no es una casilla. Las casillas se escriben como full-house o small-straight; escriba { word-help } para más.
line-incomplete = { $word } necesita más: diga qué dados, como { $word } 3 5.

## Sesión

session-quit-confirm = ¿Salir de la partida? Pulse Escape otra vez para salir, u otra tecla para seguir.
session-quit-cancelled = Seguimos.
session-back-page = Atrás cierra la elección de casilla, que no está abierta. Para irse, use «Dejar la mesa».
session-goodbye = Adiós.
session-goodbye-saved = Adiós. Su partida está guardada y se le ofrecerá la próxima vez que empiece.
session-first-turn-keys = Para tirar los dados, pulse Intro. Para oír las teclas, pulse F1 o H.
session-first-turn-lines = Para tirar los dados, escriba enter. Para oír las teclas y órdenes, escriba { word-help }.
session-language = Idioma: español.
session-history-empty = Todavía no se ha dicho nada.
session-history-start = Ese es el primer mensaje.
session-hint-unavailable = Aún no hay consejos para estas reglas.
hint-roll-first = Primero tire: pulse Intro.
hint-thinking = El experto aún está estudiando estas reglas; el consejo llegará en cuanto esté listo.
chances = Probabilidad de ganar si todos juegan a la perfección desde ahora: { $entries }.
chances-at-levels = Probabilidad de ganar si cada ordenador juega a su nivel (calculada a partir de mil partidas simuladas) y todos los demás a la perfección desde ahora: { $entries }.
chances-entry = { $player }: { $chance }, { $finished ->
    [yes] puntuación final { $score }
   *[no] puntuación final esperada { $score }
}
# Separa la entrada de un jugador de la siguiente (cada entrada ya lleva sus comas).
chances-entries = { $first }; { $second }
chances-percent = { $band ->
    [none] ninguna posibilidad
    [under-one] menos del 1 por ciento
    [over-99] más del 99 por ciento
    [sure] victoria segura
   *[some] { $percent } por ciento
}
chances-thinking = Calculando las probabilidades de cada jugador; la respuesta llega en un momento.
chances-before-mark = Antes de la anotación de { $player }:
chances-before-now = Antes de la última anotación:
chances-unavailable = Ahora no se pueden calcular las probabilidades.
chances-busy = El servidor está calculando probabilidades para otras mesas; pulse W de nuevo dentro de un momento.
chances-no-exact-table = { $preset } no tiene una tabla de estrategia exacta, así que sus probabilidades de ganar no se pueden calcular con exactitud; el consejo da la estimación del experto.
verbosity-brief = Anuncios breves.
verbosity-full = Anuncios completos.
hint-keep = Experto: guarde { $keep } y vuelva a tirar el resto; puntuación final esperada { $expected }.
hint-keep-estimate = Estimación del experto: guarde { $keep } y vuelva a tirar el resto.
hint-mark = Experto: anote { $box } por { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}; puntuación final esperada { $expected }.
hint-mark-estimate = Estimación del experto: anote { $box } por { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}.
hint-yours-keep = Si guarda { $keep }: puntuación esperada { $expected }.
hint-yours-box = Si anota en la casilla { $box }: puntuación esperada { $expected }.
review-nothing-yet = { $name }: todavía no hay decisiones que revisar.
review-summary = { $name }: { $decisions ->
    [one] 1 decisión
   *[other] { $decisions } decisiones
}, { $experts } como las del experto; { $given ->
    [one] 1 punto regalado
   *[other] { $given } puntos regalados
} frente al juego perfecto.
review-summary-estimate = { $name }: { $decisions ->
    [one] 1 decisión
   *[other] { $decisions } decisiones
}, { $experts } como las del experto; alrededor de { $given ->
    [one] 1 punto regalado
   *[other] { $given } puntos regalados
} frente al juego del experto. Estas reglas no tienen tabla exacta, así que son estimaciones del experto.
review-luck-gave = { $name }: los dados le favorecieron, { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} más que en una partida media.
review-luck-took = { $name }: los dados le jugaron en contra, { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} menos que en una partida media.
review-luck-even = { $name }: los dados dieron justo lo de una partida media.
review-all-experts = Todas las decisiones fueron las del experto.
review-decision = Ronda { $round }, { $roll ->
    [1] primera tirada
    [2] segunda tirada
    [3] tercera tirada
   *[other] tirada { $roll }
}: { $dice }. { $chosen }; { $best }. Eso le costó { $cost ->
    [one] 1 punto
   *[other] { $cost } puntos
}.
review-decision-to-win = Ronda { $round }, { $roll ->
    [1] primera tirada
    [2] segunda tirada
    [3] tercera tirada
   *[other] tirada { $roll }
}: { $dice }. { $chosen }; para más puntos, { $best }. Eso le costó { $cost ->
    [one] 1 punto
   *[other] { $cost } puntos
}, pero subió su probabilidad de ganar del { $from } al { $to } por ciento.
review-chance-moved = { $decision } Su probabilidad de ganar pasó del { $from } al { $to } por ciento.
review-chance-held = { $decision } Su probabilidad de ganar se mantuvo en el { $chance } por ciento.
review-rest-experts = Todas las demás decisiones fueron las del experto.
review-played-to-win = { $name }, jugada para ganar: { $decision }
review-played-to-win-more = { $count ->
    [one] Otra decisión fue jugada
   *[other] Otras { $count } decisiones fueron jugadas
} para ganar; la lista de todas las decisiones las nombra una a una.
review-weighing = La revisión llegará en cuanto cada decisión se haya pesado en probabilidad de ganar.
review-decision-experts = Ronda { $round }, { $roll ->
    [1] primera tirada
    [2] segunda tirada
    [3] tercera tirada
   *[other] tirada { $roll }
}: { $dice }. { $chosen }: la elección del experto.
review-you-kept = Usted guardó { $keep }
review-you-rerolled-all = Usted volvió a tirar todos los dados
review-you-stopped = Usted dejó de tirar
review-you-marked = Usted anotó { $box }
review-expert-keeps = el experto guarda { $keep }
review-expert-rerolls-all = el experto vuelve a tirar todos los dados
review-expert-stops = el experto se planta ahí
review-expert-marks = el experto anota { $box }
review-line = { $n } de { $count }. { $decision }
review-line-of = { $name }, { $line }
review-walk-hint = Flecha arriba y flecha abajo recorren cada decisión, Inicio y Fin van a la primera y a la última, Escape cierra la revisión.
review-lines-hint = Escriba { word-review } para oír cada decisión, una por línea.
review-win-coming = Sus decisiones aún se están pesando en probabilidad de ganar; lo que eso añade a la revisión llegará en cuanto esté listo.
review-win-busy = El servidor está calculando probabilidades para otras mesas, así que esta vez no se dirá la decisión que más probabilidad de ganar costó.
review-win-costliest = { $name }, la decisión que más probabilidad de ganar le costó: { $decision } Bajó su probabilidad de ganar del { $from } al { $to } por ciento.
review-win-none = { $name }: ninguna de sus decisiones le costó probabilidad de ganar.
review-walk-first = Principio de la revisión.
review-walk-last = Final de la revisión.
review-closed = Revisión cerrada.
review-nobody = Nadie juega en este teclado, así que no hay nada que revisar.
review-thinking = El experto todavía está estudiando estas reglas; la revisión llegará en cuanto esté lista.
session-game-over-keys = La partida ha terminado. Pulse S o Mayús+S para las puntuaciones, U para deshacer la última anotación, o Escape para salir.
session-game-over-table = La partida ha terminado. Pulse S o Mayús+S para las puntuaciones finales, o Escape para dejar la mesa.
session-game-over-lines = La partida ha terminado. Escriba { word-scores } o { word-sheets } para las puntuaciones, { word-undo } para deshacer la última anotación, o { word-quit } para salir.
session-game-over-table-lines = La partida ha terminado. Escriba { word-scores } o { word-sheets } para las puntuaciones finales, o { word-quit } para dejar la mesa.
key-literal = { $key }

## Preparación

setup-language = ¿Qué idioma? Intro mantiene el { $default }; o escriba el nombre de otro: { $languages }.
language-name = { $tag ->
    [en-US] inglés
    [fr] francés
    [de] alemán
    [es] español
    [it] italiano
    [sv] sueco
   *[other] { $tag }
}
setup-rules = ¿Qué reglas? Intro para { $default }, o escriba un número: { $presets }.
setup-players = ¿Cuántas personas juegan, de 1 a { $max }? Intro para { $default }.
setup-name = ¿Nombre del jugador { $n }? Intro para { $default }.
setup-your-name = ¿Su nombre? Intro para { $default }.
setup-default-name = Jugador { $n }
setup-bots = ¿Cuántos jugadores controla el ordenador, de 0 a { $max }? Intro para { $default }.
setup-bot-level = ¿A qué nivel juegan? Intro para { $default }, o escriba un número: { $levels }.
setup-bot-name = Ordenador { $n }
setup-choice = { $n }: { $name }
setup-choice-line = { $n }: { $name }.
setup-invalid-number = «{ $answer }» no sirve aquí: responda con un número del { $min } al { $max }.
setup-invalid-choice = «{ $answer }» no sirve aquí.
setup-name-taken = El nombre { $name } ya está en uso. Elija otro, por favor.
setup-name-too-long = Un nombre puede tener como máximo { $max } caracteres. Elija uno más corto, por favor.
setup-quit-confirm = ¿Salir? Pulse Escape otra vez para salir, o responda a la pregunta.
setup-help = Escriba su respuesta y pulse Intro; Intro solo toma la respuesta propuesta. Escape dos veces, Ctrl+Q o Ctrl+C para salir.
level-name = { $level ->
    [champion] campeón
    [perfect] perfecto
    [expert] experto
    [casual] ocasional
    [beginner] principiante
   *[good] bueno
}

# Sound cues (issue 9)
action-toggle-sound = activar o desactivar los sonidos
action-say-rules = leer las reglas en vigor, línea a línea
action-say-chances = la probabilidad de ganar y la puntuación final esperada de cada jugador
action-follow-chances = oír la probabilidad de ganar de cada jugador tras cada casilla anotada, mientras se juega, o dejar de oírla
action-toggle-verbosity = anuncios breves o completos
action-speech-faster = hablar más rápido
action-speech-slower = hablar más despacio
action-sound-louder = sonidos más fuertes
action-sound-softer = sonidos más suaves
action-chat = en una mesa en red, enviar un mensaje a todos los de la mesa; ahí también /invite, /mute, /unmute y /lobby (F1 en la línea de chat explica cómo)
action-host-menu = en una mesa en red, el menú del anfitrión: empezar la partida, pasar el papel de anfitrión, dejar un puesto al ordenador, cerrar la mesa
action-leaderboard = en una mesa en red, la clasificación del servidor con las reglas de la mesa, página a página (en la sala, escriba { word-leaderboard })
sound-volume = Volumen de los sonidos { $volume } por ciento.
sound-volume-while-off = Volumen de los sonidos { $volume } por ciento; los sonidos están desactivados, M los activa.
sound-volume-limit = { $louder ->
    [yes] Los sonidos ya están al máximo.
   *[no] Los sonidos ya están al mínimo.
}
sound-on = Sonidos activados.
sound-off = Sonidos desactivados.
sound-on-no-server = Sonidos activados, pero no se encontró ningún servidor de sonido, así que no se oirá nada.
sound-no-server = No se encontró ningún servidor de sonido; la partida sigue sin sonidos.
sound-lost = El servidor de sonido se detuvo; la partida sigue sin sonidos.

## Las órdenes del modo de líneas, en español (las inglesas también valen): la primera palabra de una línea escrita.
word-roll = tirar
word-keep = guardar
word-reroll = relanzar
word-score = anotar
word-scores = puntos
word-sheets = hojas
word-turn = turno
word-dice = dados
word-hint = pista
word-undo = deshacer
word-chances = probabilidades
word-review = revisión
word-drill = ejercicios
word-daily = diario
word-follow = seguir
word-repeat = repetir
word-rules = reglas
word-stats = estadísticas
word-host = anfitrión
word-back = volver
word-history = historial
word-leaderboard = clasificación
word-chat = charla
word-language = idioma
word-games = partidas
word-walk = recorrer

## Ejercicios (sayzee drill): sus decisiones más costosas, planteadas de nuevo

drill-intro-keys = { $count ->
    [one] Una decisión de sus partidas, planteada de nuevo.
   *[other] { $count } decisiones de sus partidas, planteadas de nuevo.
} Responda con las teclas del juego: elija los dados que quiere volver a tirar y pulse Intro para tirar, o anote una casilla. Mayús+S lee la hoja, F1 las teclas; Escape dos veces termina.
drill-intro-lines = { $count ->
    [one] Una decisión de sus partidas, planteada de nuevo.
   *[other] { $count } decisiones de sus partidas, planteadas de nuevo.
} Responda con las órdenes del juego: { word-reroll } 3 5, { word-keep } 5 o { word-score } full-house. Escriba { word-sheets } para oír la hoja, { word-help } para lo demás y { word-quit } para terminar.
drill-question = Ejercicio { $n } de { $count }: { $name }, { $preset }, ronda { $round }, { $roll ->
    [1] primera tirada
    [2] segunda tirada
    [3] tercera tirada
   *[other] tirada { $roll }
}: { $dice }. Abiertas: { $open }.
drill-upper = Sección superior: { $total } de los { $threshold } que pide la bonificación.
drill-ask-keep = ¿Qué guarda?
drill-ask-box = ¿Qué casilla?
drill-right = { $yours }: la elección del experto. ¡Correcto!
drill-wrong = { $yours }; { $best }. Su elección pierde de media { $cost ->
    [one] { $cost } punto
   *[other] { $cost } puntos
}.
drill-reason-bonus-lost = Su elección deja fuera de alcance la bonificación de la sección superior ({ $bonus } puntos); la del experto la mantiene posible.
drill-reason-chance = La casilla { $box } vale más si la guarda para una mala tirada más adelante.
drill-reason-fewer-now = La elección del experto suma ahora { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} menos, pero lo que deja abierto vale más después.
drill-reason-more-now = La elección del experto suma ahora { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
} más.
drill-reason-stop = Plántese aquí: anotar esta tirada ahora vale más que otra tirada.
drill-reason-roll-again = Vuelva a tirar: con { $rolls ->
    [one] una tirada
   *[other] { $rolls } tiradas
} por delante, intentarlo de nuevo vale más que anotar ahora.
drill-reason-straight = Guarde el núcleo de una escalera, { $run }: con una casilla de escalera abierta, vale más.
drill-reason-of-a-kind = Guarde los dados que muestran { $face }: aquí valen más que las piezas de una escalera.
drill-reason-worth-more = De media, la elección del experto simplemente termina la partida con más puntos.
drill-learnt = Aprendido: este ejercicio ya no se le volverá a plantear.
drill-again = Volverá a oír este ejercicio { $days ->
    [0] hoy
    [1] mañana
   *[other] dentro de { $days } días
}.
drill-done = Ese era el último ejercicio pendiente: { $right } de { $count } correctos.
drill-next = El próximo ejercicio toca { $days ->
    [0] hoy
    [1] mañana
   *[other] dentro de { $days } días
}.
drill-all-learnt = No queda ningún ejercicio: todos se respondieron bien.
drill-none-due = Hoy no toca ningún ejercicio. El próximo toca { $days ->
    [0] hoy
    [1] mañana
   *[other] dentro de { $days } días
}.
drill-none-kept = Aún no hay ejercicios: cada partida que termine con reglas de tabla exacta da sus tres decisiones más costosas como ejercicios.
drill-no-data = Los ejercicios se guardan con las estadísticas, y sin carpeta de datos no hay dónde guardarlos.
drill-not-now = En un ejercicio, la pista, las probabilidades, la revisión y deshacer esperan: su respuesta se corrige con la elección del experto.
drill-quit-confirm = ¿Dejar los ejercicios? Pulse Escape otra vez para dejarlos, u otra tecla para seguir.
drill-after-game = Los ejercicios llegan al terminar la partida, o en cualquier momento con sayzee drill.
drill-after-table = Las decisiones más costosas de esta mesa quedan guardadas como ejercicios: respóndalas con sayzee drill cuando haya dejado la mesa.
drill-offer-keys = Mayús+E le vuelve a plantear ahora sus decisiones más costosas, como ejercicios.
drill-offer-lines = Escriba { word-drill } para responder ahora otra vez a sus decisiones más costosas, como ejercicios.
drill-goodbye = Ejercicios detenidos; cada respuesta dada queda guardada.
drill-save-failed = No se pudo guardar la respuesta en { $path }: este ejercicio se volverá a plantear como antes.
drill-unusable = { $count ->
    [one] Un ejercicio de las estadísticas ya no encaja con sus reglas y se deja fuera.
   *[other] { $count } ejercicios de las estadísticas ya no encajan con sus reglas y se dejan fuera.
}
daily-question = Posición del día, { $preset }, ronda { $round }, { $roll ->
    [1] primera tirada
    [2] segunda tirada
    [3] tercera tirada
   *[other] tirada { $roll }
}: { $dice }. Abiertas: { $open }.
daily-how = Responda con { word-daily } y su jugada: { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all o { word-daily } { word-score } chance.
daily-count = { $found } de los { $answered } que respondieron hoy encontraron la mejor jugada.
daily-again = Ya había respondido hoy: solo cuenta su primera respuesta.
daily-ask-first = Escriba primero { word-daily } solo, para oír la posición del día.
daily-not-a-move = Eso no es una jugada para la posición del día: { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all o { word-daily } { word-score } chance.
walk-intro = Partida terminada { $n } de { $count }, contando desde la última: { $preset }, { $scores }.
walk-intro-server = La partida de la mesa { $table }, { $ago }: { $preset }, { $scores }.
walk-score = { $name } { $points }
walk-none = Aún no hay ninguna partida terminada guardada: cada partida que termine aquí se guarda para recorrerla, las diez últimas.
walk-no-such-game = { $count ->
    [one] Solo hay una partida terminada guardada: pídala con --game 1.
   *[other] Solo hay { $count } partidas terminadas guardadas: pida una con --game 1 a { $count }.
}
chances-follow-on = A partir de ahora, tras cada casilla anotada se dice la probabilidad de ganar de todos. Mayús+W otra vez lo detiene.
chances-follow-off = La probabilidad de ganar ya no se dice tras cada casilla.
chances-swing = La probabilidad de ganar de { $player } { $direction ->
    [up] subió
   *[down] bajó
} del { $from } al { $to } por ciento con ese turno: { $dice }, y { $choices }.
chances-swing-dice-gave = los dados dieron { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} más que un turno medio
chances-swing-dice-took = los dados dieron { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} menos que un turno medio
chances-swing-dice-even = los dados dieron lo que da un turno medio
chances-swing-choices-cost = las decisiones dejaron { $points ->
    [one] 1 punto
   *[other] { $points } puntos
} por el camino frente a las del experto
chances-swing-choices-experts = todas las decisiones fueron las del experto
