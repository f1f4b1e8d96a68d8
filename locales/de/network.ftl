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

## Am Tisch: Beitreten, das Spiel, wer kommt und geht, Chat. $table und $name sind bereinigte Namen.
net-cannot-connect = Unter { $address } antwortet kein sayzee-Server. Prüfen Sie die Adresse und ob der Server läuft.
net-connected = Verbunden mit { $address }.
net-question-rejoin = Sie haben einen Platz an Tisch „{ $table }“ als { $names }. Zurücknehmen? Eingabe für ja, oder nein.
net-word-yes = ja
net-word-no = nein
net-question-table = Was möchten Sie tun? { $choices }. Eingabe eröffnet einen neuen Tisch.
net-question-watch = Welchem Tisch möchten Sie zuschauen? { $choices }. Eingabe nimmt den letzten.
net-choice-join = an Tisch „{ $table }“ zu { $players } setzen
net-choice-watch = Tisch „{ $table }“ mit { $players } zuschauen
net-choice-create = einen neuen Tisch eröffnen
net-no-tables-yet = Auf diesem Server ist noch kein Tisch offen, also eröffnen Sie den ersten.
net-no-tables = Auf diesem Server gibt es keinen Tisch zum Zuschauen.
net-seated = Sie sitzen an Tisch „{ $table }“.
net-watching = Sie schauen Tisch „{ $table }“ zu. Sie können zuhören und chatten, aber nicht spielen.
net-waiting-creator = Warten auf Mitspieler. Drücken Sie Eingabe oder schreiben Sie start, um das Spiel zu beginnen, wenn alle da sind.
net-waiting = Warten, bis { $name } das Spiel startet.
net-started = Das Spiel beginnt.
net-not-connected = Die Verbindung zum Server ist weg; sayzee versucht, sie wiederherzustellen.
net-watching-cannot-act = Sie schauen an diesem Tisch nur zu und können nicht spielen.
net-game-is-over = Das Spiel ist vorbei.
net-hint-not-yours = Tipps gibt es nur, wenn Sie an der Reihe sind.
net-chat-offline = Chatten geht nur an einem Netzwerktisch.
net-chat-prompt-lines = Schreiben Sie Ihre Nachricht in die nächste Zeile.
net-chat-prompt-keys = Schreiben Sie Ihre Nachricht und drücken Sie Eingabe. Escape bricht ab.
net-chat-cancelled = Keine Nachricht gesendet.
net-chat-line = { $name } sagt: { $text }
net-server-unreadable = Der Server hat etwas geschickt, das dieses sayzee nicht lesen kann. Aktualisieren Sie sayzee, wenn das wieder passiert.
net-connection-lost = Die Verbindung zum Server ist weg. Neuer Verbindungsversuch läuft.
net-gave-up = Der Server kommt nicht zurück. Drücken Sie Strg+Q zum Beenden.
net-person-joined = { $name } hat sich an den Tisch gesetzt.
net-person-left = { $name } hat den Tisch verlassen.
net-person-back = { $name } ist wieder da.
net-goodbye-seat-kept = Auf Wiedersehen. Ihr Platz bleibt frei: sayzee join bietet ihn an, wenn Sie zurückkommen.
net-back-at-table = Wieder verbunden. Sie sitzen wieder am Tisch.
