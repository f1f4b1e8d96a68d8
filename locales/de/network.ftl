# Netzwerkspiel: was ein Client über den Server und den Tisch sagt. Gleiche IDs und Variablen in jeder Sprache.

## Errors: eine Meldung je Fehlercode des Servers (docs/protocol.md).

net-error-version-mismatch = Dieser Server verwendet eine andere Version des Spiels, Version { $version }. Aktualisieren Sie sayzee, um hier zu spielen.
net-error-not-hello-first = Der Server hat zuerst eine Begrüßung erwartet. Bitte verbinden Sie sich neu.
net-error-malformed = Der Server hat diese Nachricht nicht verstanden.
net-error-too-large = Diese Nachricht ist zu lang für den Server, erlaubt sind { $limit } Bytes.
net-error-already-hello = Sie sind schon verbunden.
net-error-no-such-table = Einen Tisch mit diesem Namen gibt es nicht.
net-error-table-exists = Einen Tisch mit diesem Namen gibt es schon. Wählen Sie einen anderen Namen.
net-error-table-full = An diesem Tisch ist kein Platz mehr frei.
net-error-no-such-seat = An diesem Tisch ist kein freier Platz mit diesem Namen.
net-error-bad-config = So lässt sich dieser Tisch nicht einrichten oder betreten: Jeder Spieler braucht einen eigenen Namen.
net-error-not-at-table = Sie sitzen noch an keinem Tisch.
net-error-already-at-table = Sie sitzen schon an einem Tisch. Verlassen Sie ihn zuerst.
net-error-not-your-seat = Das ist nicht Ihr Platz.
net-error-not-your-turn = Sie sind nicht an der Reihe.
net-error-already-started = Das Spiel hat schon begonnen.
net-error-not-started = Das Spiel hat noch nicht begonnen.
net-error-bad-token = Dieser Platz lässt sich nicht zurückholen; vielleicht gibt es den Tisch nicht mehr.
net-error-chat-too-long = Diese Nachricht ist zu lang, erlaubt sind { $limit } Zeichen.
net-error-server-trouble = Der Server hat ein Problem und konnte das nicht ausführen. Versuchen Sie es noch einmal.
net-error-too-slow = Diese Verbindung kam mit dem Tisch nicht mehr mit, deshalb hat der Server sie getrennt. Sie verbindet sich von selbst wieder, mit dem aktuellen Stand des Tisches.
net-error-server-full = Der Server ist voll und nimmt gerade keine weiteren Verbindungen an. Versuchen Sie es später noch einmal.
net-error-secure-only = Dieser Server nimmt nur gesicherte Verbindungen an: Verbinden Sie sich erneut mit wss:// vor seiner Adresse.
net-error-too-many-tables = Hier können gerade keine weiteren Tische eröffnet werden (die Grenze liegt bei { $limit }). Setzen Sie sich an einen offenen Tisch oder versuchen Sie es später noch einmal.
net-error-too-fast = Sie senden schneller, als der Server annimmt. Warten Sie einen Moment; was zu schnell kam, wurde weder gespielt noch gesendet.
net-error-too-many-spectators = An diesem Tisch { $limit ->
    [one] schaut schon 1 Person zu
   *[other] schauen schon { $limit } Personen zu
}, mehr sind nicht möglich. Versuchen Sie es später noch einmal.
net-error-bad-name = Dieser Name geht hier nicht: Er ist leer oder mischt Alphabete so, dass er wie ein anderer aussehen könnte. Wählen Sie einen anderen.
net-error-table-name-too-long = Ein Tischname darf höchstens { $limit } Zeichen haben. Wählen Sie einen kürzeren.
net-error-banned = Der Gastgeber hat Sie von diesem Tisch ausgeschlossen.
net-error-banned-address = Dieser Tisch nimmt niemanden Neues von Ihrer Adresse auf, weil der Gastgeber jemanden ausgeschlossen hat, der von dort aus gespielt hat. Wenn Sie das nicht waren, bitten Sie den Gastgeber um eine Einladung.
net-error-bad-turn-timer = Eine Zugzeit muss zwischen { $min } und { $max } Sekunden liegen.
net-error-timed-out = Ihre Zeit ist abgelaufen: Der Computer spielt diesen Zug für Sie zu Ende. Im nächsten Zug spielen Sie wieder selbst.
net-error-name-claimed = Dieser Name gehört auf diesem Server jemandem. Melden Sie sich als Inhaber an oder wählen Sie einen anderen Namen.
net-error-operator-code-needed = Dieser Name gehört zu den Betreibern dieses Servers: Er lässt sich nur mit dem Code sichern, den der Server beim Start in sein Protokoll geschrieben hat.
net-error-too-many-claims = Von Ihrer Adresse aus wurden in den letzten 24 Stunden schon { $per_day } Namen gesichert, mehr geht von einer Adresse aus nicht. Spielen Sie, ohne den Namen zu sichern, oder sichern Sie ihn morgen.
net-error-wrong-password = Das Passwort stimmt nicht.
net-error-bad-login-token = Die Anmeldung dieses Geräts ist abgelaufen (ein neues Passwort beendet alle). Melden Sie sich mit dem Passwort an.
net-error-too-many-logins = Zu viele Versuche mit einem Passwort. Warten Sie eine Minute und versuchen Sie es dann noch einmal.
net-error-bad-password = Ein Passwort muss zwischen { $min } und { $max } Zeichen lang sein.
net-error-not-logged-in = Dafür müssen Sie angemeldet sein.
net-error-no-such-account = Dieser Name gehört auf diesem Server niemandem.
net-error-account-required = Dieser Server lässt nur Personen mit Konto zu. Sichern Sie sich Ihren Namen mit einem Passwort (sayzee join --claim) oder melden Sie sich an.
net-error-table-password-needed = Dieser Tisch ist privat: Platz nehmen kann nur, wen der Gastgeber eingeladen hat oder wer das Passwort des Tisches angibt.
net-error-wrong-table-password = Das ist nicht das Passwort des Tisches.
net-error-too-many-invited = Ein privater Tisch lädt höchstens { $limit } Namen ein.
net-error-not-operator = Das darf nur ein Betreiber dieses Servers.
net-error-muted = Ein Betreiber hat Sie für noch { $minutes } Minuten stummgeschaltet: { $reason }
net-error-banned-from-server = Ein Betreiber hat Sie für noch { $minutes } Minuten von diesem Server ausgeschlossen: { $reason }
net-error-bad-sanction = Stummschalten oder Ausschließen braucht einen Namen oder eine Adresse, 1 bis { $max } Minuten und einen Grund.
net-error-daily-unavailable = Die Aufgabe des Tages kann auf diesem Server gerade nicht erstellt werden; tippen Sie gleich noch einmal { word-daily }.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = sayzee-Server lauscht auf { $address }
net-log-tls = Verbindungen sind gesichert (TLS); SHA-256-Fingerabdruck des Zertifikats, zum Vergleichen für die Spieler: { $fingerprint }
net-log-plain-open = Warnung: Dieser Server lauscht über diesen Rechner hinaus ohne TLS, Namen, Chat und Platzschlüssel gehen also unverschlüsselt durchs Netz; geben Sie ihm ein Zertifikat mit --tls-cert und --tls-key oder stellen Sie ihn hinter einen Proxy, der eines hat
net-log-stopping = sayzee-Server wird beendet
net-log-stopped-waiting = einige Verbindungen waren nach 5 Sekunden noch nicht fertig; der Server wird ohne sie beendet
net-log-connected = Verbindung { $id } von { $address }
net-log-disconnected = Verbindung { $id } geschlossen
net-log-too-slow = Verbindung { $id } kam nicht mehr mit und wurde getrennt
net-log-full = Verbindung von { $address } abgewiesen: Der Server hat so viele Verbindungen, wie er annimmt
net-log-silent = Verbindung { $id } hat auf drei Pings nicht geantwortet und wird als tot geschlossen
net-log-no-hello = Verbindung { $id } hat sich nicht binnen 10 Sekunden gemeldet und wird geschlossen
net-log-flooding = Verbindung { $id } hat ständig schneller gesendet, als der Server annimmt, und wird geschlossen
net-log-connections-clamped = das System erlaubt diesem Server { $files } offene Dateien: er nimmt höchstens { $limit } Verbindungen an
net-log-accept-failed = das System hat eine neue Verbindung abgelehnt: { $error }; sayzee wartet kurz und versucht es erneut
net-log-table-created = Tisch „{ $table }“ von Verbindung { $id } eröffnet
net-log-joined = Verbindung { $id } setzt sich an Tisch „{ $table }“
net-log-rejoined = Verbindung { $id } übernimmt wieder ihre Plätze an Tisch „{ $table }“
net-log-left = Verbindung { $id } verlässt Tisch „{ $table }“
net-log-started = Tisch „{ $table }“: Spiel begonnen
net-log-move = Tisch „{ $table }“: Platz { $seat } hat gespielt, { $count ->
    [one] { $count } Ereignis
   *[other] { $count } Ereignisse
}
net-log-computer-stuck = Tisch „{ $table }“: ein Zug des Computers wurde abgelehnt; der Computer wartet
net-log-save-failed = Tisch „{ $table }“ konnte nicht gespeichert werden; die nächste Änderung versucht es erneut
net-log-save-refused = Tisch „{ $table }“ konnte nicht gespeichert werden ({ $error }): Die Änderung wird abgelehnt, und niemand erfährt davon
net-log-table-damaged = { $path } ist kein Tisch, den dieser Server wiederherstellen kann; unverändert gelassen
net-log-table-unreadable = Tisch „{ $table }“ in der Datenbank kann dieser Server nicht wiederherstellen; er bleibt, wie er ist
net-log-table-restored = Tisch „{ $table }“ wiederhergestellt

