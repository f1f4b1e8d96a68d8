# sayzee: Meldungen auf Deutsch. Jede ID steht in jeder Sprache, mit denselben Variablen.

## Befehlszeile

cli-error = Fehler: { $reason }
cli-dice-count = { $preset } wird mit { $expected } Würfeln gespielt, aber { $found ->
    [one] 1 Würfel wurde angegeben
   *[other] { $found } Würfel wurden angegeben
}: Schreiben Sie { $expected } Augenzahlen, etwa { $example }.
cli-dice-face = { $value } ist keine Würfelseite: Würfel zeigen 1 bis 6.
cli-dice-not-digit = „{ $char }“ ist keine Würfelseite: Schreiben Sie die Würfel als Ziffern von 1 bis 6, etwa { $example }.
cli-unknown-preset = Es gibt keine Regeln namens „{ $name }“. Vorhanden sind: { $presets }.
cli-rules-no-yahtzee-box = { $preset } hat kein Yahtzee-Feld mit fünf Würfeln, also weder Joker noch Yahtzee-Bonus.
cli-rules-no-extra-rows = Zusatzzeilen (Paar, Zwei Paare, Misere) passen nur zu den Yahtzee-Regeln, nicht zu { $preset }.
cli-unknown-level = Es gibt keine Computerstufe namens „{ $name }“. Die Stufen sind: { $levels }.
cli-unknown-language = sayzee spricht „{ $name }“ nicht. Die Sprachen sind: { $languages }.
cli-name-too-long = Ein Name darf höchstens { $max } Zeichen lang sein; „{ $name }“ ist länger.
cli-no-players = Ein Spiel braucht mindestens einen Spieler.
cli-too-many-players = { $count } Spieler sind zu viele: höchstens { $max } können spielen.
cli-empty-name = Der Name eines Spielers darf nicht leer sein.
cli-duplicate-name = Zwei Spieler heißen { $name }: Geben Sie jedem einen eigenen Namen.
cli-sheets-out-of-range = Jeder Spieler füllt 1 bis { $max } Zettel, nicht { $count }.
cli-bad-number = --{ $flag } erwartet eine ganze Zahl von { $min } bis { $max }, nicht „{ $value }“.
cli-resume-with = --resume setzt das gespeicherte Spiel so fort, wie es ist, und passt daher nicht zu --{ $flag }.
cli-bad-listen = „{ $value }“ ist keine gültige Server-Adresse: Geben Sie Adresse und Port an, etwa 127.0.0.1:7419, oder 0.0.0.0:7419, um andere Rechner zuzulassen.
cli-bad-proxy = „{ $value }“ ist keine Proxy-Adresse: --trusted-proxy erwartet eine IP-Adresse, etwa 127.0.0.1 für einen Proxy auf diesem Rechner.
cli-bad-server-address = „{ $value }“ ist keine Server-Adresse: Geben Sie einen Rechnernamen oder eine IP-Adresse an, dahinter einen Doppelpunkt und den Port, wenn er nicht 7419 ist, etwa example.org oder 127.0.0.1:7419.
cli-bad-server-port = „{ $value }“ ist kein Port: Der Port muss eine Zahl von 1 bis 65535 sein.
cli-server-failed = Der Server konnte nicht starten: { $detail }.
cli-server-address-in-use = Ein anderes Programm verwendet { $address } bereits, daher kann der Server dort nicht starten. Beenden Sie dieses Programm, oder wählen Sie mit --listen einen anderen Port.
cli-page-address-in-use = Ein anderes Programm verwendet { $address } bereits, wo die Seite für Browser wäre. Beenden Sie dieses Programm, wählen Sie mit --web-listen einen anderen Port, oder verzichten Sie mit --no-web auf die Seite.
cli-server-address-not-here = { $address } ist keine Adresse dieses Rechners, daher kann der Server dort nicht starten. Verwenden Sie 127.0.0.1 nur für diesen Rechner, oder 0.0.0.0 für alle Netzwerke.
cli-server-no-data-dir = Der Server kann nicht starten: Es gibt kein Datenverzeichnis für seine Tische. Geben Sie eines mit --data-dir an.
cli-tls-certificate = Der Server kann nicht starten: Die Zertifikatsdatei { $path } ist nicht verwendbar ({ $detail }). Geben Sie eine PEM-Datei an, die mit dem Zertifikat des Servers beginnt.
cli-tls-key = Der Server kann nicht starten: Die Schlüsseldatei { $path } ist nicht verwendbar ({ $detail }). Geben Sie eine PEM-Datei mit dem privaten Schlüssel des Zertifikats an.
cli-tls-mismatch = Der Server kann nicht starten: Der Schlüssel passt nicht zum Zertifikat ({ $detail }).
cli-tls-no-certificate = Der Server kann nicht starten: Die Zertifikatsdatei { $path } enthält kein Zertifikat. Geben Sie eine PEM-Datei an, die mit dem Zertifikat des Servers beginnt.
cli-serve-config = Die Einstellungsdatei des Servers { $path } ist nicht verwendbar ({ $detail }).
cli-serve-config-not-a-file = { $path } ist keine Einstellungsdatei: Geben Sie eine TOML-Datei an, deren Schlüssel die Namen der Optionen von serve sind.
cli-serve-config-key = Die Einstellungsdatei des Servers { $path } enthält „{ $key }“, das keine Option von sayzee serve ist (sayzee serve --help listet sie auf).
cli-serve-config-value = In der Einstellungsdatei des Servers { $path } hat „{ $key }“ einen Wert der falschen Art: true für eine Option ohne Wert, sonst eine Zeichenkette oder eine Zahl (eine Liste für eine wiederholbare Option).
cli-trust-cert = Die Zertifikatsdatei { $path } ist nicht verwendbar ({ $detail }). Geben Sie eine PEM-Datei mit dem Zertifikat des Servers an.
cli-trust-cert-empty = Die Zertifikatsdatei { $path } enthält kein Zertifikat. Geben Sie eine PEM-Datei mit dem Zertifikat des Servers an.
cli-password-file = Die Passwortdatei { $path } ist nicht lesbar, oder ihre erste Zeile ist leer. Geben Sie eine Datei an, deren erste Zeile das Passwort ist.
cli-op-refused = Die Aktion des Betreibers wurde nicht ausgeführt.
cli-join-with = { $first } und { $second } lassen sich nicht zusammen verwenden.

