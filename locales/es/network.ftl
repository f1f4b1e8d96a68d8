# Juego en red: lo que dice un cliente sobre el servidor y la mesa. Mismos identificadores y variables en todos los idiomas.

## Errors: un mensaje por cada código de error que envía el servidor (docs/protocol.md).

net-error-version-mismatch = Este servidor usa otra versión del juego, la versión { $version }. Actualice sayzee para jugar aquí.
net-error-not-hello-first = El servidor esperaba primero un saludo. Vuelva a conectarse.
net-error-malformed = El servidor no ha entendido ese mensaje.
net-error-too-large = Ese mensaje es demasiado largo para el servidor, el límite es de { $limit } bytes.
net-error-already-hello = Ya tiene una conexión abierta.
net-error-no-such-table = No hay ninguna mesa con ese nombre.
net-error-table-exists = Ya existe una mesa con ese nombre. Elija otro.
net-error-table-full = Esa mesa no tiene ningún sitio libre.
net-error-no-such-seat = Esa mesa no tiene ningún sitio libre con ese nombre.
net-error-bad-config = No se puede preparar ni ocupar esa mesa así: cada jugador necesita un nombre propio.
net-error-not-at-table = Todavía no está en ninguna mesa.
net-error-already-at-table = Ya está en una mesa. Salga de ella primero.
net-error-not-your-seat = Ese sitio no es suyo.
net-error-not-your-turn = No es su turno.
net-error-already-started = La partida ya ha empezado.
net-error-not-started = La partida todavía no ha empezado.
net-error-bad-token = No se puede recuperar ese sitio; puede que la mesa ya no exista.
net-error-chat-too-long = Ese mensaje es demasiado largo, el límite es de { $limit } caracteres.
net-error-server-trouble = El servidor tiene un problema y no ha podido hacer esa jugada. Inténtelo de nuevo.
net-error-too-slow = Esta conexión se quedó demasiado atrás respecto a la mesa y el servidor la ha cortado. Se restablece sola, con la mesa tal como está.
net-error-server-full = El servidor está lleno: ahora mismo no admite más conexiones. Inténtelo de nuevo dentro de un rato.
net-error-secure-only = Este servidor solo acepta conexiones seguras: vuelva a entrar con wss:// delante de su dirección.
net-error-too-many-tables = Ahora mismo no se pueden abrir más mesas (el límite es { $limit }). Únase a una mesa abierta o inténtelo más tarde.
net-error-too-fast = Está enviando más rápido de lo que admite el servidor. Espere un momento; lo que llegó demasiado rápido no se jugó ni se envió.
net-error-too-many-spectators = Esa mesa ya tiene el máximo de espectadores: { $limit }. Inténtelo más tarde.
net-error-bad-name = Ese nombre no se puede usar aquí: está en blanco o mezcla alfabetos de modo que podría pasar por otro. Elija otro.
net-error-table-name-too-long = El nombre de una mesa puede tener como máximo { $limit } caracteres. Elija uno más corto.
net-error-banned = El anfitrión de esa mesa le ha vetado la entrada.
net-error-banned-address = Esa mesa no admite a nadie nuevo desde su dirección, porque el anfitrión vetó a alguien que jugaba desde allí. Si no era usted, pida al anfitrión que le invite.
net-error-bad-turn-timer = El tiempo por turno debe estar entre { $min } y { $max } segundos.
net-error-timed-out = Se le acabó el tiempo: el ordenador juega el resto de este turno por usted. En el próximo turno vuelve a jugar usted.
net-error-name-claimed = Ese nombre tiene dueño en este servidor. Inicie sesión como su dueño o elija otro nombre.
net-error-operator-code-needed = Ese nombre es de uno de los operadores de este servidor: solo puede reservarse con el código que el servidor escribió en su registro al arrancar.
net-error-too-many-claims = Desde su dirección ya se han reservado { $per_day } nombres en las últimas 24 horas, el máximo por dirección. Juegue sin reservar el nombre, o resérvelo mañana.
net-error-wrong-password = La contraseña no es correcta.
net-error-bad-login-token = La sesión de este dispositivo ha terminado (una contraseña nueva las termina todas). Inicie sesión con la contraseña.
net-error-too-many-logins = Demasiados intentos de contraseña. Espere un minuto y vuelva a intentarlo.
net-error-bad-password = Una contraseña debe tener entre { $min } y { $max } caracteres.
net-error-not-logged-in = Eso solo puede hacerlo alguien con la sesión iniciada.
net-error-no-such-account = Ese nombre no pertenece a nadie en este servidor.
net-error-account-required = Este servidor solo admite a personas con cuenta. Reserve su nombre con una contraseña (sayzee join --claim) o inicie sesión.
net-error-table-password-needed = Esa mesa es privada: admite a quien invite su anfitrión o a quien dé su contraseña.
net-error-wrong-table-password = Esa no es la contraseña de la mesa.
net-error-too-many-invited = Una mesa privada invita como mucho a { $limit } nombres.
net-error-not-operator = Solo un operador de este servidor puede hacer eso.
net-error-muted = Un operador le ha silenciado durante { $minutes } minutos más: { $reason }
net-error-banned-from-server = Un operador le ha vetado este servidor durante { $minutes } minutos más: { $reason }
net-error-bad-sanction = Silenciar o vetar necesita un nombre o una dirección, de 1 a { $max } minutos y un motivo.
net-error-daily-unavailable = La posición del día no se puede preparar ahora en este servidor; escriba { word-daily } de nuevo dentro de un momento.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = servidor sayzee escuchando en { $address }
net-log-tls = las conexiones son seguras (TLS); huella SHA-256 del certificado, para que los jugadores la comparen: { $fingerprint }
net-log-plain-open = aviso: este servidor escucha más allá de esta máquina sin TLS, así que los nombres, el chat y las claves de los puestos viajan por la red sin cifrar; dele un certificado con --tls-cert y --tls-key, o póngalo detrás de un proxy que tenga uno
net-log-stopping = el servidor sayzee se detiene
net-log-stopped-waiting = algunas conexiones no habían terminado a los 5 segundos; el servidor se detiene sin ellas
net-log-connected = conexión { $id } desde { $address }
net-log-disconnected = conexión { $id } cerrada
net-log-too-slow = la conexión { $id } se quedó atrás y se cortó
net-log-full = conexión desde { $address } rechazada: el servidor ya tiene todas las conexiones que admite
net-log-silent = la conexión { $id } no respondió a tres pings y se cierra por muerta
net-log-no-hello = la conexión { $id } no saludó en 10 segundos y se cierra
net-log-flooding = la conexión { $id } siguió enviando más rápido de lo que admite el servidor y se cierra
net-log-connections-clamped = el sistema deja a este servidor abrir { $files } archivos: admite como mucho { $limit } conexiones
net-log-accept-failed = el sistema rechazó una conexión nueva: { $error }; sayzee espera un momento y vuelve a intentarlo
net-log-table-created = mesa «{ $table }» creada por la conexión { $id }
net-log-joined = la conexión { $id } se une a la mesa «{ $table }»
net-log-rejoined = la conexión { $id } recupera sus puestos en la mesa «{ $table }»
net-log-left = la conexión { $id } deja la mesa «{ $table }»
net-log-started = mesa «{ $table }»: partida empezada
net-log-move = mesa «{ $table }»: el puesto { $seat } ha jugado, { $count ->
    [one] { $count } suceso
   *[other] { $count } sucesos
}
net-log-computer-stuck = mesa «{ $table }»: se rechazó una jugada del ordenador; el ordenador espera
net-log-save-failed = no se pudo guardar la mesa «{ $table }»; el próximo cambio lo intentará de nuevo
net-log-save-refused = no se pudo guardar la mesa «{ $table }» ({ $error }): el cambio se rechaza y nadie se entera
net-log-table-damaged = { $path } no es una mesa que este servidor pueda restaurar; se deja como está
net-log-table-unreadable = la mesa «{ $table }» de la base de datos no es una que este servidor pueda restaurar; se deja como está
net-log-table-restored = mesa «{ $table }» restaurada