## Am Tisch: Beitreten, das Spiel, wer kommt und geht, Chat. $table und $name sind bereinigte Namen.
net-cannot-connect = Unter { $address } antwortet kein sayzee-Server. Prüfen Sie die Adresse und ob der Server läuft.
net-script-password-refused = Der Server hat das Passwort aus --password-file oder $SAYZEE_PASSWORD nicht angenommen.
net-certificate-unknown = Der Server unter { $address } zeigt ein Zertifikat, dem weder dieser Computer noch Sie bisher vertrauen. Vergleichen Sie seinen SHA-256-Fingerabdruck mit dem, den der Betreiber des Servers veröffentlicht hat: { $fingerprint }.
net-certificate-changed = Warnung: Der Server unter { $address } zeigt ein anderes Zertifikat als das, dem Sie zuvor vertraut haben. Jemand könnte sich als dieser Server ausgeben. Vertrauen Sie ihm nur, wenn der Betreiber des Servers Ihnen gesagt hat, dass sich das Zertifikat geändert hat. Sein neuer SHA-256-Fingerabdruck: { $fingerprint }.
net-certificate-question = Tippen Sie vertrauen, um diesem Zertifikat für diesen Server ab jetzt zu vertrauen, oder drücken Sie Eingabe, um abzubrechen, ohne sich zu verbinden.
net-certificate-answer = Tippen Sie vertrauen, um ihm zu vertrauen, oder drücken Sie Eingabe, um abzubrechen.
net-certificate-word-trust = vertrauen
net-certificate-declined = Nicht verbunden: Dem Zertifikat wird nicht vertraut.
net-certificate-not-kept = Dem Zertifikat wird vorerst vertraut, es konnte aber nicht im Datenverzeichnis gespeichert werden: Sie werden beim nächsten Mal erneut gefragt.
net-connected = Verbunden mit { $address }.
net-question-table = Was möchten Sie tun? Eingabe eröffnet einen neuen Tisch.
net-question-watch = An welchem Tisch möchten Sie zuschauen? Eingabe wählt den ersten.
net-choice-create = einen neuen Tisch eröffnen
word-start = starten
word-help = hilfe
word-quit = beenden
word-list = liste
word-more = weiter
word-new = neu
net-no-tables-yet = Auf diesem Server ist noch kein Tisch offen, also eröffnen Sie den ersten.
net-no-tables = Auf diesem Server gibt es keinen Tisch zum Zuschauen.
net-seated = Sie sitzen an Tisch „{ $table }“.
net-watching = Sie schauen an Tisch „{ $table }“ zu. Sie können zuhören und chatten, aber nicht spielen.
net-waiting = Warten, bis { $name } das Spiel startet.
net-started = Das Spiel beginnt.
net-watching-cannot-act = Sie schauen an diesem Tisch nur zu und können nicht spielen.
net-game-is-over = Das Spiel ist vorbei.
net-hint-not-yours = Tipps gibt es nur, wenn Sie an der Reihe sind.
net-chat-offline = Chatten geht nur an einem Netzwerktisch.
net-host-menu-offline = Das Gastgebermenü gibt es nur an einem Netzwerktisch.
net-chat-prompt-lines = Schreiben Sie Ihre Nachricht in die nächste Zeile.
net-chat-prompt-keys = Schreiben Sie Ihre Nachricht und drücken Sie Eingabe. Escape bricht ab.
net-chat-limit = Die Nachricht hat ihre Grenze von { $limit } Zeichen erreicht; weitere Zeichen werden nicht übernommen. Drücken Sie Eingabe, um sie zu senden.
net-chat-help = Sie schreiben eine Nachricht an den Tisch. Eingabe sendet sie, Rücktaste löscht, Escape bricht ab; Strg+Q beendet sayzee. Mit /invite und einem Namen laden Sie diese Person ein; /mute und ein Name blendet deren Nachrichten für Sie aus, /unmute holt sie zurück; /lobby und eine Nachricht schreibt in die Lobby, /lobby allein lässt Sie die Lobby hier hören.
net-chat-cancelled = Keine Nachricht gesendet.
net-chat-line = { $name } sagt: { $text }
net-server-unreadable = Der Server hat etwas geschickt, das dieses sayzee nicht lesen kann. Aktualisieren Sie sayzee, wenn das wieder passiert.
net-person-joined = { $name } hat sich an den Tisch gesetzt.
net-person-left = { $name } hat den Tisch verlassen.
net-person-lost = { $name } hat die Verbindung verloren; der Platz wird freigehalten.
net-person-back = { $name } ist wieder da.
net-goodbye-seat-kept = Auf Wiedersehen. Ihr Platz wird für Sie freigehalten: sayzee join bietet ihn wieder an, wenn Sie zurückkommen.
net-back-at-table = Wieder verbunden. Sie sitzen wieder am Tisch.
net-while-away = Während Sie weg waren:

## Tables that never stall: the host, computers playing for people who have gone, closed tables. $name is a
## cleaned name; $marks a list of net-played-for-mark; $about a net-table-about.
net-error-not-host = Das darf nur der Gastgeber des Tisches.
net-error-seat-empty = Der Platz von { $name } ist leer. Warten Sie, bis die Person zurück ist; ist sie nicht binnen { $seconds ->
    [one] einer Sekunde
   *[other] { $seconds } Sekunden
} zurück, wird der Platz freigegeben.
net-error-name-taken = Dieser Name ist an diesem Tisch schon vergeben. Wählen Sie einen anderen.
net-log-watching = Verbindung { $id } schaut an Tisch „{ $table }“ zu
net-log-bad-token = Verbindung { $id } wollte einen Platz mit einem Schlüssel zurücknehmen, den kein Tisch kennt
net-log-bad-tokens = { $address } hat in der letzten Minute { $count ->
    [one] einen weiteren Schlüssel, den
   *[other] { $count } weitere Schlüssel, die
} kein Tisch kennt, ausprobiert (nicht einzeln protokolliert)
net-log-taken-over = Tisch „{ $table }“: der Computer spielt Platz { $seat }
net-log-invited = Tisch „{ $table }“: der Gastgeber hat „{ $name }“ eingeladen
net-log-operator = Betreiber „{ $operator }“: { $action } { $detail }
net-log-claimed = der Name „{ $name }“ wurde von { $address } aus gesichert
net-log-wrong-password = ein falsches Passwort für „{ $name }“ von { $address }
net-log-password-changed = „{ $name }“ hat ein neues Passwort gesetzt; die anderen Anmeldungen sind beendet
net-log-operator-unclaimed = Der Betreibername { $name } hat noch keinen Inhaber, und niemand kann ihn ohne diesen Code sichern: { $code }. Sichern Sie ihn mit sayzee join --claim unter diesem Namen und geben Sie den Code an, wenn er erfragt wird (bis dahin bei jedem Start ein neuer Code).
net-log-accounts = { $count } Namen mit Inhaber; Konto nötig: { $required }
net-log-names-expired = { $count ->
    [one] 1 Name, den zu lange niemand benutzt hat, ist
   *[other] { $count } Namen, die zu lange niemand benutzt hat, sind
} wieder frei, und { $rows ->
    [one] 1 Zeile
   *[other] { $rows } Zeilen
} der Wertungen entfernt: { $names }
net-log-names-unsaved = zu lange unbenutzte Namen konnten nicht freigegeben werden, weil sich Konten oder Wertungen nicht schreiben ließen; in einer Stunde wird es erneut versucht
net-log-removed = Tisch „{ $table }“: der Gastgeber hat { $names } entfernt (ausgeschlossen: { $banned })
net-log-timed-out = Tisch „{ $table }“: die Zugzeit für Platz { $seat } ist abgelaufen; ein Computer spielt den Zug zu Ende
net-log-game-over = Tisch „{ $table }“: Spiel zu Ende
net-log-rated = Tisch „{ $table }“: das Spiel ist gewertet
net-log-rating-failed = Tisch „{ $table }“: die Wertungen des Spiels ließen sich nicht schreiben ({ $error })
net-log-closed = Tisch „{ $table }“ geschlossen ({ $reason }); seine Datei liegt in tables/closed
net-question-table-rejoin = Was möchten Sie tun? Eingabe bringt Sie an Ihren Tisch zurück.
net-question-table-join = Was möchten Sie tun? Eingabe setzt Sie an Tisch „{ $table }“.
net-group-rejoin = Ihre Plätze:
net-group-join = Tische, an denen Sie Platz nehmen können:
net-group-watch = Tische, an denen Sie zuschauen können:
net-choice-table = „{ $table }“: { $about }
net-choice-table-private = „{ $table }“, privat, Sie sind eingeladen: { $about }
net-table-rules-duplicate = { $rules } mit Duplikat-Würfeln
net-choice-rejoin = wieder an Tisch „{ $table }“ Platz nehmen, wo Sie als { $names } spielen
net-table-about = { $rules }, { $phase }, mit { $players }{ $watching ->
    [0] {""}
    [one] , 1 Zuschauer
   *[other] , { $watching } Zuschauer
}
net-table-about-nobody = { $rules }, { $phase }, noch niemand sitzt dort{ $watching ->
    [0] {""}
    [one] , 1 Zuschauer
   *[other] , { $watching } Zuschauer
}
net-table-about-nobody-here = { $rules }, { $phase }, mit { $players }; gerade ist niemand dort{ $watching ->
    [0] {""}
    [one] , 1 Zuschauer
   *[other] , { $watching } Zuschauer
}
net-lobby-more = Das waren { $shown } von { $count }. Tippen Sie weiter für die nächsten, liste für alle noch einmal.
net-lobby-invalid = „{ $answer }“ passt hier nicht: Antworten Sie mit einer Zahl von { $min } bis { $max } oder dem Namen eines Tisches. Tippen Sie liste, um die Tische noch einmal zu hören.
net-table-waiting = { $free ->
    [0] wartet auf den Start, kein Platz frei
    [one] wartet auf den Start, 1 Platz frei
   *[other] wartet auf den Start, { $free } Plätze frei
}
net-table-playing = Runde { $round } von { $rounds } läuft
net-table-finished = Spiel zu Ende
net-question-table-name = Name des neuen Tisches? Eingabe für { $default }.
net-table-name-taken = Ein Tisch namens { $table } ist schon offen. Wählen Sie einen anderen Namen.
net-question-stand-in = Wenn jemand geht, spielt der Computer für diese Person, bis sie zurückkommt. Wie gut soll er spielen? Eingabe für { $default }, oder eine Zahl: { $levels }.
net-name-taken = { $name } sitzt schon an diesem Tisch. Wählen Sie einen anderen Namen.
net-names-taken = Einer der Namen { $names } ist an diesem Tisch schon vergeben. Wählen Sie andere Namen.
net-table-gone = Diesen Tisch gibt es nicht mehr: Der Server hat ihn nicht mehr.
net-seat-given-up = Ihr Platz am Tisch „{ $table }“ wurde freigegeben, während Sie weg waren; der Tisch ist noch offen.
net-lobby-lost = Die Verbindung zum Server ist unterbrochen. sayzee versucht es weiter und fragt erneut, sobald er zurück ist; was Sie bis dahin tippen, wird nicht verwendet. Tippen Sie beenden, um aufzuhören.
net-lobby-still-trying = Der Server ist noch nicht erreichbar; sayzee versucht es weiter. Tippen Sie beenden, um aufzuhören.
net-lobby-not-yet = Noch nicht: Der Server ist nicht zurück. Diese Zeile wird nicht verwendet.
net-lobby-back = Der Server ist zurück.
net-table-ended = Dieser Tisch ist geschlossen.
net-ended-keys = Sie können die Punktestände noch abfragen. Eingabe zeigt die Liste der Tische, Strg+Q beendet.
net-ended-lines = Sie können die Punktestände noch abfragen. Tippen Sie enter für die Liste der Tische oder { word-quit } zum Beenden.
net-ended-unstarted-keys = Eingabe zeigt die Liste der Tische, Strg+Q beendet.
net-ended-unstarted-lines = Tippen Sie enter für die Liste der Tische oder { word-quit } zum Beenden.
net-to-the-list = Zurück zur Liste der Tische.
net-not-connected-keys = Die Verbindung zum Server ist unterbrochen; sayzee versucht weiter, sie wiederherzustellen. Strg+Q bricht ab.
net-not-connected-lines = Die Verbindung zum Server ist unterbrochen; sayzee versucht weiter, sie wiederherzustellen. Tippen Sie { word-quit } zum Abbrechen.
net-still-trying-keys = Der Server ist noch nicht erreichbar, sayzee versucht es weiter. Strg+Q bricht ab.
net-still-trying-lines = Der Server ist noch nicht erreichbar, sayzee versucht es weiter. Tippen Sie { word-quit } zum Abbrechen.
net-not-your-turn-name = { $name } ist dran, nicht Sie.
net-person-gone = { $name } ist gegangen und hat den Platz freigegeben.
net-you-play-again = { $name }, Sie spielen wieder selbst.
net-person-plays-again = { $name } ist wieder da und spielt wieder selbst.
net-you-taken-over = Der Computer spielt jetzt für { $name }. Drücken Sie Eingabe, um wieder selbst zu spielen.
net-you-taken-over-lines = Der Computer spielt jetzt für { $name }. Tippen Sie { word-roll }, um wieder selbst zu spielen.
net-taken-over-away = { $name } ist weg; der Computer spielt für { $name }.
net-taken-over-host = Der Gastgeber lässt den Computer für { $name } spielen.
net-host-is = { $name } ist jetzt Gastgeber des Tisches.
net-you-are-host = { $name }, Sie sind jetzt Gastgeber des Tisches. O öffnet das Gastgebermenü.
net-you-are-host-start = { $name }, Sie sind jetzt Gastgeber: Sie starten das Spiel. O öffnet das Gastgebermenü.
net-you-are-host-lines = { $name }, Sie sind jetzt Gastgeber des Tisches. Tippen Sie { word-host } für das Gastgebermenü.
net-you-are-host-start-lines = { $name }, Sie sind jetzt Gastgeber: Sie starten das Spiel. Tippen Sie starten, um zu beginnen, oder { word-host } für das Gastgebermenü.
net-spectator-arrived = { $name } schaut am Tisch zu.
net-spectator-left = { $name } schaut nicht mehr zu.
net-chat-line-watching = { $name } (schaut zu) sagt: { $text }
net-closed-finished = Das Spiel ist vorbei, und der Tisch ist jetzt geschlossen.
net-closed-abandoned = An diesem Tisch war niemand mehr, deshalb ist er geschlossen.
net-closed-by-host = Der Gastgeber hat den Tisch geschlossen.
net-invited-at-table = { $name } lädt Sie an den Tisch „{ $table }“ ein. Der Tisch steht ganz oben in Ihrer Tischliste; drücken Sie dort Eingabe, um sich dazuzusetzen.
net-lobby-chat-line = { $name } sagt in der Lobby: { $text }
net-lobby-chat-line-at-table = { $name } sagt am Tisch „{ $table }“: { $text }
net-lobby-chat-line-at-private-table = { $name } sagt an einem privaten Tisch: { $text }
net-lobby-chat-hint = Um mit allen hier zu sprechen, tippen Sie { word-chat } und Ihre Nachricht; um die hier aufgehobenen beendeten Partien zu hören, tippen Sie { word-games }.
net-leaderboard = Rangliste für { $rules }, Seite { $page } von { $pages }, { $players ->
    [one] 1 Person mit Wertung
   *[other] { $players } Personen mit Wertung
}.
net-leaderboard-empty = Auf diesem Server hat in { $rules } noch niemand eine Wertung. Gewertet wird ein beendetes Spiel zwischen Personen mit Konto oder gegen den Computer.
net-leaderboard-row = Platz { $rank }: { $name }, Wertung { $rating }; { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] 1 Sieg
   *[other] { $wins } Siege
}; Durchschnitt { $average }, Bestwert { $best }.
net-leaderboard-row-given = { $row } Verschenkt pro Spiel { $given ->
    [one] 1 Punkt
   *[other] { $given } Punkte
} im Vergleich zum Profi.
net-leaderboard-next-key = Noch einmal Umschalt+I oder { word-leaderboard } für Seite { $next }.
net-leaderboard-next-line = Für die nächste Seite tippen Sie { word-leaderboard } { $rules } { $next }.
net-leaderboard-which = Für eine Rangliste tippen Sie { word-leaderboard }, auf Wunsch gefolgt von den Regeln und der Seite, zum Beispiel { word-leaderboard } yatzy 2. Die Regeln: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy, maxi-yatzy.
net-leaderboard-offline = Die Rangliste führt ein Server: Sie hören sie an einem Netzwerktisch und in der Lobby von sayzee join.
net-rated = { $name }, Ihre Wertung in { $rules }: { $rating }, { $trend ->
    [up] plus { $change }
    [down] minus { $change }
   *[same] unverändert
}; Platz { $rank } von { $of }.
net-invited-in-lobby = { $name } lädt Sie an den Tisch „{ $table }“ ein. Mit Eingabe setzen Sie sich dazu.
net-lobby-hearing-on = Sie hören jetzt am Tisch, was in der Lobby geschrieben wird. Derselbe Befehl beendet das.
net-lobby-hearing-off = Sie hören am Tisch nicht mehr, was in der Lobby geschrieben wird.
net-person-invited = { $name } ist an diesen Tisch eingeladen.
net-you-muted-person = Sie hören den Chat von { $name } nicht mehr. Um ihn wieder zu hören: unmute { $name }.
net-you-muted-person-keys = Sie hören den Chat von { $name } nicht mehr. Um ihn wieder zu hören: C, dann /unmute { $name }.
net-muted-nobody-yet = Niemand namens { $name } hat hier bisher gechattet oder gespielt; falls Sie sich vertippt haben, prüfen Sie die Schreibweise.
net-you-unmuted-person = Sie hören den Chat von { $name } wieder.
net-not-muted-person = { $name } war nicht stummgeschaltet.
net-table-password-question = Das Passwort des Tisches „{ $table }“? Eingabe allein führt zurück zur Liste.
net-private-password-question = Ein Passwort für den privaten Tisch, das Sie Freunden geben? Eingabe allein: nur mit Einladung.
net-table-not-joined = Nicht beigetreten.
net-announcement = Mitteilung von { $name }, Betreiber: { $text }
net-you-muted = Ein Betreiber hat Sie für { $minutes } Minuten stummgeschaltet: { $reason }. Sie können weiter spielen und die anderen hören.
net-you-banned-from-server = Ein Betreiber hat Sie für { $minutes } Minuten von diesem Server ausgeschlossen: { $reason }. Die Verbindung ist beendet.
net-banned-ends = sayzee endet hier; nach Ablauf des Ausschlusses können Sie wiederkommen.
net-banned-leave-keys = Sie können die Punktestände noch abfragen. Eingabe oder Strg+Q beendet sayzee; nach Ablauf des Ausschlusses können Sie wiederkommen.
net-banned-leave-lines = Sie können die Punktestände noch abfragen. Tippen Sie enter oder { word-quit }, um sayzee zu beenden; nach Ablauf des Ausschlusses können Sie wiederkommen.
net-closed-by-operator = Ein Betreiber des Servers hat den Tisch geschlossen.
net-motd = Nachricht des Tages: { $text }
net-op-done = Erledigt.
net-op-unknown-certificate = Das Zertifikat des Servers ist keines, dem dieses Gerät vertraut (SHA-256 { $fingerprint }). Vertrauen Sie ihm einmal mit sayzee join, oder geben Sie es mit --trust-cert an.
net-name-owned = { $name } ist auf diesem Server ein Name mit Inhaber.
net-password-question = Passwort für { $name }? Es wird beim Tippen nicht angezeigt. Eingabe allein wählt einen anderen Namen.
net-logged-in = Angemeldet als { $name }.
net-claim-question = Wählen Sie ein Passwort für { $name }, mindestens { $min } Zeichen. Es wird beim Tippen nicht angezeigt. Eingabe allein spielt, ohne den Namen zu sichern.
net-claim-question-required = Wählen Sie ein Passwort für { $name }, mindestens { $min } Zeichen. Es wird beim Tippen nicht angezeigt. Eingabe allein wählt einen anderen Namen.
net-operator-code-question = { $name } ist einem Betreiber dieses Servers vorbehalten. Geben Sie den Code aus dem Protokoll des Servers ein. Eingabe allein spielt, ohne den Namen zu sichern.
net-new-password-question = Neues Passwort für { $name }, mindestens { $min } Zeichen. Es wird beim Tippen nicht angezeigt. Eingabe allein behält das bisherige.
net-login-ended = Die Anmeldung dieses Geräts als { $name } ist beendet: Das Passwort wurde geändert, hier oder von einem Betreiber. Geben Sie das Passwort ein, um sich wieder anzumelden.
net-guest-not-rated = Auf diesem Server werden nur Namen mit Inhaber gewertet. Um beim nächsten Mal gewertet zu werden, beanspruchen Sie Ihren Namen: sayzee join --claim.
net-reset-password-question = Neues Passwort für { $name }, mindestens { $min } Zeichen; teilen Sie es { $name } selbst mit. Es wird beim Tippen nicht angezeigt. Eingabe allein lässt das Passwort von { $name } unverändert.
net-password-forgotten = Wer das Passwort vergessen hat, kann von einem Betreiber dieses Servers ein neues bekommen.
net-password-again = Zur Sicherheit noch einmal dasselbe Passwort.
net-passwords-differ = Die beiden Passwörter sind verschieden. Noch einmal.
net-claimed = { $name } gehört jetzt auf diesem Server Ihnen: Nur Sie sitzen, schauen zu und chatten hier unter diesem Namen, und dieses Gerät meldet sich von selbst an.
net-claim-owned = { $name } hat hier schon einen Inhaber; melden Sie sich an, wenn Sie das sind.
net-accounts-required = Dieser Server lässt nur Personen mit Konto zu: Sichern Sie sich { $name } mit einem Passwort, um hier zu spielen.
net-accounts-required-newcomer = Dieser Server nimmt nur Leute mit Konto: Nennen Sie zuerst Ihren Namen, dann wählen Sie ein Passwort dafür.
net-password-changed = Neues Passwort gesetzt. Alle anderen Geräte müssen sich damit neu anmelden.
net-login-not-kept = Dieses Gerät konnte die Anmeldung nicht speichern: Beim nächsten Mal werden Sie nach dem Passwort gefragt.
net-person-removed = Der Gastgeber hat { $names } vom Tisch entfernt.
net-person-banned = Der Gastgeber hat { $names } vom Tisch entfernt und { $count ->
    [one] ausgeschlossen
   *[other] alle ausgeschlossen
}.
net-person-removed-computer = Der Gastgeber hat { $names } vom Tisch entfernt; der Computer spielt für { $names } bis zum Ende.
net-person-banned-computer = Der Gastgeber hat { $names } vom Tisch entfernt und { $count ->
    [one] ausgeschlossen
   *[other] alle ausgeschlossen
}; der Computer spielt für { $names } bis zum Ende.
net-you-were-removed = Der Gastgeber hat Sie vom Tisch entfernt. Ihren Platz dort können Sie nicht wieder einnehmen.
net-you-were-banned = Der Gastgeber hat Sie vom Tisch entfernt und ausgeschlossen: Sie können dort weder wieder Platz nehmen noch zuschauen.
net-turn-timer-set = Der Gastgeber hat eine Zugzeit festgelegt: Nach { $seconds } Sekunden ohne Aktion spielt der Computer den Zug zu Ende.
net-turn-timer-off = Der Gastgeber hat die Zugzeit abgeschaltet.
net-timed-out = Die Zeit für { $name } ist abgelaufen: der Computer spielt diesen Zug zu Ende.
net-timed-out-you = Ihre Zeit ist abgelaufen, { $name }: der Computer spielt diesen Zug für Sie zu Ende. Im nächsten Zug spielen Sie wieder.
net-turn-time-left-you = { $name }, noch { $seconds ->
    [one] eine Sekunde
   *[other] { $seconds } Sekunden
} für Ihren Zug, sonst spielt der Computer diesen Zug für Sie zu Ende.
net-turn-timer-reminder = Zugzeit: { $seconds } Sekunden pro Zug.
net-server-stopping = Der Server startet neu. sayzee verbindet sich wieder, sobald er zurück ist.
net-seats-taken-elsewhere = Ihre Plätze an diesem Tisch hat eine andere Verbindung übernommen, aus einem anderen Fenster oder von einem anderen Gerät; diese hier spielt nicht mehr mit.
net-chat-shed = { $count ->
    [one] Eine Chatnachricht wurde Ihnen nicht zugestellt, weil Ihre Verbindung im Rückstand war.
   *[other] { $count } Chatnachrichten wurden Ihnen nicht zugestellt, weil Ihre Verbindung im Rückstand war.
}
net-played-for = Während Sie weg waren, hat der Computer für { $name } gespielt: { $marks }.
net-played-for-mark = { $points } bei { $box }
net-turn-stand-in = { $name } ist weg; der Computer spielt.
net-turn-away = { $name } ist weg; kommt die Person nicht bald zurück, spielt der Computer.
net-turn-waits = { $name } ist weg; das Spiel wartet, bis die Person zurück ist.
net-not-started-seated = Das Spiel hat noch nicht begonnen. Am Tisch: { $players }.
net-waiting-host-keys = Sie sind Gastgeber. Drücken Sie Eingabe, um das Spiel zu starten, wenn alle da sind; O öffnet das Gastgebermenü.
net-waiting-host-lines = Sie sind Gastgeber. Tippen Sie { word-start }, um das Spiel zu starten, wenn alle da sind; { word-host } öffnet das Gastgebermenü.
net-host-start-keys = Drücken Sie Eingabe, um das Spiel zu starten.
net-host-start-lines = Tippen Sie { word-start }, um das Spiel zu starten.
net-waiting-no-host = Es wird auf einen Gastgeber gewartet, der das Spiel startet.
net-not-host = Das darf nur der Gastgeber; Gastgeber ist { $name }.
net-host-menu-keys = Gastgebermenü. Drücken Sie eine Zahl, oder die Pfeiltasten und Eingabe; Escape schließt es.
net-host-menu-lines = Gastgebermenü. Tippen Sie eine Zahl, oder down, up und enter; { word-back } schließt es.
net-host-close-confirm-keys = Den Tisch für alle schließen? Das Spiel endet für alle und zählt für niemanden. Drücken Sie noch einmal { $number } oder Eingabe zum Schließen; Escape spielt weiter.
net-host-close-confirm-lines = Den Tisch für alle schließen? Das Spiel endet für alle und zählt für niemanden. Tippen Sie noch einmal { $number } oder enter zum Schließen; { word-back } spielt weiter.
net-host-choice = { $number }: { $what }.
net-host-choice-start = das Spiel starten
net-host-choice-pass = { $name } zum Gastgeber machen
net-host-choice-computer = den Computer für { $name } spielen lassen
net-host-choice-remove = { $name } vom Tisch entfernen
net-host-choice-ban = { $name } entfernen und vom Tisch ausschließen
net-host-choice-timer = die Zugzeit auf { $seconds } Sekunden setzen (jetzt { $now ->
        [0] keine
       *[other] { $now } Sekunden
    })