## Simulation

simulate-result = { $games } Partien { $preset } eines Computerspielers der Stufe { $level } (Startwert { $seed }): Mittelwert { $mean } Punkte, Standardabweichung { $spread }, Minimum { $lowest }, Maximum { $highest }.
simulate-given-away = Gegenüber den besten Entscheidungen des Profis hat er { $per_game } Punkte pro Partie verschenkt, { $per_decision } pro Entscheidung.
simulate-no-games = Simulieren Sie mindestens eine Partie: --games muss 1 oder mehr sein.
simulate-versus = { $deals } Würfelfolgen für { $preset }, jede { $seatings }-mal gespielt, die Computer reihum versetzt, gleiche Würfel für den gleichen Platz (Startwert { $seed }):
simulate-contender = { $level }: { $share } Prozent der Partien gewonnen (95-Prozent-Intervall { $low } bis { $high }), im Mittel { $mean } Punkte.
simulate-too-many-bots = { $count } Computer haben nicht an einem Tisch Platz: Geben Sie --bot höchstens { $most }-mal an.

## Solver

solver-result = Perfektes Spiel in { $preset } erzielt im Schnitt { $score } Punkte ({ $states } Zustände in { $seconds } s gelöst).
solver-unsupported = Für { $preset } gibt es keine exakte Strategietabelle: Sechs Würfel oder aufgesparte Würfe machen sie zu groß. Computerspieler verwenden dort eine Heuristik.

## Speech: the voice, how it was chosen, and falling back to text

cli-unknown-speech = Es gibt keine Sprachausgabe namens „{ $name }“. Zur Wahl stehen: { $choices }.
speech-auto-voice = Sprachausgabe an, über { $backend ->
        [tts] Ihren Bildschirmleser oder die Systemstimme
       *[other] Speech Dispatcher
    }.
speech-auto-text = Kein Sprachdienst hat geantwortet, daher wird das Spiel nur als Text ausgegeben.
speech-unavailable = { $backend ->
        [tts] Die Systemstimme von Windows und macOS (tts)
       *[other] Speech Dispatcher
    } ist auf diesem System nicht verfügbar; das Spiel geht als Text weiter.
speech-unreachable = { $backend ->
        [tts] Die Systemstimme
       *[other] Speech Dispatcher
    } ist nicht erreichbar; das Spiel geht als Text weiter und versucht es später erneut.