## En la mesa: unirse, la partida, quién llega y quién se va, el chat. $table y $name son nombres limpios.
net-cannot-connect = Ningún servidor de sayzee responde en { $address }. Compruebe la dirección y que el servidor esté en marcha.
net-script-password-refused = El servidor no ha aceptado la contraseña de --password-file o $SAYZEE_PASSWORD.
net-certificate-unknown = El servidor de { $address } muestra un certificado en el que ni este ordenador ni usted confían todavía. Compare su huella SHA-256 con la que publicó quien administra el servidor: { $fingerprint }.
net-certificate-changed = Aviso: el servidor de { $address } muestra un certificado distinto del que aceptó antes. Alguien podría estar haciéndose pasar por él. Confíe en él solo si quien administra el servidor le dijo que el certificado cambió. Su nueva huella SHA-256: { $fingerprint }.
net-certificate-question = Escriba confiar para confiar en este certificado para este servidor a partir de ahora, o pulse Intro para salir sin conectarse.
net-certificate-answer = Escriba confiar para confiar en él, o pulse Intro para salir.
net-certificate-word-trust = confiar
net-certificate-declined = Sin conexión: no se confía en el certificado.
net-certificate-not-kept = Se confía en el certificado por ahora, pero no se pudo guardar en el directorio de datos: se le volverá a preguntar la próxima vez.
net-connected = Conexión establecida con { $address }.
net-question-table = ¿Qué desea hacer? Intro crea una mesa nueva.
net-question-watch = ¿Qué mesa desea mirar? Intro elige la primera.
net-choice-create = crear una mesa nueva
word-start = empezar
word-help = ayuda
word-quit = salir
word-list = lista
word-more = más
word-new = nueva
net-no-tables-yet = Todavía no hay ninguna mesa abierta en este servidor, así que usted crea la primera.
net-no-tables = No hay ninguna mesa que mirar en este servidor.
net-seated = Está en la mesa «{ $table }».
net-watching = Está mirando la mesa «{ $table }». Puede escuchar y chatear, pero no jugar.
net-waiting = Esperando a que { $name } empiece la partida.
net-started = Empieza la partida.
net-watching-cannot-act = Está mirando esta mesa, así que no puede jugar.
net-game-is-over = La partida ha terminado.
net-hint-not-yours = Los consejos son solo para su propio turno.
net-chat-offline = El chat solo funciona en una mesa en red.
net-host-menu-offline = El menú del anfitrión solo funciona en una mesa en red.
net-chat-prompt-lines = Escriba su mensaje en la línea siguiente.
net-chat-prompt-keys = Escriba su mensaje y pulse Intro. Escape cancela.
net-chat-limit = El mensaje ha llegado a su límite de { $limit } caracteres; no se escribe nada más. Pulse Intro para enviarlo.
net-chat-help = Está escribiendo un mensaje para la mesa. Intro lo envía, Retroceso borra, Escape cancela; Ctrl+Q sale de sayzee. Con /invite y un nombre invita a esa persona; /mute y un nombre deja de mostrarle sus mensajes, /unmute los recupera; /lobby y un mensaje habla a la sala, /lobby sin mensaje le deja oír la sala aquí.
net-chat-cancelled = No se ha enviado ningún mensaje.
net-chat-line = { $name } dice: { $text }
net-server-unreadable = El servidor ha enviado algo que este sayzee no sabe leer. Actualice sayzee si vuelve a pasar.
net-person-joined = { $name } se ha unido a la mesa.
net-person-left = { $name } ha dejado la mesa.
net-person-lost = { $name } ha perdido la conexión; su puesto le espera.
net-person-back = { $name } ha vuelto.
net-goodbye-seat-kept = Adiós. La mesa le espera: sayzee join se la ofrecerá cuando vuelva.
net-back-at-table = Conexión restablecida. Vuelve a estar en la mesa.
net-while-away = Mientras estaba fuera:

