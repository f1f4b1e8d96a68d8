# sayzee: mensajes en español. Cada id existe en todos los idiomas, con las mismas variables.

## Línea de órdenes

cli-error = Error: { $reason }
cli-dice-count = { $preset } se juega con { $expected } dados, pero { $found ->
    [one] se dio 1 dado
   *[other] se dieron { $found } dados
}: escriba { $expected } caras, como { $example }.
cli-dice-face = { $value } no es una cara de dado: las caras van del 1 al 6.
cli-dice-not-digit = «{ $char }» no es una cara de dado: escriba los dados con cifras del 1 al 6, como { $example }.
cli-unknown-preset = No hay reglas llamadas «{ $name }». Las reglas disponibles son: { $presets }.
cli-rules-no-yahtzee-box = { $preset } no tiene casilla de Yahtzee con cinco dados, así que no admite comodín ni bonos de Yahtzee.
cli-rules-no-extra-rows = Las filas extra (Pareja, Doble pareja, Miseria) solo encajan en las reglas de estilo Yahtzee, no en { $preset }.
cli-unknown-level = No hay ningún nivel del ordenador llamado «{ $name }». Los niveles son: { $levels }.
cli-unknown-language = sayzee no habla «{ $name }». Los idiomas son: { $languages }.
cli-name-too-long = Un nombre puede tener como máximo { $max } caracteres; «{ $name }» es más largo.
cli-no-players = Una partida necesita al menos un jugador.
cli-too-many-players = { $count } jugadores son demasiados: pueden jugar { $max } como máximo.
cli-empty-name = El nombre de un jugador no puede estar vacío.
cli-duplicate-name = Dos jugadores se llaman { $name }: dé a cada uno un nombre distinto.
cli-sheets-out-of-range = Cada jugador llena de 1 a { $max } hojas, no { $count }.
cli-bad-number = --{ $flag } espera un número entero de { $min } a { $max }, no «{ $value }».
cli-resume-with = --resume reanuda la partida guardada tal como está, así que no puede ir con --{ $flag }.
cli-bad-listen = «{ $value }» no es una dirección de escucha: escriba una dirección y un puerto como 127.0.0.1:7419, o 0.0.0.0:7419 para admitir otras máquinas.
cli-bad-proxy = «{ $value }» no es la dirección de un proxy: --trusted-proxy espera una dirección IP, como 127.0.0.1 para un proxy en esta máquina.
cli-bad-server-address = «{ $value }» no es la dirección de un servidor: escriba un nombre de máquina o una dirección IP y, si el puerto no es 7419, dos puntos y el puerto, como example.org o 127.0.0.1:7419.
cli-bad-server-port = «{ $value }» no es un puerto: el puerto debe ser un número del 1 al 65535.
cli-server-failed = El servidor no pudo arrancar: { $detail }.
cli-server-address-in-use = Otro programa ya usa { $address }, así que el servidor no puede arrancar ahí. Cierre ese programa, o elija otro puerto con --listen.
cli-page-address-in-use = Otro programa ya usa { $address }, donde estaría la página para navegadores. Cierre ese programa, elija otro puerto con --web-listen, o no sirva la página con --no-web.
cli-server-address-not-here = { $address } no es una dirección de este equipo, así que el servidor no puede arrancar ahí. Use 127.0.0.1 solo para este equipo, o 0.0.0.0 para todas las redes.
cli-server-no-data-dir = El servidor no puede arrancar: no tiene carpeta de datos para sus mesas. Indique una con --data-dir.
cli-tls-certificate = El servidor no puede arrancar: el archivo de certificado { $path } no sirve ({ $detail }). Indique un archivo PEM que empiece por el certificado del servidor.
cli-tls-key = El servidor no puede arrancar: el archivo de clave { $path } no sirve ({ $detail }). Indique un archivo PEM con la clave privada del certificado.
cli-tls-mismatch = El servidor no puede arrancar: la clave no corresponde al certificado ({ $detail }).
cli-tls-no-certificate = El servidor no puede arrancar: el archivo de certificado { $path } no contiene ningún certificado. Indique un archivo PEM que empiece por el certificado del servidor.
cli-serve-config = El archivo de ajustes del servidor { $path } no sirve ({ $detail }).
cli-serve-config-not-a-file = { $path } no es un archivo de ajustes: indique un archivo TOML cuyas claves sean los nombres de las opciones de serve.
cli-serve-config-key = El archivo de ajustes del servidor { $path } tiene «{ $key }», que no es una opción de sayzee serve (sayzee serve --help las enumera).
cli-serve-config-value = En el archivo de ajustes del servidor { $path }, «{ $key }» tiene un valor del tipo equivocado: true para una opción sin valor, si no una cadena o un número (una lista para una opción que se repite).
cli-trust-cert = El archivo de certificado { $path } no sirve ({ $detail }). Indique un archivo PEM con el certificado del servidor.
cli-trust-cert-empty = El archivo de certificado { $path } no contiene ningún certificado. Indique un archivo PEM con el certificado del servidor.
cli-password-file = No se puede leer el archivo de contraseña { $path }, o su primera línea está vacía. Indique un archivo cuya primera línea sea la contraseña.
cli-op-refused = La acción del operador no se ha realizado.
cli-join-with = { $first } y { $second } no se pueden usar juntos.

## Simulación

