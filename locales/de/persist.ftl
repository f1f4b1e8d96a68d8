# Speichern: die Einstellungsdatei, das gespeicherte Spiel, die Statistik und beiseitegelegte Dateien.

## Dateien, die nicht verwendet werden konnten

file-settings-refused = Die Einstellungsdatei konnte nicht verwendet werden: { $problem }. Es gelten die Standardeinstellungen.
file-save-refused = Die Datei des gespeicherten Spiels konnte nicht geladen werden: { $problem }. Ein neues Spiel beginnt.
file-stats-refused = Die Statistikdatei konnte nicht verwendet werden: { $problem }. Die Statistik beginnt hier von vorn.
file-problem-oversized = sie ist größer als 1 MiB, viel zu groß für eine Datei von sayzee
file-problem-damaged = sie ist beschädigt, abgeschnitten oder keine Datei von sayzee
file-problem-unknown-setting = sie enthält eine Einstellung, die diese Version nicht kennt, „{ $name }“
file-problem-newer = sie wurde von einer neueren Version von sayzee geschrieben
file-problem-unreadable = sie konnte nicht gelesen werden
file-moved-aside = Nichts wurde gelöscht: die Datei wurde als { $path } aufbewahrt.
file-left-in-place = Die Datei konnte auch nicht beiseitegelegt werden; sie bleibt unverändert unter { $path }.
settings-value-ignored = In der Einstellungsdatei wird { $setting } ignoriert: { $reason }
settings-unknown-action = es gibt keine Aktion namens „{ $name }“.
settings-unknown-key = „{ $key }“ ist kein Tastenname (bei den Tasten für { $name }).
settings-unknown-joker = „{ $value }“ ist keine Joker-Regel: schreiben Sie forced, free oder off.

## Speichern und Fortsetzen

save-failed = Das Spiel konnte nicht in { $path } gespeichert werden. Es geht weiter, aber wenn sayzee jetzt endet, kann dieses Spiel nicht fortgesetzt werden.
resume-offer = Ein unvollendetes Spiel { $rules } ist gespeichert, mit { $players }.
resume-question = Drücken Sie Eingabe, um es fortzusetzen, oder tippen Sie neu für ein neues Spiel.
resume-word-new = neu
resume-word-resume = weiter
resume-resumed = Spiel fortgesetzt.

## Statistik

stats-recorded = Dieses Spiel steht jetzt in Ihrer Statistik.
stats-save-failed = Die Statistik konnte nicht in { $path } gespeichert werden, daher wird dieses Spiel nicht gezählt.
stats-none = Noch keine beendeten Spiele.
stats-unavailable = Die Statistik ist nicht verfügbar: sayzee hat hier kein Datenverzeichnis.
stats-preset = { $preset }: { $games ->
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
stats-yahtzee-note = Als Kniffel zählen das mit Punkten ausgefüllte Kniffel-Feld und jeder Kniffel-Bonus.
action-say-stats = Ihre Statistik hören: Spiele, beste und durchschnittliche Punkte, Kniffel