## Tables that never stall: the host, computers playing for people who have gone, closed tables. $name is a
## cleaned name; $marks a list of net-played-for-mark; $about a net-table-about.
net-error-not-host = Solo el anfitrión de la mesa puede hacer eso.
net-error-seat-empty = El puesto de { $name } está vacío. Espere a que vuelva; si no vuelve en { $seconds ->
    [one] un segundo
   *[other] { $seconds } segundos
}, el puesto queda libre.
net-error-name-taken = Ese nombre ya está en esta mesa. Elija otro, por favor.
net-log-watching = la conexión { $id } mira la mesa «{ $table }»
net-log-bad-token = la conexión { $id } intentó recuperar un puesto con una clave que ninguna mesa conoce
net-log-bad-tokens = { $address } probó { $count ->
    [one] una clave más
   *[other] { $count } claves más
} que ninguna mesa conoce en el último minuto (sin registrarlas una a una)
net-log-taken-over = mesa «{ $table }»: el ordenador juega el puesto { $seat }
net-log-invited = mesa «{ $table }»: el anfitrión ha invitado a «{ $name }»
net-log-operator = operador «{ $operator }»: { $action } { $detail }
net-log-claimed = el nombre «{ $name }» se ha reservado desde { $address }
net-log-wrong-password = una contraseña incorrecta para «{ $name }» desde { $address }
net-log-password-changed = «{ $name }» ha puesto una contraseña nueva; sus otras sesiones han terminado
net-log-operator-unclaimed = El nombre de operador { $name } aún no tiene dueño, y nadie puede reservarlo sin este código: { $code }. Resérvelo con sayzee join --claim con ese nombre y dé el código cuando se le pida (hasta entonces, un código nuevo en cada arranque).
net-log-accounts = { $count } nombres con dueño; cuenta obligatoria: { $required }
net-log-names-expired = { $count ->
    [one] 1 nombre que nadie usaba desde hace demasiado tiempo vuelve a estar libre
   *[other] { $count } nombres que nadie usaba desde hace demasiado tiempo vuelven a estar libres
}, y se han quitado { $rows ->
    [one] 1 fila
   *[other] { $rows } filas
} de valoraciones: { $names }
net-log-names-unsaved = no se han podido liberar los nombres sin uso desde hace demasiado tiempo, porque no se pudieron escribir las cuentas o las valoraciones; se vuelve a intentar dentro de una hora
net-log-removed = mesa «{ $table }»: el anfitrión ha expulsado a { $names } (vetado: { $banned })
net-log-timed-out = mesa «{ $table }»: se agotó el tiempo del puesto { $seat }; el ordenador juega el resto del turno
net-log-game-over = mesa «{ $table }»: partida terminada
net-log-rated = mesa «{ $table }»: la partida cuenta para la clasificación
net-log-rating-failed = mesa «{ $table }»: no se pudieron escribir las valoraciones de la partida ({ $error })
net-log-closed = mesa «{ $table }» cerrada ({ $reason }); su archivo está en tables/closed
net-question-table-rejoin = ¿Qué desea hacer? Intro le devuelve a su mesa.
net-question-table-join = ¿Qué desea hacer? Intro le une a la mesa «{ $table }».
net-group-rejoin = Sus puestos:
net-group-join = Mesas a las que puede unirse:
net-group-watch = Mesas que puede mirar:
net-choice-table = «{ $table }»: { $about }
net-choice-table-private = «{ $table }», privada, tiene invitación: { $about }
net-table-rules-duplicate = { $rules } con dados duplicados
net-choice-rejoin = volver a la mesa «{ $table }», donde juega como { $names }
net-table-about = { $rules }, { $phase }, con { $players }{ $watching ->
    [0] {""}
    [one] , 1 espectador
   *[other] , { $watching } espectadores
}
net-table-about-nobody = { $rules }, { $phase }, todavía no hay nadie sentado{ $watching ->
    [0] {""}
    [one] , 1 espectador
   *[other] , { $watching } espectadores
}
net-table-about-nobody-here = { $rules }, { $phase }, con { $players }; ahora no hay nadie{ $watching ->
    [0] {""}
    [one] , 1 espectador
   *[other] , { $watching } espectadores
}
net-lobby-more = Esas eran { $shown } de { $count }. Escriba más para las siguientes, lista para oírlas todas otra vez.
net-lobby-invalid = «{ $answer }» no sirve aquí: responda con un número del { $min } al { $max } o con el nombre de una mesa. Escriba lista para oír las mesas otra vez.
net-table-waiting = { $free ->
    [0] esperando el comienzo, sin puestos libres
    [one] esperando el comienzo, 1 puesto libre
   *[other] esperando el comienzo, { $free } puestos libres
}
net-table-playing = en la ronda { $round } de { $rounds }
net-table-finished = terminada
net-question-table-name = ¿Nombre de la mesa nueva? Intro para { $default }.
net-table-name-taken = Ya hay una mesa abierta llamada { $table }. Elija otro nombre.
net-question-stand-in = Si alguien se va, el ordenador juega por esa persona hasta que vuelva. ¿Con qué nivel? Intro para { $default }, o escriba un número: { $levels }.
net-name-taken = { $name } ya está en esta mesa. Elija otro nombre, por favor.
net-names-taken = Uno de los nombres { $names } ya está en esta mesa. Elija otros nombres.
net-table-gone = Esa mesa ya no existe: el servidor ya no la tiene.
net-seat-given-up = Su puesto en la mesa «{ $table }» quedó libre mientras no estaba; la mesa sigue abierta.
net-lobby-lost = Se ha perdido la conexión con el servidor. sayzee lo sigue intentando y le volverá a preguntar cuando el servidor responda; lo que escriba mientras tanto no se usa. Escriba salir para dejarlo.
net-lobby-still-trying = Todavía intentando llegar al servidor. Escriba salir para dejarlo.
net-lobby-not-yet = Todavía no: el servidor no ha vuelto. Esa línea no se usa.
net-lobby-back = El servidor ha vuelto.
net-table-ended = Esta mesa está cerrada.
net-ended-keys = Aún puede consultar las puntuaciones. Pulse Intro para la lista de mesas, o Ctrl+Q para salir.
net-ended-lines = Aún puede consultar las puntuaciones. Escriba enter para la lista de mesas, o { word-quit } para salir.
net-ended-unstarted-keys = Pulse Intro para la lista de mesas, o Ctrl+Q para salir.
net-ended-unstarted-lines = Escriba enter para la lista de mesas, o { word-quit } para salir.
net-to-the-list = De vuelta a la lista de mesas.
net-not-connected-keys = Se perdió la conexión con el servidor; sayzee sigue intentando reconectar. Pulse Ctrl+Q para dejarlo.
net-not-connected-lines = Se perdió la conexión con el servidor; sayzee sigue intentando reconectar. Escriba { word-quit } para dejarlo.
net-still-trying-keys = Sigo intentando llegar al servidor. Pulse Ctrl+Q para dejarlo.
net-still-trying-lines = Sigo intentando llegar al servidor. Escriba { word-quit } para dejarlo.
net-not-your-turn-name = Es el turno de { $name }, no el suyo.
net-person-gone = { $name } se ha ido y ha dejado libre su puesto.
net-you-play-again = { $name }, vuelve a jugar usted.
net-person-plays-again = { $name } ha vuelto y juega de nuevo.
net-you-taken-over = Ahora el ordenador juega por { $name }. Pulse Intro para volver a jugar.
net-you-taken-over-lines = Ahora el ordenador juega por { $name }. Escriba { word-roll } para volver a jugar.
net-taken-over-away = { $name } no está; el ordenador juega por { $name }.
net-taken-over-host = El anfitrión ha dejado que el ordenador juegue por { $name }.
net-host-is = Ahora { $name } es el anfitrión de la mesa.
net-you-are-host = { $name }, ahora la mesa está a su cargo. O abre el menú del anfitrión.
net-you-are-host-start = { $name }, ahora la mesa está a su cargo: usted empieza la partida. O abre el menú del anfitrión.
net-you-are-host-lines = { $name }, ahora la mesa está a su cargo. Escriba { word-host } para el menú del anfitrión.
net-you-are-host-start-lines = { $name }, ahora la mesa está a su cargo: usted empieza la partida. Escriba empezar para comenzar, o { word-host } para el menú del anfitrión.
net-spectator-arrived = { $name } está mirando la mesa.
net-spectator-left = { $name } ha dejado de mirar.
net-chat-line-watching = { $name }, que mira, dice: { $text }
net-closed-finished = La partida ha terminado y la mesa ya está cerrada.
net-closed-abandoned = Ya no quedaba nadie en esta mesa, así que se ha cerrado.
net-closed-by-host = El anfitrión ha cerrado la mesa.
net-invited-at-table = { $name } le invita a la mesa «{ $table }». Está la primera en su lista de mesas: pulse Intro allí para sentarse.
net-lobby-chat-line = { $name }, en la sala, dice: { $text }
net-lobby-chat-line-at-table = { $name }, en la mesa «{ $table }», dice: { $text }
net-lobby-chat-line-at-private-table = { $name }, en una mesa privada, dice: { $text }
net-lobby-chat-hint = Para hablar con todos los que están aquí, escriba { word-chat } y su mensaje; para oír las partidas terminadas que se guardan aquí, escriba { word-games }.
net-leaderboard = Clasificación de { $rules }, página { $page } de { $pages }, { $players ->
    [one] 1 persona clasificada
   *[other] { $players } personas clasificadas
}.
net-leaderboard-empty = En este servidor nadie tiene todavía valoración en { $rules }. Puntúan las partidas terminadas entre personas con cuenta, o contra el ordenador.
net-leaderboard-row = { $rank }. { $name }: valoración { $rating }; { $games ->
    [one] 1 partida
   *[other] { $games } partidas
}, { $wins ->
    [one] 1 victoria
   *[other] { $wins } victorias
}; media { $average }, mejor { $best }.
net-leaderboard-row-given = { $row } Regala { $given ->
    [one] 1 punto
   *[other] { $given } puntos
} por partida frente al juego del experto.
net-leaderboard-next-key = Mayús+I otra vez, o { word-leaderboard }, para la página { $next }.
net-leaderboard-next-line = Para la página siguiente, escriba { word-leaderboard } { $rules } { $next }.
net-leaderboard-which = Para oír una clasificación, escriba { word-leaderboard } y, si quiere, las reglas y la página: por ejemplo, { word-leaderboard } yatzy 2. Las reglas: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy, maxi-yatzy.
net-leaderboard-offline = La clasificación la lleva un servidor: se oye en una mesa en red y en la sala de sayzee join.
net-rated = { $name }, su valoración en { $rules }: { $rating }, { $trend ->
    [up] sube { $change }
    [down] baja { $change }
   *[same] sin cambios
}; puesto { $rank } de { $of }.
net-invited-in-lobby = { $name } le invita a la mesa «{ $table }». Pulse Intro para sentarse.
net-lobby-hearing-on = Ahora oye en la mesa lo que se dice en la sala. La misma orden lo detiene.
net-lobby-hearing-off = Ya no oye en la mesa lo que se dice en la sala.
net-person-invited = { $name } tiene invitación para esta mesa.
net-you-muted-person = Ya no oirá el chat de { $name }. Para volver a oírlo: unmute { $name }.
net-you-muted-person-keys = Ya no oirá el chat de { $name }. Para volver a oírlo: C y luego /unmute { $name }.
net-muted-nobody-yet = Nadie llamado { $name } ha escrito ni jugado aquí todavía; si es una errata, revise cómo se escribe.
net-you-unmuted-person = Vuelve a oír el chat de { $name }.
net-not-muted-person = Los mensajes de { $name } no estaban silenciados.
net-table-password-question = ¿La contraseña de la mesa «{ $table }»? Intro sin nada vuelve a la lista.
net-private-password-question = ¿Una contraseña para la mesa privada, para dársela a sus amigos? Intro sin nada: solo con invitación.
net-table-not-joined = No se ha unido.
net-announcement = Anuncio de { $name }, operador: { $text }
net-you-muted = Un operador le ha silenciado durante { $minutes } minutos: { $reason }. Puede seguir jugando y oyendo a los demás.
net-you-banned-from-server = Un operador le ha vetado este servidor durante { $minutes } minutos: { $reason }. La conexión se ha cerrado.
net-banned-ends = sayzee termina aquí; podrá volver cuando acabe el veto.
net-banned-leave-keys = Aún puede consultar las puntuaciones. Intro o Ctrl+Q cierra sayzee; podrá volver cuando acabe el veto.
net-banned-leave-lines = Aún puede consultar las puntuaciones. Escriba enter o { word-quit } para cerrar sayzee; podrá volver cuando acabe el veto.
net-closed-by-operator = Un operador del servidor ha cerrado la mesa.
net-motd = Mensaje del día: { $text }
net-op-done = Hecho.
net-op-unknown-certificate = El certificado del servidor no es de confianza para este dispositivo (SHA-256 { $fingerprint }). Confíe en él una vez con sayzee join, o indíquelo con --trust-cert.
net-name-owned = { $name } es un nombre con dueño en este servidor.
net-password-question = ¿Contraseña de { $name }? No se muestra al escribirla. Intro sin nada elige otro nombre.
net-logged-in = Sesión iniciada como { $name }.
net-claim-question = Elija una contraseña para { $name }, de { $min } caracteres o más. No se muestra al escribirla. Intro sin nada juega sin reservar el nombre.
net-claim-question-required = Elija una contraseña para { $name }, de { $min } caracteres o más. No se muestra al escribirla. Intro sin nada elige otro nombre.
net-operator-code-question = { $name } está reservado para un operador de este servidor. Escriba el código del registro del servidor. Intro sin nada juega sin reservar el nombre.
net-new-password-question = Nueva contraseña para { $name }, de { $min } caracteres o más. No se muestra al escribirla. Intro sin nada conserva la actual.
net-login-ended = El acceso de este dispositivo como { $name } ha terminado: la contraseña se ha cambiado, aquí o por un operador. Escriba la contraseña para volver a entrar.
net-guest-not-rated = En este servidor solo tienen valoración los nombres con dueño. Para tener una la próxima vez, reserve su nombre: sayzee join --claim.
net-reset-password-question = Nueva contraseña para { $name }, de { $min } caracteres o más; comuníquesela usted a { $name }. No se muestra al escribirla. Intro sin nada deja la contraseña de { $name } como está.
net-password-forgotten = Si se ha olvidado la contraseña, un operador de este servidor puede poner una nueva.
net-password-again = La misma contraseña otra vez, para asegurarse.
net-passwords-differ = Las dos contraseñas no coinciden. Otra vez.
net-claimed = { $name } es suyo en este servidor: solo usted se sienta, mira y chatea aquí con ese nombre, y este dispositivo inicia sesión solo.
net-claim-owned = { $name } ya tiene dueño aquí; inicie sesión si es usted.
net-accounts-required = Este servidor solo admite a personas con cuenta: reserve { $name } con una contraseña para jugar aquí.
net-accounts-required-newcomer = Este servidor solo admite a personas con cuenta: diga primero su nombre y luego elija una contraseña para él.
net-password-changed = Contraseña nueva guardada. Los demás dispositivos deben iniciar sesión de nuevo con ella.
net-login-not-kept = Este dispositivo no pudo guardar la sesión: la próxima vez se le pedirá la contraseña.
net-person-removed = El anfitrión ha expulsado a { $names } de la mesa.
net-person-banned = El anfitrión ha expulsado a { $names } de la mesa y { $count ->
    [one] le ha vetado
   *[other] les ha vetado
} la entrada.
net-person-removed-computer = El anfitrión ha expulsado a { $names } de la mesa; el ordenador juega por { $names } hasta el final.
net-person-banned-computer = El anfitrión ha expulsado a { $names } de la mesa y { $count ->
    [one] le ha vetado
   *[other] les ha vetado
} la entrada; el ordenador juega por { $names } hasta el final.
net-you-were-removed = El anfitrión le ha expulsado de la mesa. No puede recuperar allí su puesto.
net-you-were-banned = El anfitrión le ha expulsado de la mesa y le ha vetado la entrada: no puede volver a sentarse ni mirar allí.
net-turn-timer-set = El anfitrión ha puesto un tiempo por turno: { $seconds } segundos sin jugar, y el ordenador juega el resto de ese turno.
net-turn-timer-off = El anfitrión ha quitado el tiempo por turno.
net-timed-out = Se acabó el tiempo de { $name }: el ordenador juega el resto de este turno.
net-timed-out-you = Se le acabó el tiempo, { $name }: el ordenador juega el resto de este turno por usted. En el próximo turno vuelve a jugar.
net-turn-time-left-you = { $name }, { $seconds ->
    [one] le queda un segundo
   *[other] le quedan { $seconds } segundos
} para jugar; si no, el ordenador juega el resto de este turno por usted.
net-turn-timer-reminder = Tiempo límite: { $seconds } segundos por jugada.
net-server-stopping = El servidor se está reiniciando. sayzee se reconectará cuando vuelva.
net-seats-taken-elsewhere = Otra conexión, desde otra ventana u otro dispositivo, ha recuperado sus puestos en esta mesa; esta ya no juega aquí.
net-chat-shed = { $count ->
    [one] No le llegó un mensaje del chat porque su conexión iba con retraso.
   *[other] No le llegaron { $count } mensajes del chat porque su conexión iba con retraso.
}
net-played-for = Mientras no estaba, el ordenador jugó por { $name }: { $marks }.
net-played-for-mark = { $points } en { $box }
net-turn-stand-in = { $name } no está; juega el ordenador.
net-turn-away = { $name } no está; si no vuelve pronto, jugará el ordenador.
net-turn-waits = { $name } no está; la partida espera a que vuelva.
net-not-started-seated = La partida no ha empezado. En la mesa: { $players }.
net-waiting-host-keys = La mesa está a su cargo. Pulse Intro para empezar la partida cuando estén todos; O abre el menú del anfitrión.
net-waiting-host-lines = La mesa está a su cargo. Escriba { word-start } para empezar la partida cuando estén todos; escriba { word-host } para el menú del anfitrión.
net-host-start-keys = Pulse Intro para empezar la partida.
net-host-start-lines = Escriba { word-start } para empezar la partida.
net-waiting-no-host = Esperando a que un anfitrión empiece la partida.
net-not-host = Solo el anfitrión puede hacer eso; el anfitrión es { $name }.
net-host-menu-keys = Menú del anfitrión. Pulse un número, o las flechas e Intro; Escape lo cierra.
net-host-menu-lines = Menú del anfitrión. Escriba un número, o down, up y enter; { word-back } lo cierra.
net-host-close-confirm-keys = ¿Cerrar la mesa para todos? La partida termina para todos y no cuenta para nadie. Pulse otra vez { $number } o Intro para cerrarla; Escape sigue jugando.
net-host-close-confirm-lines = ¿Cerrar la mesa para todos? La partida termina para todos y no cuenta para nadie. Escriba otra vez { $number } o enter para cerrarla; { word-back } sigue jugando.
net-host-choice = { $number }: { $what }.
net-host-choice-start = empezar la partida
net-host-choice-pass = hacer anfitrión a { $name }
net-host-choice-computer = dejar que el ordenador juegue por { $name }
net-host-choice-remove = expulsar a { $name } de la mesa
net-host-choice-ban = expulsar a { $name } y vetarle la entrada a la mesa
net-host-choice-timer = poner el tiempo por turno en { $seconds } segundos (ahora { $now ->
        [0] sin límite
       *[other] { $now } segundos
    })