simulate-result = { $games } partidas de { $preset } jugadas por el ordenador en el nivel { $level } (semilla { $seed }): media { $mean } puntos, desviación típica { $spread }, mínimo { $lowest }, máximo { $highest }.
simulate-given-away = Frente a las mejores elecciones del experto regaló { $per_game } puntos por partida, { $per_decision } por decisión.
simulate-no-games = Simule al menos una partida: --games debe ser 1 o más.
simulate-versus = { $deals } repartos de { $preset }, cada uno jugado { $seatings } veces rotando a los ordenadores en la mesa, con los mismos dados para el mismo puesto (semilla { $seed }):
simulate-contender = { $level }: ganó el { $share } por ciento de las partidas (intervalo del 95 por ciento de { $low } a { $high }), puntuación media { $mean }.
simulate-too-many-bots = { $count } ordenadores no caben en una mesa: indique --bot como mucho { $most } veces.

## Solver

solver-result = El juego perfecto de { $preset } obtiene { $score } puntos de media ({ $states } estados resueltos en { $seconds } s).
solver-unsupported = { $preset } no tiene una tabla de estrategia exacta: los seis dados o las tiradas guardadas la hacen demasiado grande. Allí el ordenador usa una heurística.

## Speech: the voice, how it was chosen, and falling back to text

cli-unknown-speech = No hay ninguna opción de voz llamada «{ $name }». Las opciones son: { $choices }.
speech-auto-voice = Voz activada, a través de { $backend ->
        [tts] su lector de pantalla o la voz del sistema
       *[other] Speech Dispatcher
    }.
speech-auto-text = Ningún servicio de voz respondió, así que la partida se muestra solo como texto.
speech-unavailable = { $backend ->
        [tts] La voz del sistema de Windows y macOS (tts)
       *[other] Speech Dispatcher
    } no está disponible en este sistema; la partida sigue en texto.
speech-unreachable = No se pudo contactar con { $backend ->
        [tts] la voz del sistema
       *[other] Speech Dispatcher
    }; la partida sigue en texto y lo volverá a intentar más tarde.
speech-lost = La voz dejó de funcionar; la partida sigue en texto e intentará reconectarse.
speech-back = La voz ha vuelto.
speech-rate = Velocidad de voz { $rate }.
speech-rate-limit = { $faster ->
    [yes] La voz ya está en su velocidad máxima.
   *[no] La voz ya está en su velocidad mínima.
}
speech-rate-screen-reader = Su lector de pantalla habla a su propia velocidad; cámbiela en el lector de pantalla.
speech-rate-no-voice = No habla ninguna voz; la velocidad { $rate } se guarda para cuando la haya.
settings-not-kept = No se pudo guardar este ajuste en { $path }; vale solo para esta partida.

## Terminal y teclado (bucle del terminal, distribuciones, reasignación de teclas)

cli-unknown-layout = No hay ninguna distribución de teclado llamada «{ $name }». Las distribuciones son: { $layouts }.
settings-binding-twice = El archivo de ajustes asigna { $key } a la vez a { $first } y a { $second }. Se mantienen las teclas predeterminadas.
terminal-raw-unavailable = Este terminal no puede leer teclas sueltas: escriba una orden y pulse Intro.
terminal-input-lost = Ya no se puede leer el teclado, así que la partida termina aquí.

## Consejos que no guardan nada

hint-reroll-all = Experto: vuelva a tirar todos los dados; puntuación final esperada { $expected }.
hint-reroll-all-estimate = Estimación del experto: vuelva a tirar todos los dados.
hint-yours-reroll-all = Si en su lugar vuelve a tirar todos los dados: puntuación esperada { $expected }.

## Una tecla sin acción

key-unbound = { $key } no hace nada aquí. Pulse F1 o H para oír las teclas que sirven ahora.

## La pista cuando la jugada que más veces gana no es la que más puntos vale: las dos, cada una con la
## probabilidad de ganar que deja ($chance, en porcentaje).
hint-win-keep = Para ganar: guarde { $keep }; probabilidad de ganar: { $chance } por ciento.
hint-win-reroll-all = Para ganar: vuelva a tirar todos los dados; probabilidad de ganar: { $chance } por ciento.
hint-win-mark = Para ganar: anote { $box } por { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}; probabilidad de ganar: { $chance } por ciento.
hint-points-keep = Para más puntos: guarde { $keep }; probabilidad de ganar: { $chance } por ciento.
hint-points-reroll-all = Para más puntos: vuelva a tirar todos los dados; probabilidad de ganar: { $chance } por ciento.
hint-points-mark = Para más puntos: anote { $box } por { $points ->
    [one] 1 punto
   *[other] { $points } puntos
}; probabilidad de ganar: { $chance } por ciento.
hint-win-keep-brief = Para ganar: guarde { $keep }; { $chance } por ciento.
hint-win-reroll-all-brief = Para ganar: tire todos; { $chance } por ciento.
hint-win-mark-brief = Para ganar: { $box }, { $points }; { $chance } por ciento.
hint-points-keep-brief = Para más puntos: guarde { $keep }; { $chance } por ciento.
hint-points-reroll-all-brief = Para más puntos: tire todos; { $chance } por ciento.
hint-points-mark-brief = Para más puntos: { $box }, { $points }; { $chance } por ciento.
## Su propia elección, cuando no es ninguna de las dos jugadas, con la probabilidad de ganar que deja.
hint-yours-keep-chance = Si guarda { $keep }: probabilidad de ganar: { $chance } por ciento.
hint-yours-reroll-all-chance = Si en su lugar vuelve a tirar todos los dados: probabilidad de ganar: { $chance } por ciento.
hint-yours-box-chance = Si anota en la casilla { $box }: probabilidad de ganar: { $chance } por ciento.

## Said as a game with a champion begins under rules with no exact table.
champion-plays-for-points = En { $preset }, el campeón juega por el máximo de puntos: sin una tabla exacta no puede sopesar sus probabilidades de ganar.
