# Aktionen, ihre Hilfe und die Wörter des Zeilenmodus. Dieselben IDs und Variablen in jeder Sprache.

## Was jede Aktion tut, für die Hilfe

action-advance = würfeln, die gewählten Würfel neu würfeln, die Feldauswahl öffnen oder das Feld unter dem Cursor ausfüllen
action-select = einen behaltenen Würfel mit dieser Augenzahl zum Neuwürfeln wählen
action-select-place = den Würfel an dieser Stelle des sortierten Wurfs umschalten: neu würfeln oder wieder behalten
action-unselect = einen gewählten Würfel mit dieser Augenzahl wieder behalten
action-unselect-place = den Würfel an dieser Stelle wieder behalten
action-select-all = alle Würfel zum Neuwürfeln wählen
action-keep-all = alle Würfel behalten
action-say-dice = sagen, welche Würfel behalten und welche neu gewürfelt werden
action-say-roll = den letzten Wurf wiederholen
action-say-scores = die Punkte aller Spieler sagen
action-say-sheets = die vollständigen Zettel vorlesen
action-say-turn = sagen, wer dran ist, welche Runde und wie viele Würfe bleiben
action-cursor-next = nächstes Feld
action-cursor-previous = voriges Feld
action-cursor-first = erstes Feld
action-cursor-last = letztes Feld
action-back = die Feldauswahl verlassen; außerhalb davon das Spiel beenden
action-help = die jetzt nützlichen Tasten aufzählen
action-switch-language = Sprache wechseln
action-repeat = die letzte Meldung wiederholen
action-history = durch frühere Meldungen zurückgehen
action-undo = den letzten Eintrag zurücknehmen, bis der nächste Spieler würfelt
action-hint = was ein Profi jetzt täte
action-review = hören, wie Ihre Entscheidungen gegenüber denen des Profis abschneiden, und sie mit den Pfeiltasten durchgehen
action-drill = Ihre teuersten Entscheidungen gleich üben, sobald die Partie vorbei ist
action-quit = sofort beenden

## Tastennamen

key-enter = Eingabe
key-space = Leertaste
key-escape = Escape
key-up = Pfeil nach oben
key-down = Pfeil nach unten
key-home = Pos1
key-end = Ende
key-f1 = F1
key-left = Pfeil nach links
key-right = Pfeil nach rechts
key-page-up = Bild auf
key-page-down = Bild ab
key-tab = Tab
key-backspace = Rücktaste
key-delete = Entf
key-question-mark = Fragezeichen
key-right-bracket = Eckige Klammer zu
key-left-bracket = Eckige Klammer auf
key-shifted = Umschalt+{ $key }
key-ctrl = Strg+{ $key }
key-digits = 1 bis 6
key-shifted-digits = Umschalt+1 bis 6

## Hilfe

help-intro = Jetzt nützliche Tasten:
help-intro-all = Alle Tasten des Spiels:
help-host-is = Gastgeber ist { $name }; nur { $name } kann das Gastgebermenü öffnen.
help-line = { $keys }: { $what }.
help-more = Drücken Sie noch einmal F1 für alle Tasten.
help-more-lines = Tippen Sie noch einmal { word-help } für alle Befehle.
help-line-mode = Im Zeilenmodus tippen Sie einen Tastennamen wie enter, 3, shift+3, space oder s, oder einen Befehl: { word-reroll } 3 5, { word-keep } 5, { word-score } full-house, { word-scores }, { word-sheets }, { word-turn }, { word-help }, { word-quit }. Die englischen Befehle (reroll, keep, score …) gehen auch.

## Zeilenmodus

line-unknown = „{ $word }“ bedeutet hier nichts. Tippen Sie { word-help } für Tasten und Befehle.
line-did-you-mean = „{ $word }“ bedeutet hier nichts. Meinten Sie „{ $meant }“?
line-not-text = Diese Zeile ist kein lesbarer Text und wurde übersprungen.
line-too-long = Diese Zeile ist länger als { $max } Zeichen und wurde übersprungen.
line-not-a-face = „{ $word }“ ist keine Würfelseite: Ziffern von 1 bis 6 verwenden, etwa reroll 3 5.
line-not-a-box = „{ $word }“ ist kein Feld. Felder heißen etwa full-house oder small-straight; tippen Sie { word-help } für mehr.
line-incomplete = { $word } braucht mehr: sagen Sie, welche Würfel, etwa { $word } 3 5.