net-host-choice-timer-off = die Zugzeit abschalten (jetzt { $now } Sekunden)
net-host-remove-confirm-keys = { $name } vom Tisch entfernen? Der Platz ist dann nicht mehr zurückzuholen; nach dem Start spielt ihn der Computer bis zum Ende. Drücken Sie noch einmal { $number } oder Eingabe zum Entfernen; Escape lässt alles, wie es ist.
net-host-remove-confirm-lines = { $name } vom Tisch entfernen? Der Platz ist dann nicht mehr zurückzuholen; nach dem Start spielt ihn der Computer bis zum Ende. Tippen Sie noch einmal { $number } oder enter zum Entfernen; { word-back } lässt alles, wie es ist.
net-host-ban-confirm-keys = { $name } entfernen und von diesem Tisch ausschließen? Dann kann die Person hier weder sitzen noch zuschauen, weder unter diesem Namen noch unter einem neuen von ihrer Adresse aus; alle anderen hier behalten ihren Platz. Drücken Sie noch einmal { $number } oder Eingabe zum Ausschließen; Escape lässt alles, wie es ist.
net-host-ban-confirm-lines = { $name } entfernen und von diesem Tisch ausschließen? Dann kann die Person hier weder sitzen noch zuschauen, weder unter diesem Namen noch unter einem neuen von ihrer Adresse aus; alle anderen hier behalten ihren Platz. Tippen Sie noch einmal { $number } oder enter zum Ausschließen; { word-back } lässt alles, wie es ist.
net-host-choice-close = den Tisch für alle schließen
net-host-menu-closed = Gastgebermenü geschlossen.
net-host-menu-numbers = Wählen Sie eine Zahl von 1 bis { $count }.
net-host-invite-keys = Um jemanden einzuladen, drücken Sie C und tippen Sie /invite und den Namen.
net-host-invite-lines = Um jemanden einzuladen, tippen Sie invite und den Namen.
net-goodbye-seat-given-up = Auf Wiedersehen. Da das Spiel noch nicht begonnen hatte, ist Ihr Platz jetzt frei.

