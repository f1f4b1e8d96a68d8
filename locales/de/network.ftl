# Netzwerkspiel: was ein Client über den Server und den Tisch sagt. Gleiche IDs und Variablen in jeder Sprache.

## Errors: eine Meldung je Fehlercode des Servers (docs/protocol.md).

net-error-version-mismatch = Dieser Server spricht eine andere Version des Spiels, Version { $version }. Aktualisiere sayzee, um hier zu spielen.
net-error-not-hello-first = Der Server hat zuerst eine Begrüßung erwartet. Verbinde dich bitte neu.
net-error-malformed = Der Server hat diese Nachricht nicht verstanden.
net-error-too-large = Diese Nachricht ist zu lang für den Server, erlaubt sind { $limit } Bytes.
net-error-already-hello = Du bist schon verbunden.
net-error-no-such-table = Einen Tisch mit diesem Namen gibt es nicht.
net-error-table-exists = Einen Tisch mit diesem Namen gibt es schon. Wähle einen anderen Namen.
net-error-table-full = An diesem Tisch ist kein Platz mehr frei.
net-error-no-such-seat = An diesem Tisch ist kein freier Platz mit diesem Namen.
net-error-bad-config = So lässt sich kein Tisch einrichten.
net-error-not-at-table = Du sitzt noch an keinem Tisch.
net-error-already-at-table = Du sitzt schon an einem Tisch. Verlass ihn zuerst.
net-error-not-your-seat = Das ist nicht dein Platz.
net-error-not-your-turn = Du bist nicht an der Reihe.
net-error-already-started = Das Spiel hat schon begonnen.
net-error-not-started = Das Spiel hat noch nicht begonnen.
net-error-not-creator = Nur wer den Tisch eröffnet hat, kann das Spiel starten.
net-error-bad-token = Dieser Platz lässt sich nicht zurückholen; vielleicht gibt es den Tisch nicht mehr.
net-error-chat-too-long = Diese Nachricht ist zu lang, erlaubt sind { $limit } Zeichen.
net-error-server-trouble = Der Server hat ein Problem und konnte das nicht ausführen. Versuch es noch einmal.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = sayzee-Server lauscht auf { $address }
net-log-stopping = sayzee-Server wird beendet
net-log-connected = Verbindung { $id } von { $address }
net-log-disconnected = Verbindung { $id } geschlossen
net-log-table-created = Tisch „{ $table }“ von Verbindung { $id } eröffnet
net-log-joined = Verbindung { $id } setzt sich an Tisch „{ $table }“
net-log-rejoined = Verbindung { $id } übernimmt wieder ihre Plätze an Tisch „{ $table }“
net-log-left = Verbindung { $id } verlässt Tisch „{ $table }“
net-log-started = Tisch „{ $table }“: Spiel begonnen
net-log-move = Tisch „{ $table }“: Platz { $seat } hat gespielt, { $count } Ereignisse
net-log-computer-stuck = Tisch „{ $table }“: ein Zug des Computers wurde abgelehnt; der Computer wartet
net-log-save-failed = Tisch „{ $table }“ konnte nicht gespeichert werden; die nächste Änderung versucht es erneut
net-log-table-damaged = { $path } ist kein Tisch, den dieser Server wiederherstellen kann; unverändert gelassen
net-log-table-restored = Tisch „{ $table }“ wiederhergestellt