## Sitzung

session-quit-confirm = Spiel beenden? Drücken Sie noch einmal Escape zum Beenden oder eine andere Taste zum Weiterspielen.
session-quit-cancelled = Es geht weiter.
session-back-page = Zurück schließt die Feldauswahl, die gerade nicht offen ist. Zum Gehen: „Tisch verlassen“.
session-goodbye = Auf Wiedersehen.
session-goodbye-saved = Auf Wiedersehen. Ihr Spiel ist gespeichert und wird beim nächsten Start angeboten.
session-first-turn-keys = Zum Würfeln drücken Sie die Eingabetaste. Mit F1 oder H hören Sie die Tasten.
session-first-turn-lines = Zum Würfeln tippen Sie enter. Mit { word-help } hören Sie Tasten und Befehle.
session-language = Sprache: Deutsch.
session-history-empty = Bisher wurde nichts gesagt.
session-history-start = Das ist die früheste Meldung.
session-hint-unavailable = Für diese Regeln gibt es noch keinen Tipp.
hint-roll-first = Zuerst würfeln: Eingabe drücken.
hint-thinking = Der Profi denkt noch über diese Regeln nach; der Tipp folgt, sobald er bereit ist.
chances = Siegchancen, wenn alle ab jetzt perfekt spielen: { $entries }.
chances-at-levels = Siegchancen, wenn jeder Computer ab jetzt auf seiner Stufe spielt (geschätzt aus tausend durchgespielten Partien) und alle anderen perfekt: { $entries }.
chances-entry = { $player }: { $chance }, { $finished ->
    [yes] Endergebnis { $score }
   *[no] erwartetes Endergebnis { $score }
}
# Trennt den Eintrag eines Spielers vom nächsten (jeder Eintrag hat schon eigene Kommas).
chances-entries = { $first }; { $second }
chances-percent = { $band ->
    [none] keine Chance
    [under-one] unter einem Prozent
    [over-99] über 99 Prozent
    [sure] gewinnt sicher
   *[some] { $percent } Prozent
}
chances-thinking = Die Chancen werden berechnet; die Antwort folgt gleich.
chances-before-mark = Vor dem Eintrag von { $player }:
chances-before-now = Vor dem letzten Eintrag:
chances-unavailable = Die Chancen lassen sich gerade nicht berechnen.
chances-busy = Der Server berechnet gerade Chancen für andere Tische; drücken Sie gleich noch einmal W.
chances-no-exact-table = Für { $preset } gibt es keine exakte Strategietabelle, daher lassen sich die Siegchancen nicht genau berechnen; der Tipp gibt die Schätzung des Profis.
verbosity-brief = Kurze Ansagen.
verbosity-full = Ausführliche Ansagen.
hint-keep = Profi: { $keep } behalten und den Rest neu würfeln; erwartetes Endergebnis { $expected }.
hint-keep-estimate = Schätzung des Profis: { $keep } behalten und den Rest neu würfeln.
hint-mark = Profi: { $box } für { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} ausfüllen; erwartetes Endergebnis { $expected }.
hint-mark-estimate = Schätzung des Profis: { $box } für { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} ausfüllen.
hint-yours-keep = Stattdessen { $keep } behalten: erwartetes Endergebnis { $expected }.
hint-yours-box = Stattdessen { $box } ausfüllen: erwartetes Endergebnis { $expected }.
review-nothing-yet = { $name }: noch keine Entscheidung zum Auswerten.
review-summary = { $name }: { $decisions ->
    [one] 1 Entscheidung
   *[other] { $decisions } Entscheidungen
}, davon { $experts } wie der Profi; { $given ->
    [one] 1 Punkt
   *[other] { $given } Punkte
} gegenüber perfektem Spiel verschenkt.
review-summary-estimate = { $name }: { $decisions ->
    [one] 1 Entscheidung
   *[other] { $decisions } Entscheidungen
}, davon { $experts } wie der Profi; etwa { $given ->
    [one] 1 Punkt
   *[other] { $given } Punkte
} im Vergleich zum Profi verschenkt. Für diese Regeln gibt es keine exakte Tabelle, das sind also Schätzungen des Profis.
review-luck-gave = { $name }: Die Würfel meinten es gut mit Ihnen, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} mehr als in einem durchschnittlichen Spiel.
review-luck-took = { $name }: Die Würfel waren gegen Sie, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} weniger als in einem durchschnittlichen Spiel.
review-luck-even = { $name }: Die Würfel brachten genau so viel wie in einem durchschnittlichen Spiel.
review-all-experts = Jede Entscheidung war die des Profis.
review-decision = Runde { $round }, { $roll ->
    [1] erster Wurf
    [2] zweiter Wurf
    [3] dritter Wurf
   *[other] Wurf { $roll }
}: { $dice }. { $chosen }; { $best }. Das hat { $cost ->
    [one] 1 Punkt
   *[other] { $cost } Punkte
} gekostet.
review-decision-to-win = Runde { $round }, { $roll ->
    [1] erster Wurf
    [2] zweiter Wurf
    [3] dritter Wurf
   *[other] Wurf { $roll }
}: { $dice }. { $chosen }; { $best }, für die meisten Punkte. Das hat { $cost ->
    [one] 1 Punkt
   *[other] { $cost } Punkte
} gekostet und Ihre Siegchance von { $from } auf { $to } Prozent erhöht.
review-chance-moved = { $decision } Ihre Siegchance ging von { $from } auf { $to } Prozent.
review-chance-held = { $decision } Ihre Siegchance blieb bei { $chance } Prozent.
review-rest-experts = Jede andere Entscheidung war die des Profis.
review-played-to-win = { $name }, auf Sieg gespielt: { $decision }
review-played-to-win-more = { $count ->
    [one] Eine weitere Entscheidung war
   *[other] { $count } weitere Entscheidungen waren
} auf Sieg gespielt; die Liste aller Entscheidungen nennt jede.
review-weighing = Die Auswertung folgt, sobald jede Entscheidung nach der Siegchance gewichtet ist.
review-decision-experts = Runde { $round }, { $roll ->
    [1] erster Wurf
    [2] zweiter Wurf
    [3] dritter Wurf
   *[other] Wurf { $roll }
}: { $dice }. { $chosen }: die Wahl des Profis.
review-you-kept = Sie haben { $keep } behalten
review-you-rerolled-all = Sie haben alle Würfel neu gewürfelt
review-you-stopped = Sie haben aufgehört zu würfeln
review-you-marked = Sie haben { $box } ausgefüllt
review-expert-keeps = der Profi behält { $keep }
review-expert-rerolls-all = der Profi würfelt alle Würfel neu
review-expert-stops = der Profi hört dort auf
review-expert-marks = der Profi füllt { $box } aus
review-line = { $n } von { $count }. { $decision }
review-line-of = { $name }, { $line }
review-walk-hint = Pfeil nach oben und nach unten gehen jede Entscheidung durch, Pos1 und Ende springen zur ersten und letzten, Escape beendet die Auswertung.
review-lines-hint = Tippen Sie { word-review }, um jede Entscheidung zu hören, eine pro Zeile.
review-win-coming = Ihre Entscheidungen werden noch nach der Siegchance gewichtet; was das zur Auswertung beiträgt, folgt, sobald es feststeht.
review-win-busy = Der Server berechnet gerade Chancen für andere Tische; die Entscheidung, die am meisten Siegchance gekostet hat, entfällt diesmal.
review-win-costliest = { $name }, die Entscheidung, die Ihre Siegchance am stärksten gesenkt hat: { $decision } Ihre Siegchance sank dadurch von { $from } auf { $to } Prozent.
review-win-none = { $name }: Keine Ihrer Entscheidungen hat Siegchance gekostet.
review-walk-first = Anfang der Auswertung.
review-walk-last = Ende der Auswertung.
review-closed = Auswertung geschlossen.
review-nobody = An dieser Tastatur spielt niemand, also gibt es nichts auszuwerten.
review-thinking = Der Profi denkt noch über diese Regeln nach; die Auswertung folgt, sobald sie fertig ist.
session-game-over-keys = Das Spiel ist vorbei. S oder Umschalt+S für die Punkte, U nimmt den letzten Eintrag zurück, Escape beendet.
session-game-over-table = Das Spiel ist vorbei. S oder Umschalt+S für den Endstand, Escape verlässt den Tisch.
session-game-over-lines = Das Spiel ist vorbei. Tippen Sie { word-scores } oder { word-sheets } für die Punkte, { word-undo } nimmt den letzten Eintrag zurück, { word-quit } beendet.
session-game-over-table-lines = Das Spiel ist vorbei. Tippen Sie { word-scores } oder { word-sheets } für den Endstand, { word-quit } verlässt den Tisch.
key-literal = { $key }