net-host-choice-timer-off = quitar el tiempo por turno (ahora { $now } segundos)
net-host-remove-confirm-keys = ¿Expulsar a { $name } de la mesa? No podrá recuperar su puesto; con la partida empezada, el ordenador lo juega hasta el final. Pulse otra vez { $number } o Intro para confirmar la expulsión; Escape lo deja como está.
net-host-remove-confirm-lines = ¿Expulsar a { $name } de la mesa? No podrá recuperar su puesto; con la partida empezada, el ordenador lo juega hasta el final. Escriba otra vez { $number } o enter para confirmar la expulsión; { word-back } lo deja como está.
net-host-ban-confirm-keys = ¿Expulsar a { $name } y vetar su vuelta a esta mesa? No podrá volver a sentarse ni mirar, ni con ese nombre ni con uno nuevo desde su dirección; los demás que están aquí conservan su sitio. Pulse otra vez { $number } o Intro para confirmar el veto; Escape lo deja como está.
net-host-ban-confirm-lines = ¿Expulsar a { $name } y vetar su vuelta a esta mesa? No podrá volver a sentarse ni mirar, ni con ese nombre ni con uno nuevo desde su dirección; los demás que están aquí conservan su sitio. Escriba otra vez { $number } o enter para confirmar el veto; { word-back } lo deja como está.
net-host-choice-close = cerrar la mesa para todos
net-host-menu-closed = Menú del anfitrión cerrado.
net-host-menu-numbers = Elija un número del 1 al { $count }.
net-host-invite-keys = Para invitar a alguien, pulse C y escriba /invite y su nombre.
net-host-invite-lines = Para invitar a alguien, escriba invite y su nombre.
net-goodbye-seat-given-up = Adiós. Como la partida no había empezado, su puesto ha quedado libre.

