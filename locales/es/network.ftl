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