speech-lost = Die Sprachausgabe funktioniert nicht mehr; das Spiel geht als Text weiter und versucht, sich wieder zu verbinden.
speech-back = Die Sprachausgabe ist wieder da.
speech-rate = Sprechtempo: { $rate }.
speech-rate-limit = { $faster ->
    [yes] Die Sprachausgabe ist schon so schnell wie möglich.
   *[no] Die Sprachausgabe ist schon so langsam wie möglich.
}
speech-rate-screen-reader = Ihr Screenreader spricht in seinem eigenen Tempo; ändern Sie es im Screenreader.
speech-rate-no-voice = Keine Stimme spricht; das Sprechtempo { $rate } wird für später aufgehoben.
settings-not-kept = Die Einstellung konnte nicht in { $path } gespeichert werden; sie gilt nur für dieses Spiel.

## Terminal und Tastatur (Terminalschleife, Tastaturbelegungen, Tastenzuordnung)

cli-unknown-layout = Es gibt keine Tastaturbelegung namens „{ $name }“. Die Belegungen sind: { $layouts }.
settings-binding-twice = Die Einstellungsdatei legt { $key } sowohl auf { $first } als auch auf { $second }. Die Standardtasten bleiben.
terminal-raw-unavailable = Dieses Terminal kann keine einzelnen Tasten lesen. Tippen Sie stattdessen einen Befehl und drücken Sie die Eingabetaste.
terminal-input-lost = Die Tastatur kann nicht mehr gelesen werden, das Spiel endet hier.

## Tipps, die nichts behalten

hint-reroll-all = Profi: alle Würfel neu würfeln; erwartetes Endergebnis { $expected }.
hint-reroll-all-estimate = Schätzung des Profis: alle Würfel neu würfeln.
hint-yours-reroll-all = Stattdessen alle Würfel neu würfeln: erwartetes Endergebnis { $expected }.

## Eine Taste ohne Aktion

key-unbound = { $key } bewirkt hier nichts. F1 oder H nennt die Tasten, die jetzt gehen.

## Der Tipp, wenn der Zug mit der besten Siegchance nicht der mit den meisten Punkten ist: beide, jeweils mit der
## Siegchance, die er lässt ($chance, in Prozent).
hint-win-keep = Um zu gewinnen: { $keep } behalten; Ihre Siegchance: { $chance } Prozent.
hint-win-reroll-all = Um zu gewinnen: alle Würfel neu würfeln; Ihre Siegchance: { $chance } Prozent.
hint-win-mark = Um zu gewinnen: { $box } für { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} ausfüllen; Ihre Siegchance: { $chance } Prozent.
hint-points-keep = Für die meisten Punkte: { $keep } behalten; Ihre Siegchance: { $chance } Prozent.
hint-points-reroll-all = Für die meisten Punkte: alle Würfel neu würfeln; Ihre Siegchance: { $chance } Prozent.
hint-points-mark = Für die meisten Punkte: { $box } für { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} ausfüllen; Ihre Siegchance: { $chance } Prozent.
hint-win-keep-brief = Zum Sieg: { $keep } behalten; { $chance } Prozent.
hint-win-reroll-all-brief = Zum Sieg: alle neu; { $chance } Prozent.
hint-win-mark-brief = Zum Sieg: { $box }, { $points }; { $chance } Prozent.
hint-points-keep-brief = Für Punkte: { $keep } behalten; { $chance } Prozent.
hint-points-reroll-all-brief = Für Punkte: alle neu; { $chance } Prozent.
hint-points-mark-brief = Für Punkte: { $box }, { $points }; { $chance } Prozent.
## Ihre eigene Wahl, wenn sie keiner der beiden Züge ist, mit der Siegchance, die sie lässt.
hint-yours-keep-chance = Stattdessen { $keep } behalten: Ihre Siegchance: { $chance } Prozent.
hint-yours-reroll-all-chance = Stattdessen alle Würfel neu würfeln: Ihre Siegchance: { $chance } Prozent.
hint-yours-box-chance = Stattdessen { $box } ausfüllen: Ihre Siegchance: { $chance } Prozent.

## Said as a game with a champion begins under rules with no exact table.
champion-plays-for-points = In { $preset } spielt der Champion auf die meisten Punkte: Ohne exakte Tabelle kann er seine Siegchancen nicht abwägen.