## Beendete Partien, die der Server aufhebt
net-error-no-such-game = Diese Partie hebt der Server nicht mehr auf: Tippen Sie { word-games }, um die zu hören, die er jetzt aufhebt.
net-kept-none = Dieser Server hebt noch keine beendete Partie auf: Jede Partie, die an einem für alle auffindbaren Tisch zu Ende geht, wird hier aufgehoben, die letzten 50.
net-kept-heading = { $count ->
    [one] Dieser Server hebt eine beendete Partie auf:
   *[other] Dieser Server hebt { $count } beendete Partien auf, die neueste zuerst:
}
net-kept-game = Tisch { $table }, { $rules }, { $ago }: { $scores }
net-kept-ago-minutes = { $minutes ->
    [0] gerade eben
    [one] vor einer Minute
   *[other] vor { $minutes } Minuten
}
net-kept-ago-hours = { $hours ->
    [one] vor einer Stunde
   *[other] vor { $hours } Stunden
}
net-kept-ago-days = { $days ->
    [one] vor einem Tag
   *[other] vor { $days } Tagen
}
net-kept-walk-hint = Um eine Partie Entscheidung für Entscheidung nachzuspielen, tippen Sie { word-walk } und ihre Nummer: { word-walk } 1.
net-kept-ask-first = Tippen Sie zuerst { word-games }, um die beendeten Partien zu hören, die dieser Server aufhebt.
net-kept-walk-which = { $count ->
    [one] Nur eine Partie ist aufgehoben: Tippen Sie { word-walk } 1.
   *[other] Tippen Sie { word-walk } und eine Nummer von 1 bis { $count }.
}
net-log-keeping-failed = Tisch „{ $table }“: Die beendete Partie konnte nicht zum Nachspielen aufgehoben werden ({ $error })