## Partidas terminadas que guarda el servidor
net-error-no-such-game = Este servidor ya no guarda esa partida: escriba { word-games } para oír las que guarda ahora.
net-kept-none = Este servidor aún no guarda ninguna partida terminada: cada partida terminada en una mesa que todos pueden encontrar se guarda aquí, las 50 últimas.
net-kept-heading = { $count ->
    [one] Este servidor guarda una partida terminada:
   *[other] Este servidor guarda { $count } partidas terminadas, de la más reciente a la más antigua:
}
net-kept-game = mesa { $table }, { $rules }, { $ago }: { $scores }
net-kept-ago-minutes = { $minutes ->
    [0] hace un momento
    [one] hace un minuto
   *[other] hace { $minutes } minutos
}
net-kept-ago-hours = { $hours ->
    [one] hace una hora
   *[other] hace { $hours } horas
}
net-kept-ago-days = { $days ->
    [one] hace un día
   *[other] hace { $days } días
}
net-kept-walk-hint = Para recorrer una, decisión a decisión, escriba { word-walk } y su número: { word-walk } 1.
net-kept-ask-first = Escriba primero { word-games } para oír las partidas terminadas que guarda este servidor.
net-kept-walk-which = { $count ->
    [one] Solo se guarda una partida: escriba { word-walk } 1.
   *[other] Escriba { word-walk } y un número del 1 al { $count }.
}
net-log-keeping-failed = mesa «{ $table }»: su partida terminada no se pudo guardar para recorrerla ({ $error })
