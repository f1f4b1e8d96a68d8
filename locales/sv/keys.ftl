# Handlingar, deras hjälp och radlägets ord. Samma id och variabler i alla språk.

## Vad varje handling gör, för hjälpen

action-advance = slå tärningarna, slå om de valda tärningarna, öppna rutvalet eller fylla i rutan under markören
action-select = välja en sparad tärning som visar den sidan för att slå om den
action-select-place = växla tärningen på den platsen i det sorterade slaget: slå om den eller spara den igen
action-unselect = spara igen en vald tärning som visar den sidan
action-unselect-place = spara tärningen på den platsen igen
action-select-all = välja alla tärningar för att slå om dem
action-keep-all = spara alla tärningar
action-say-dice = säga vilka tärningar som sparas och vilka som slås om
action-say-roll = upprepa senaste slaget
action-say-scores = säga varje spelares poäng
action-say-sheets = läsa upp hela protokollen
action-say-turn = säga vems tur det är, omgången och hur många slag som är kvar
action-cursor-next = nästa ruta
action-cursor-previous = föregående ruta
action-cursor-first = första rutan
action-cursor-last = sista rutan
action-back = lämna rutvalet; utanför det, avsluta spelet
action-help = räkna upp tangenterna som fungerar nu
action-switch-language = byta språk
action-repeat = upprepa senaste meddelandet
action-history = gå bakåt bland tidigare meddelanden
action-undo = ångra senaste ifyllda ruta, tills nästa spelare slår
action-hint = vad en expert skulle göra nu
action-review = höra hur dina beslut står sig mot expertens och gå igenom dem med pilarna
action-drill = öva på dina dyraste beslut direkt, när partiet är slut
action-quit = avsluta direkt

## Tangentnamn

key-enter = Retur
key-space = Mellanslag
key-escape = Escape
key-up = Uppåtpil
key-down = Nedåtpil
key-home = Home
key-end = End
key-f1 = F1
key-left = Vänsterpil
key-right = Högerpil
key-page-up = Sida upp
key-page-down = Sida ner
key-tab = Tabb
key-backspace = Backsteg
key-delete = Delete
key-question-mark = Frågetecken
key-right-bracket = Höger hakparentes
key-left-bracket = Vänster hakparentes
key-shifted = Skift+{ $key }
key-ctrl = Ctrl+{ $key }
key-digits = 1 till 6
key-shifted-digits = Skift+1 till 6

## Hjälp

help-intro = Tangenter som fungerar nu:
help-intro-all = Alla spelets tangenter:
help-host-is = { $name } är värd: värdmenyn är hens.
help-line = { $keys }: { $what }.
help-more = Tryck F1 igen för alla tangenter.
help-more-lines = Skriv { word-help } igen för alla kommandon.
help-line-mode = I radläget skriver du ett tangentnamn som enter, 3, shift+3, space eller s, eller ett kommando: { word-reroll } 3 5, { word-keep } 5, { word-score } full-house, { word-scores }, { word-sheets }, { word-turn }, { word-help }, { word-quit }. De engelska kommandona (reroll, keep, score …) fungerar också.

## Radläge

line-unknown = ”{ $word }” betyder ingenting här. Skriv { word-help } för tangenter och kommandon.
line-did-you-mean = ”{ $word }” betyder ingenting här. Menade du ”{ $meant }”?
line-not-text = Raden är inte läsbar text och hoppades över.
line-too-long = Raden är längre än { $max } tecken och hoppades över.
line-not-a-face = ”{ $word }” är ingen tärningssida: använd siffror från 1 till 6, till exempel reroll 3 5.
line-not-a-box = ”{ $word }” är ingen ruta. Rutor skrivs som full-house eller small-straight; skriv { word-help } för mer.
line-incomplete = { $word } behöver mer: säg vilka tärningar, till exempel { $word } 3 5.

## Session