## Einrichtung

setup-language = Welche Sprache? Eingabe behält { $default }; oder tippen Sie den Namen einer anderen: { $languages }.
language-name = { $tag ->
    [en-US] Englisch
    [fr] Französisch
    [de] Deutsch
    [es] Spanisch
    [it] Italienisch
    [sv] Schwedisch
   *[other] { $tag }
}
setup-rules = Welche Regeln? Eingabe für { $default }, oder tippen Sie eine Nummer: { $presets }.
setup-players = Wie viele Personen spielen, 1 bis { $max }? Eingabe für { $default }.
setup-name = Name von Spieler { $n }? Eingabe für { $default }.
setup-your-name = Ihr Name? Eingabe für { $default }.
setup-default-name = Spieler { $n }
setup-bots = Wie viele Computerspieler, 0 bis { $max }? Eingabe für { $default }.
setup-bot-level = Wie gut sollen sie spielen? Eingabe für { $default }, oder tippen Sie eine Nummer: { $levels }.
setup-bot-name = Computer { $n }
setup-choice = { $n }: { $name }
setup-choice-line = { $n }: { $name }.
setup-invalid-number = „{ $answer }“ passt hier nicht: Antworten Sie mit einer Zahl von { $min } bis { $max }.
setup-invalid-choice = „{ $answer }“ passt hier nicht.
setup-name-taken = Der Name { $name } ist schon vergeben. Bitte wählen Sie einen anderen.
setup-name-too-long = Ein Name darf höchstens { $max } Zeichen lang sein. Bitte wählen Sie einen kürzeren.
setup-quit-confirm = Beenden? Drücken Sie noch einmal Escape zum Beenden, oder beantworten Sie die Frage.
setup-help = Tippen Sie Ihre Antwort und drücken Sie die Eingabetaste; Eingabe allein nimmt den Vorschlag. Zweimal Escape, Strg+Q oder Strg+C beendet.
level-name = { $level ->
    [champion] Champion
    [perfect] perfekt
    [expert] Experte
    [casual] Gelegenheitsspieler
    [beginner] Anfänger
   *[good] gut
}

