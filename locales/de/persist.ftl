# Speichern: die Einstellungsdatei, das gespeicherte Spiel, die Statistik und beiseitegelegte Dateien.

## Dateien, die nicht verwendet werden konnten

file-settings-refused = Die Einstellungsdatei konnte nicht verwendet werden: { $problem }. Es gelten die Standardeinstellungen.
file-save-refused = Die Datei des gespeicherten Spiels konnte nicht geladen werden: { $problem }. Ein neues Spiel beginnt.
file-stats-refused = Die Statistikdatei konnte nicht verwendet werden: { $problem }. Die Statistik beginnt hier von vorn.
file-finished-refused = Die Datei der beendeten Partien konnte nicht verwendet werden: { $problem }. Beendete Partien werden ab hier wieder gespeichert.
finished-save-failed = Die beendete Partie konnte nicht in { $path } für sayzee walk gespeichert werden; in der Statistik zählt sie trotzdem.
file-problem-oversized = sie ist größer als 1 MiB, viel zu groß für eine Datei von sayzee
file-problem-damaged = sie ist beschädigt, abgeschnitten oder keine Datei von sayzee
file-problem-newer = sie wurde von einer neueren Version von sayzee geschrieben
file-problem-unreadable = sie konnte nicht gelesen werden
file-problem-not-a-file = sie ist keine gewöhnliche Datei, sondern ein Ordner, ein Gerät oder eine Pipe
file-moved-aside = Nichts wurde gelöscht: die Datei wurde als { $path } aufbewahrt.
file-left-in-place = Die Datei konnte auch nicht beiseitegelegt werden; sie bleibt unverändert unter { $path }.
file-not-touched = Nichts wurde verändert: was nicht gelesen werden konnte, bleibt unverändert unter { $path }.
settings-value-ignored = In der Einstellungsdatei wird { $setting } ignoriert: { $reason }
settings-unknown-action = es gibt keine Aktion namens „{ $name }“.
settings-unknown-key = „{ $key }“ ist kein Tastenname (bei den Tasten für { $name }).
settings-unknown-joker = „{ $value }“ ist keine Joker-Regel: schreiben Sie forced, free oder off.
settings-unknown-dice = „{ $value }“ ist keine Art, Würfel zu wählen: schreiben Sie face oder position.
settings-unknown-hint-first = „{ $value }“ ist kein Zug, den der Tipp zuerst nennen kann: schreiben Sie win oder points.
settings-unknown-verbosity = „{ $value }“ ist keine Ansagenlänge: Schreiben Sie full oder brief.
settings-unknown-setting = sayzee hat keine solche Einstellung.
settings-expected-text = { $value } ist kein Text: schreiben Sie den Wert in Anführungszeichen.
settings-expected-flag = { $value } ist weder true noch false.
settings-expected-number = { $value } ist keine ganze Zahl von { $min } bis { $max }.
settings-expected-section = das muss ein eigener Abschnitt mit der Überschrift [{ $name }] sein.
settings-expected-keys = { $value } ist keine Liste von Tastennamen wie ["x", "shift+t"].

## Speichern und Fortsetzen

save-failed = Das Spiel konnte nicht in { $path } gespeichert werden. Es geht weiter; was vorher gespeichert war, bleibt unverändert erhalten, und Sie hören es, sobald das Speichern wieder klappt.
save-works-again = Das Speichern klappt wieder: das Spiel ist gespeichert.
save-blocked = Dieses Spiel wird nicht gespeichert: { $path } konnte nicht gelesen werden, und sayzee überschreibt nie eine Datei, die es nicht lesen konnte.
resume-offer = Ein unvollendetes Spiel { $rules } ist gespeichert, mit { $players }.
resume-question = Drücken Sie Eingabe, um es fortzusetzen, oder tippen Sie neu für ein neues Spiel.
resume-word-new = neu
resume-word-resume = weiter
resume-resumed = Spiel fortgesetzt.
resume-nothing-saved = Es gibt kein unvollendetes Spiel zum Fortsetzen, also beginnt ein neues Spiel.
data-busy = Ein anderes sayzee verwendet die Dateien in { $path }. Dieses hier speichert dort nichts.
data-busy-question = Drücken Sie Eingabe, um ohne Speichern zu spielen, oder tippen Sie beenden, um aufzuhören.
data-busy-word-play = spielen
data-busy-word-quit = beenden

## Statistik

stats-recorded = Dieses Spiel steht jetzt in Ihrer Statistik.
stats-recorded-online = Dieses Spiel steht jetzt in Ihrer Statistik, bei Ihren Online-Spielen.
stats-online-not-counted = Dieses Spiel kommt nicht in die Statistik von { $names }: Der Computer hat den größten Teil davon gespielt.
stats-online-failed = Dieses Spiel konnte nicht gezählt werden: Die Statistik ließ sich nicht in { $path } speichern.
stats-online-blocked = Dieses Spiel wird nicht gezählt: { $path } ließ sich nicht lesen, und sayzee überschreibt nie eine Datei, die es nicht lesen konnte.
stats-save-failed = Die Statistik konnte nicht in { $path } gespeichert werden. Das beendete Spiel bleibt gespeichert und wird beim nächsten Start von sayzee gezählt.
stats-recorded-late = Das beim letzten Mal beendete Spiel steht jetzt in Ihrer Statistik.
stats-blocked = Dieses Spiel wird noch nicht gezählt: { $path } konnte nicht gelesen werden, und sayzee überschreibt nie eine Datei, die es nicht lesen konnte. Das Spiel bleibt gespeichert und wird gezählt, sobald die Datei lesbar ist.
stats-none = Noch keine beendeten Spiele.
stats-unavailable = Die Statistik ist nicht verfügbar: sayzee hat hier kein Datenverzeichnis.
stats-preset = { $preset }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}.
stats-preset-online = { $preset }, online: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}.
stats-player = { $name }: { $games ->
    [one] 1 Spiel
   *[other] { $games } Spiele
}, { $wins ->
    [one] 1 gewonnen
   *[other] { $wins } gewonnen
}, Bestwert { $best }, Durchschnitt { $average }, { $box }: { $yahtzees }.
stats-player-given = { $name } verschenkt im Vergleich zum Profi { $game_points ->
    [one] 1 Punkt
   *[other] { $game_points } Punkte
} pro Spiel, { $decision_points } pro Entscheidung, in { $games ->
    [one] 1 ausgewerteten Spiel
   *[other] { $games } ausgewerteten Spielen
}.
stats-player-luck-above = { $name }: Die Würfel bringen { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} pro Spiel mehr als im Durchschnitt, in { $games ->
    [one] 1 ausgewerteten Spiel
   *[other] { $games } ausgewerteten Spielen
}.
stats-player-luck-below = { $name }: Die Würfel bringen { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} pro Spiel weniger als im Durchschnitt, in { $games ->
    [one] 1 ausgewerteten Spiel
   *[other] { $games } ausgewerteten Spielen
}.
stats-player-luck-even = { $name }: Die Würfel bringen genau so viel wie im Durchschnitt, in { $games ->
    [one] 1 ausgewerteten Spiel
   *[other] { $games } ausgewerteten Spielen
}.
stats-yahtzee-note = Als Kniffel zählen das mit Punkten ausgefüllte Kniffel-Feld und jeder Kniffel-Bonus.
action-say-stats = Ihre Statistik hören: Spiele, beste und durchschnittliche Punkte, Kniffel