session-quit-confirm = Avsluta spelet? Tryck Escape igen för att avsluta, eller en annan tangent för att spela vidare.
session-quit-cancelled = Vi spelar vidare.
session-back-page = Tillbaka stänger rutvalet, som inte är öppet. Använd ”Lämna bordet” för att gå från bordet.
session-goodbye = Hej då.
session-goodbye-saved = Hej då. Spelet är sparat och erbjuds nästa gång du startar.
session-first-turn-keys = Tryck Retur för att slå tärningarna. Tryck F1 eller H för tangenterna.
session-first-turn-lines = Skriv enter för att slå tärningarna. Skriv { word-help } för tangenter och kommandon.
session-language = Språk: svenska.
session-history-empty = Inget har sagts än.
session-history-start = Det är det tidigaste meddelandet.
session-hint-unavailable = Det finns inga tips för de här reglerna än.
hint-roll-first = Slå först: tryck Retur.
hint-thinking = Experten funderar fortfarande på reglerna; tipset kommer så snart det är klart.
chances = Vinstchanser om alla spelar perfekt från och med nu: { $entries }.
chances-at-levels = Vinstchanser om varje dator spelar på sin nivå (uppskattat från tusen utspelade spel) och alla andra perfekt från och med nu: { $entries }.
chances-entry = { $player }: { $chance }, { $finished ->
    [yes] slutpoäng { $score }
   *[no] förväntad slutpoäng { $score }
}
# Skiljer en spelares post från nästa (varje post har redan egna kommatecken).
chances-entries = { $first }; { $second }
chances-percent = { $band ->
    [none] ingen chans
    [under-one] under en procent
    [over-99] över 99 procent
    [sure] vinner säkert
   *[some] { $percent } procent
}
chances-thinking = Räknar ut allas chanser; svaret kommer strax.
chances-before-mark = Innan { $player } fyllde i:
chances-before-now = Före den senaste markeringen:
chances-unavailable = Chanserna kan inte räknas ut just nu.
chances-busy = Servern räknar just nu ut chanser åt andra bord; tryck W igen om en liten stund.
chances-no-exact-table = { $preset } har ingen exakt strategitabell, så chansen att vinna kan inte räknas ut exakt; tipset ger expertens uppskattning.
verbosity-brief = Kortfattad uppläsning.
verbosity-full = Fullständig uppläsning.
hint-keep = Expert: spara { $keep } och slå om resten; förväntad slutpoäng { $expected }.
hint-keep-estimate = Expertens uppskattning: spara { $keep } och slå om resten.
hint-mark = Expert: fyll i { $box } för { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}; förväntad slutpoäng { $expected }.
hint-mark-estimate = Expertens uppskattning: fyll i { $box } för { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}.
hint-yours-keep = Om du sparar { $keep } i stället: förväntad slutpoäng { $expected }.
hint-yours-box = Om du fyller i { $box } i stället: förväntad slutpoäng { $expected }.
review-nothing-yet = { $name }: inga beslut att gå igenom än.
review-summary = { $name }: { $decisions } beslut, varav { $experts } som expertens; { $given } poäng bortgivna jämfört med perfekt spel.
review-summary-estimate = { $name }: { $decisions } beslut, varav { $experts } som expertens; ungefär { $given } poäng bortgivna jämfört med expertens spel. De här reglerna har ingen exakt tabell, så det är expertens uppskattningar.
review-luck-gave = { $name }: tärningarna var med dig, { $points } poäng mer än i ett genomsnittligt spel.
review-luck-took = { $name }: tärningarna var emot dig, { $points } poäng mindre än i ett genomsnittligt spel.
review-luck-even = { $name }: tärningarna gav precis vad ett genomsnittligt spel ger.
review-all-experts = Varje beslut var expertens.
review-decision = Omgång { $round }, { $roll ->
    [1] första slaget
    [2] andra slaget
    [3] tredje slaget
   *[other] slag { $roll }
}: { $dice }. { $chosen }; { $best }. Det kostade { $cost } poäng.
review-decision-to-win = Omgång { $round }, { $roll ->
    [1] första slaget
    [2] andra slaget
    [3] tredje slaget
   *[other] slag { $roll }
}: { $dice }. { $chosen }; { $best } för flest poäng. Det kostade { $cost } poäng men höjde din vinstchans från { $from } till { $to } procent.
review-chance-moved = { $decision } Din vinstchans gick från { $from } till { $to } procent.
review-chance-held = { $decision } Din vinstchans låg kvar på { $chance } procent.
review-rest-experts = Alla andra beslut var expertens.
review-played-to-win = { $name }, spelat för att vinna: { $decision }
review-played-to-win-more = { $count ->
    [one] Ett beslut till
   *[other] { $count } beslut till
} spelades för att vinna; listan över alla beslut nämner vart och ett.
review-weighing = Genomgången kommer när varje beslut har vägts i vinstchans.
review-decision-experts = Omgång { $round }, { $roll ->
    [1] första slaget
    [2] andra slaget
    [3] tredje slaget
   *[other] slag { $roll }
}: { $dice }. { $chosen }: expertens val.
review-you-kept = Du sparade { $keep }
review-you-rerolled-all = Du slog om alla tärningar
review-you-stopped = Du slutade slå
review-you-marked = Du fyllde i { $box }
review-expert-keeps = experten sparar { $keep }
review-expert-rerolls-all = experten slår om alla tärningar
review-expert-stops = experten stannar där
review-expert-marks = experten fyller i { $box }
review-line = { $n } av { $count }. { $decision }
review-line-of = { $name }, { $line }
review-walk-hint = Uppåtpil och nedåtpil går igenom varje beslut, Home och End går till det första och det sista, Escape stänger genomgången.
review-lines-hint = Skriv { word-review } för att höra varje beslut, ett per rad.
review-win-coming = Dina beslut vägs fortfarande i vinstchans; det som de lägger till genomgången kommer när det är klart.
review-win-busy = Servern räknar just nu ut chanser åt andra bord, så beslutet som kostade mest vinstchans utelämnas den här gången.
review-win-costliest = { $name }, beslutet som kostade mest vinstchans: { $decision } Det sänkte vinstchansen från { $from } till { $to } procent.
review-win-none = { $name }: inget av dina beslut kostade någon vinstchans.
review-walk-first = Början av genomgången.
review-walk-last = Slutet av genomgången.
review-closed = Genomgången är stängd.
review-nobody = Ingen spelar vid det här tangentbordet, så det finns inget att gå igenom.
review-thinking = Experten tänker fortfarande på de här reglerna; genomgången kommer så snart den är klar.
session-game-over-keys = Spelet är slut. Tryck S eller Skift+S för poängen, U för att ångra senaste rutan, eller Escape för att avsluta.
session-game-over-table = Spelet är slut. Tryck S eller Skift+S för slutresultatet, eller Escape för att lämna bordet.
session-game-over-lines = Spelet är slut. Skriv { word-scores } eller { word-sheets } för poängen, { word-undo } för att ångra senaste rutan, eller { word-quit } för att avsluta.
session-game-over-table-lines = Spelet är slut. Skriv { word-scores } eller { word-sheets } för slutresultatet, eller { word-quit } för att lämna bordet.
key-literal = { $key }