# Sound cues (issue 9)
action-toggle-sound = Klänge ein- oder ausschalten
action-say-rules = die geltenden Regeln vorlesen, Zeile für Zeile
action-say-chances = Siegchance und erwartetes Endergebnis jedes Spielers
action-follow-chances = die Siegchance jedes Spielers nach jedem eingetragenen Feld hören, während gespielt wird, oder nicht mehr
action-toggle-verbosity = kurze oder ausführliche Ansagen
action-speech-faster = schneller sprechen
action-speech-slower = langsamer sprechen
action-sound-louder = Klänge lauter
action-sound-softer = Klänge leiser
action-chat = an einem Netzwerktisch allen am Tisch eine Nachricht schreiben; dort gehen auch /invite, /mute, /unmute und /lobby (F1 in der Chatzeile erklärt sie)
action-host-menu = am Netzwerktisch das Gastgebermenü: Spiel starten, Gastgeberrolle weitergeben, den Computer für einen Platz spielen lassen, Tisch schließen
action-leaderboard = am Netzwerktisch die Rangliste des Servers für die Regeln des Tisches, Seite für Seite (in der Lobby tippen Sie { word-leaderboard })
sound-volume = Lautstärke der Klänge: { $volume } Prozent.
sound-volume-while-off = Lautstärke der Klänge { $volume } Prozent; die Klänge sind aus, M schaltet sie ein.
sound-volume-limit = { $louder ->
    [yes] Die Klänge sind schon am lautesten.
   *[no] Die Klänge sind schon am leisesten.
}
sound-on = Klänge an.
sound-off = Klänge aus.
sound-on-no-server = Klänge an, aber es wurde kein Soundserver gefunden, also ist nichts zu hören.
sound-no-server = Kein Soundserver gefunden; es geht ohne Klänge weiter.
sound-lost = Der Soundserver wurde beendet; es geht ohne Klänge weiter.

