# Juego en red: lo que dice un cliente sobre el servidor y la mesa. Mismos identificadores y variables en todos los idiomas.

## Errors: un mensaje por cada código de error que envía el servidor (docs/protocol.md).

net-error-version-mismatch = Este servidor usa otra versión del juego, la versión { $version }. Actualiza sayzee para jugar aquí.
net-error-not-hello-first = El servidor esperaba primero un saludo. Vuelve a conectarte.
net-error-malformed = El servidor no ha entendido ese mensaje.
net-error-too-large = Ese mensaje es demasiado largo para el servidor, el límite es de { $limit } bytes.
net-error-already-hello = Ya estás conectado.
net-error-no-such-table = No hay ninguna mesa con ese nombre.
net-error-table-exists = Ya existe una mesa con ese nombre. Elige otro.
net-error-table-full = Esa mesa no tiene ningún sitio libre.
net-error-no-such-seat = Esa mesa no tiene ningún sitio libre con ese nombre.
net-error-bad-config = No se puede preparar una mesa así.
net-error-not-at-table = Todavía no estás en ninguna mesa.
net-error-already-at-table = Ya estás en una mesa. Sal de ella primero.
net-error-not-your-seat = Ese sitio no es tuyo.
net-error-not-your-turn = No es tu turno.
net-error-already-started = La partida ya ha empezado.
net-error-not-started = La partida todavía no ha empezado.
net-error-not-creator = Solo quien creó la mesa puede empezar la partida.
net-error-bad-token = No se puede recuperar ese sitio; puede que la mesa ya no exista.
net-error-chat-too-long = Ese mensaje es demasiado largo, el límite es de { $limit } caracteres.
net-error-server-trouble = El servidor tiene un problema y no ha podido hacer esa jugada. Inténtalo de nuevo.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = servidor sayzee escuchando en { $address }
net-log-stopping = el servidor sayzee se detiene
net-log-connected = conexión { $id } desde { $address }
net-log-disconnected = conexión { $id } cerrada
net-log-table-created = mesa «{ $table }» creada por la conexión { $id }
net-log-joined = la conexión { $id } se une a la mesa «{ $table }»
net-log-rejoined = la conexión { $id } recupera sus puestos en la mesa «{ $table }»
net-log-left = la conexión { $id } deja la mesa «{ $table }»
net-log-started = mesa «{ $table }»: partida empezada
net-log-move = mesa «{ $table }»: el puesto { $seat } ha jugado, { $count } sucesos
net-log-computer-stuck = mesa «{ $table }»: se rechazó una jugada del ordenador; el ordenador espera
net-log-save-failed = no se pudo guardar la mesa «{ $table }»; el próximo cambio lo intentará de nuevo
net-log-table-damaged = { $path } no es una mesa que este servidor pueda restaurar; se deja como está
net-log-table-restored = mesa «{ $table }» restaurada

## En la mesa: unirse, la partida, quién llega y quién se va, el chat. $table y $name son nombres limpios.
net-cannot-connect = Ningún servidor de sayzee responde en { $address }. Compruebe la dirección y que el servidor esté en marcha.
net-connected = Conexión establecida con { $address }.
net-question-rejoin = Tiene un sitio en la mesa «{ $table }» como { $names }. ¿Recuperarlo? Intro para sí, o no.
net-word-yes = sí
net-word-no = no
net-question-table = ¿Qué desea hacer? { $choices }. Intro crea una mesa nueva.
net-question-watch = ¿Qué mesa desea mirar? { $choices }. Intro elige la última.
net-choice-join = unirse a la mesa «{ $table }» con { $players }
net-choice-watch = mirar la mesa «{ $table }» con { $players }
net-choice-create = crear una mesa nueva
net-no-tables-yet = Todavía no hay ninguna mesa abierta en este servidor, así que usted crea la primera.
net-no-tables = No hay ninguna mesa que mirar en este servidor.
net-seated = Está en la mesa «{ $table }».
net-watching = Está mirando la mesa «{ $table }». Puede escuchar y chatear, pero no jugar.
net-waiting-creator = Esperando jugadores. Pulse Intro, o escriba start, para empezar la partida cuando estén todos.
net-waiting = Esperando a que { $name } empiece la partida.
net-started = Empieza la partida.
net-not-connected = Se ha perdido la conexión con el servidor; sayzee intenta volver a conectarse.
net-watching-cannot-act = Está mirando esta mesa, así que no puede jugar.
net-game-is-over = La partida ha terminado.
net-hint-not-yours = Las pistas son solo para su propio turno.
net-chat-offline = El chat solo funciona en una mesa en red.
net-chat-prompt-lines = Escriba su mensaje en la línea siguiente.
net-chat-prompt-keys = Escriba su mensaje y pulse Intro. Escape cancela.
net-chat-cancelled = No se ha enviado ningún mensaje.
net-chat-line = { $name } dice: { $text }
net-server-unreadable = El servidor ha enviado algo que este sayzee no sabe leer. Actualice sayzee si vuelve a pasar.
net-connection-lost = Se ha perdido la conexión con el servidor. Intentando reconectar.
net-gave-up = El servidor no vuelve. Pulse Control+Q para salir.
net-person-joined = { $name } se ha unido a la mesa.
net-person-left = { $name } ha dejado la mesa.
net-person-back = { $name } ha vuelto.
net-goodbye-seat-kept = Adiós. Su sitio le espera: sayzee join se lo ofrece cuando vuelva.
net-back-at-table = Conexión restablecida. Vuelve a estar en la mesa.