## Förberedelser

setup-language = Vilket språk? Retur behåller { $default }; eller skriv namnet på ett annat: { $languages }.
language-name = { $tag ->
    [en-US] engelska
    [fr] franska
    [de] tyska
    [es] spanska
    [it] italienska
    [sv] svenska
   *[other] { $tag }
}
setup-rules = Vilka regler? Tryck Retur för { $default }, eller skriv ett nummer: { $presets }.
setup-players = Hur många personer spelar, 1 till { $max }? Tryck Retur för { $default }.
setup-name = Namn på spelare { $n }? Tryck Retur för { $default }.
setup-your-name = Ditt namn? Tryck Retur för { $default }.
setup-default-name = Spelare { $n }
setup-bots = Hur många datorspelare, 0 till { $max }? Tryck Retur för { $default }.
setup-bot-level = Hur bra ska de spela? Tryck Retur för { $default }, eller skriv ett nummer: { $levels }.
setup-bot-name = Dator { $n }
setup-choice = { $n }: { $name }
setup-choice-line = { $n }: { $name }.
setup-invalid-number = ”{ $answer }” passar inte här: svara med ett tal från { $min } till { $max }.
setup-invalid-choice = ”{ $answer }” passar inte här.
setup-name-taken = Namnet { $name } är redan taget. Välj ett annat.
setup-name-too-long = Ett namn får vara högst { $max } tecken långt. Välj ett kortare.
setup-quit-confirm = Avsluta? Tryck Escape igen för att avsluta, eller svara på frågan.
setup-help = Skriv ditt svar och tryck Retur; bara Retur tar det föreslagna svaret. Escape två gånger, Ctrl+Q eller Ctrl+C avslutar.
level-name = { $level ->
    [champion] mästare
    [perfect] perfekt
    [expert] expert
    [casual] amatör
    [beginner] nybörjare
   *[good] bra
}