## Die Befehle im Zeilenmodus, auf Deutsch (die englischen gehen auch): das erste Wort einer getippten Zeile.
word-roll = würfeln
word-keep = behalten
word-reroll = nachwürfeln
word-score = eintragen
word-scores = punkte
word-sheets = zettel
word-turn = zug
word-dice = würfel
word-hint = tipp
word-undo = rückgängig
word-chances = chancen
word-review = auswertung
word-drill = üben
word-daily = tagesaufgabe
word-follow = verfolgen
word-repeat = wiederholen
word-rules = regeln
word-stats = statistik
word-host = gastgeber
word-back = zurück
word-history = verlauf
word-leaderboard = rangliste
word-chat = chat
word-language = sprache
word-games = partien
word-walk = nachspielen

## Übungen (sayzee drill): Ihre teuersten Entscheidungen, noch einmal gefragt

drill-intro-keys = { $count ->
    [one] Eine Entscheidung aus Ihren Partien, noch einmal gefragt.
   *[other] { $count } Entscheidungen aus Ihren Partien, noch einmal gefragt.
} Antworten Sie mit den Tasten des Spiels: Wählen Sie die Würfel zum Nachwürfeln und drücken Sie die Eingabetaste, oder tragen Sie ein Feld ein. Umschalt+S liest den Zettel vor, F1 die Tasten; zweimal Escape beendet.
drill-intro-lines = { $count ->
    [one] Eine Entscheidung aus Ihren Partien, noch einmal gefragt.
   *[other] { $count } Entscheidungen aus Ihren Partien, noch einmal gefragt.
} Antworten Sie mit den Befehlen des Spiels: { word-reroll } 3 5, { word-keep } 5 oder { word-score } full-house. Tippen Sie { word-sheets }, um den Zettel zu hören, { word-help } für den Rest und { word-quit } zum Beenden.
drill-question = Übung { $n } von { $count }: { $name }, { $preset }, Runde { $round }, { $roll ->
    [1] erster Wurf
    [2] zweiter Wurf
    [3] dritter Wurf
   *[other] Wurf { $roll }
}: { $dice }. Offen: { $open }.
drill-upper = Oberer Teil: { $total } von den { $threshold }, die der Bonus braucht.
drill-ask-keep = Was behalten Sie?
drill-ask-box = Welches Feld?
drill-right = { $yours }: die Wahl des Profis. Richtig!
drill-wrong = { $yours }; { $best }. Ihre Wahl verschenkt im Schnitt { $cost ->
    [one] { $cost } Punkt
   *[other] { $cost } Punkte
}.
drill-reason-bonus-lost = Ihre Wahl macht den Bonus im oberen Teil ({ $bonus } Punkte) unerreichbar; die des Profis lässt ihn möglich.
drill-reason-chance = Das Feld { $box } ist mehr wert, wenn Sie es für einen schlechten Wurf später aufheben.
drill-reason-fewer-now = Die Wahl des Profis bringt jetzt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} weniger, aber was sie offen lässt, ist später mehr wert.
drill-reason-more-now = Die Wahl des Profis bringt jetzt { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
} mehr.
drill-reason-stop = Hören Sie hier auf: Diesen Wurf jetzt einzutragen ist mehr wert als ein weiterer Wurf.
drill-reason-roll-again = Würfeln Sie weiter: Mit { $rolls ->
    [one] einem Wurf
   *[other] { $rolls } Würfen
} übrig ist ein neuer Versuch mehr wert, als jetzt einzutragen.
drill-reason-straight = Behalten Sie den Kern einer Straße, { $run }: Mit einem offenen Straßenfeld ist er mehr wert.
drill-reason-of-a-kind = Behalten Sie die Würfel mit der { $face }: Hier sind sie mehr wert als Teile einer Straße.
drill-reason-worth-more = Im Schnitt endet die Partie mit der Wahl des Profis einfach mit mehr Punkten.
drill-learnt = Gelernt: Diese Übung kommt nicht wieder.
drill-again = Diese Übung kommt { $days ->
    [0] heute
    [1] morgen
   *[other] in { $days } Tagen
} wieder.
drill-done = Das war die letzte fällige Übung: { $right } von { $count } richtig.
drill-next = Die nächste Übung ist { $days ->
    [0] heute
    [1] morgen
   *[other] in { $days } Tagen
} fällig.
drill-all-learnt = Keine Übung mehr übrig: Jede wurde richtig beantwortet.
drill-none-due = Heute ist keine Übung fällig. Die nächste ist { $days ->
    [0] heute
    [1] morgen
   *[other] in { $days } Tagen
} fällig.
drill-none-kept = Noch keine Übungen: Jede Partie, die Sie unter Regeln mit exakter Tabelle beenden, liefert ihre drei teuersten Entscheidungen als Übungen.
drill-no-data = Übungen werden mit der Statistik gespeichert, und ohne Datenverzeichnis gibt es keinen Ort dafür.
drill-not-now = In einer Übung warten Tipp, Chancen, Auswertung und Rücknahme: Ihre Antwort wird mit der Wahl des Profis bewertet.
drill-quit-confirm = Übungen beenden? Drücken Sie noch einmal Escape zum Beenden oder eine andere Taste zum Weitermachen.
drill-after-game = Übungen gibt es, sobald die Partie vorbei ist, oder jederzeit mit sayzee drill.
drill-after-table = Die teuersten Entscheidungen dieses Tisches sind als Übungen gespeichert: Beantworten Sie sie mit sayzee drill, wenn Sie den Tisch verlassen haben.
drill-offer-keys = Umschalt+E fragt Ihre teuersten Entscheidungen gleich noch einmal ab, als Übungen.
drill-offer-lines = Tippen Sie { word-drill }, um Ihre teuersten Entscheidungen gleich noch einmal zu beantworten, als Übungen.
drill-goodbye = Übungen beendet; jede gegebene Antwort ist gespeichert.
drill-save-failed = Die Antwort konnte nicht in { $path } gespeichert werden: Diese Übung kommt wie bisher wieder.
drill-unusable = { $count ->
    [one] Eine Übung in der Statistik passt nicht mehr zu ihren Regeln und wird ausgelassen.
   *[other] { $count } Übungen in der Statistik passen nicht mehr zu ihren Regeln und werden ausgelassen.
}
daily-question = Aufgabe des Tages, { $preset }, Runde { $round }, { $roll ->
    [1] erster Wurf
    [2] zweiter Wurf
    [3] dritter Wurf
   *[other] Wurf { $roll }
}: { $dice }. Offen: { $open }.
daily-how = Antworten Sie mit { word-daily } und Ihrem Zug: { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all oder { word-daily } { word-score } chance.
daily-count = { $found } von { $answered }, die heute geantwortet haben, fanden den besten Zug.
daily-again = Sie hatten heute schon geantwortet: Nur Ihre erste Antwort zählt.
daily-ask-first = Tippen Sie zuerst { word-daily } allein, um die Aufgabe des Tages zu hören.
daily-not-a-move = Das ist kein Zug für die Aufgabe des Tages: { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all oder { word-daily } { word-score } chance.
walk-intro = Beendete Partie { $n } von { $count }, von der letzten an gezählt: { $preset }, { $scores }.
walk-intro-server = Die Partie an Tisch { $table }, { $ago }: { $preset }, { $scores }.
walk-score = { $name } { $points }
walk-none = Noch ist keine beendete Partie gespeichert: Jede Partie, die Sie hier beenden, wird zum Durchgehen gespeichert, die letzten zehn.
walk-no-such-game = { $count ->
    [one] Nur eine beendete Partie ist gespeichert: Fragen Sie mit --game 1 nach ihr.
   *[other] Nur { $count } beendete Partien sind gespeichert: Fragen Sie mit --game 1 bis { $count } nach einer.
}
chances-follow-on = Ab jetzt wird nach jedem eingetragenen Feld die Siegchance aller gesagt. Umschalt+W noch einmal beendet das.
chances-follow-off = Die Siegchancen werden nicht mehr nach jedem Feld gesagt.
chances-swing = Die Siegchance von { $player } ist mit diesem Zug von { $from } auf { $to } Prozent { $direction ->
    [up] gestiegen
   *[down] gefallen
}: { $dice }, und { $choices }.
chances-swing-dice-gave = die Würfel brachten { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} mehr als ein durchschnittlicher Zug
chances-swing-dice-took = die Würfel brachten { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} weniger als ein durchschnittlicher Zug
chances-swing-dice-even = die Würfel brachten, was ein durchschnittlicher Zug bringt
chances-swing-choices-cost = die Entscheidungen verschenkten { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} gegenüber denen des Experten
chances-swing-choices-experts = jede Entscheidung war die des Experten