# Sound cues (issue 9)
action-toggle-sound = slå på eller av ljuden
action-say-rules = läsa upp reglerna som gäller, en rad i taget
action-say-chances = varje spelares chans att vinna och förväntade slutpoäng
action-follow-chances = höra varje spelares chans att vinna efter varje ifylld ruta medan spelet pågår, eller inte längre
action-toggle-verbosity = kortfattad eller fullständig uppläsning
action-speech-faster = tala snabbare
action-speech-slower = tala långsammare
action-sound-louder = starkare ljud
action-sound-softer = svagare ljud
action-chat = vid ett nätverksbord, skriva ett meddelande till alla vid bordet; där går också /invite, /mute, /unmute och /lobby (F1 på chattraden förklarar hur)
action-host-menu = vid ett nätverksbord, värdmenyn: starta spelet, lämna över värdskapet, låt datorn spela en plats, stäng bordet
action-leaderboard = vid ett nätverksbord, serverns topplista för bordets regler, en sida i taget (i lobbyn skriver du { word-leaderboard })
sound-volume = Ljudvolym { $volume } procent.
sound-volume-while-off = Ljudvolym { $volume } procent; ljuden är avstängda, M slår på dem.
sound-volume-limit = { $louder ->
    [yes] Ljuden har redan högsta volym.
   *[no] Ljuden har redan lägsta volym.
}
sound-on = Ljud på.
sound-off = Ljud av.
sound-on-no-server = Ljud på, men ingen ljudserver hittades, så inget hörs.
sound-no-server = Ingen ljudserver hittades; spelet fortsätter utan ljud.
sound-lost = Ljudservern stannade; spelet fortsätter utan ljud.

## Radlägets kommandon på svenska (de engelska fungerar också): det första ordet på en skriven rad.
word-roll = slå
word-keep = spara
word-reroll = slå om
word-score = fyll i
word-scores = poäng
word-sheets = protokoll
word-turn = tur
word-dice = tärningar
word-hint = tips
word-undo = ångra
word-chances = chanser
word-review = genomgång
word-drill = öva
word-daily = dagens
word-follow = följ
word-repeat = upprepa
word-rules = regler
word-stats = statistik
word-host = värd
word-back = tillbaka
word-history = historik
word-leaderboard = topplista
word-chat = chatt
word-language = språk
word-games = partier
word-walk = gå igenom

## Övningar (sayzee drill): dina dyraste beslut, frågade igen

drill-intro-keys = { $count ->
    [one] Ett beslut från dina partier, frågat igen.
   *[other] { $count } beslut från dina partier, frågade igen.
} Svara med spelets egna tangenter: välj tärningarna att slå om och tryck Retur för att slå, eller fyll i en ruta. Skift+S läser protokollet, F1 tangenterna; Escape två gånger avslutar.
drill-intro-lines = { $count ->
    [one] Ett beslut från dina partier, frågat igen.
   *[other] { $count } beslut från dina partier, frågade igen.
} Svara med spelets egna kommandon: { word-reroll } 3 5, { word-keep } 5 eller { word-score } full-house. Skriv { word-sheets } för att höra protokollet, { word-help } för resten och { word-quit } för att avsluta.
drill-question = Övning { $n } av { $count }: { $name }, { $preset }, omgång { $round }, { $roll ->
    [1] första slaget
    [2] andra slaget
    [3] tredje slaget
   *[other] slag { $roll }
}: { $dice }. Öppna: { $open }.
drill-upper = Övre delen: { $total } av de { $threshold } som bonusen kräver.
drill-ask-keep = Vad sparar du?
drill-ask-box = Vilken ruta?
drill-right = { $yours }: expertens val. Rätt!
drill-wrong = { $yours }; { $best }. Ditt val ger i snitt bort { $cost } poäng.
drill-reason-bonus-lost = Ditt val gör bonusen i övre delen ({ $bonus } poäng) omöjlig att nå; expertens val håller den möjlig.
drill-reason-chance = Rutan { $box } är värd mer om du sparar den till ett dåligt slag längre fram.
drill-reason-fewer-now = Expertens val ger { $points } poäng mindre nu, men det som lämnas öppet är värt mer senare.
drill-reason-more-now = Expertens val ger { $points } poäng mer nu.
drill-reason-stop = Stanna här: att fylla i det här slaget nu är värt mer än ett slag till.
drill-reason-roll-again = Slå igen: med { $rolls ->
    [one] ett slag
   *[other] { $rolls } slag
} kvar är ett nytt försök värt mer än att fylla i nu.
drill-reason-straight = Spara kärnan till en stege, { $run }: med en stegruta öppen är den värd mer.
drill-reason-of-a-kind = Spara tärningarna som visar { $face }: här är de värda mer än delarna till en stege.
drill-reason-worth-more = I snitt slutar partiet helt enkelt med fler poäng med expertens val.
drill-learnt = Inlärt: den här övningen kommer inte igen.
drill-again = Du får höra den här igen { $days ->
    [0] i dag
    [1] i morgon
   *[other] om { $days } dagar
}.
drill-done = Det var den sista övningen för nu: { $right } av { $count } rätt.
drill-next = Nästa övning kommer { $days ->
    [0] i dag
    [1] i morgon
   *[other] om { $days } dagar
}.
drill-all-learnt = Ingen övning finns kvar: alla besvarades rätt.
drill-none-due = Ingen övning står på tur i dag. Nästa kommer { $days ->
    [0] i dag
    [1] i morgon
   *[other] om { $days } dagar
}.
drill-none-kept = Inga övningar än: varje parti du spelar klart med regler som har en exakt tabell ger sina tre dyraste beslut som övningar.
drill-no-data = Övningarna sparas med statistiken, och utan en datamapp finns ingenstans att spara dem.
drill-not-now = Under en övning väntar tipset, chanserna, genomgången och ångra: ditt svar rättas mot expertens val.
drill-quit-confirm = Avbryta övningarna? Tryck Escape igen för att avbryta, eller en annan tangent för att fortsätta.
drill-after-game = Övningarna kommer när partiet är slut, eller när du vill med sayzee drill.
drill-after-table = Bordets dyraste beslut sparas som övningar: svara på dem med sayzee drill när du har lämnat bordet.
drill-offer-keys = Skift+E frågar dina dyraste beslut igen direkt, som övningar.
drill-offer-lines = Skriv { word-drill } för att svara på dina dyraste beslut igen direkt, som övningar.
drill-goodbye = Övningarna avbrutna; varje svar du gett är sparat.
drill-save-failed = Svaret kunde inte sparas i { $path }: den här övningen frågas igen som förut.
drill-unusable = { $count ->
    [one] En övning i statistiken passar inte längre sina regler och lämnas utanför.
   *[other] { $count } övningar i statistiken passar inte längre sina regler och lämnas utanför.
}
daily-question = Dagens ställning, { $preset }, omgång { $round }, { $roll ->
    [1] första slaget
    [2] andra slaget
    [3] tredje slaget
   *[other] slag { $roll }
}: { $dice }. Öppna: { $open }.
daily-how = Svara med { word-daily } och ditt drag: { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all eller { word-daily } { word-score } chance.
daily-count = { $found } av de { $answered } som svarade i dag hittade det bästa draget.
daily-again = Du hade redan svarat i dag: bara ditt första svar räknas.
daily-ask-first = Skriv först bara { word-daily }, för att höra dagens ställning.
daily-not-a-move = Det är inget drag för dagens ställning: { word-daily } { word-keep } 3 4 5, { word-daily } { word-reroll } 1 6, { word-daily } { word-reroll } all eller { word-daily } { word-score } chance.
walk-intro = Avslutat parti { $n } av { $count }, räknat bakåt från det senaste: { $preset }, { $scores }.
walk-intro-server = Partiet vid bord { $table }, { $ago }: { $preset }, { $scores }.
walk-score = { $name } { $points }
walk-none = Inget avslutat parti är sparat än: varje parti du spelar klart här sparas för genomgång, de tio senaste.
walk-no-such-game = { $count ->
    [one] Bara ett avslutat parti är sparat: be om det med --game 1.
   *[other] Bara { $count } avslutade partier är sparade: be om ett med --game 1 till { $count }.
}
chances-follow-on = Från och med nu sägs allas chans att vinna efter varje ifylld ruta. Skift+W igen stänger av det.
chances-follow-off = Chansen att vinna sägs inte längre efter varje ruta.
chances-swing = { $player }s chans att vinna { $direction ->
    [up] steg
   *[down] sjönk
} från { $from } till { $to } procent med den turen: { $dice }, och { $choices }.
chances-swing-dice-gave = tärningarna gav { $points } poäng mer än en genomsnittlig tur
chances-swing-dice-took = tärningarna gav { $points } poäng mindre än en genomsnittlig tur
chances-swing-dice-even = tärningarna gav vad en genomsnittlig tur ger
chances-swing-choices-cost = valen gav bort { $points } poäng jämfört med expertens
chances-swing-choices-experts = varje val var expertens
