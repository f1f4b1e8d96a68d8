# sayzee: meddelanden på svenska. Varje id finns i alla språk, med samma variabler.

## Kommandoraden

cli-error = Fel: { $reason }
cli-dice-count = { $preset } spelas med { $expected } tärningar, men { $found ->
    [one] 1 tärning angavs
   *[other] { $found } tärningar angavs
}: skriv { $expected } sidor, till exempel { $example }.
cli-dice-face = { $value } är ingen tärningssida: sidorna går från 1 till 6.
cli-dice-not-digit = ”{ $char }” är ingen tärningssida: skriv tärningarna som siffror från 1 till 6, till exempel { $example }.
cli-unknown-preset = Det finns inga regler som heter ”{ $name }”. Reglerna som finns är: { $presets }.
cli-rules-no-yahtzee-box = { $preset } har ingen Yatzy-ruta med fem tärningar och kan därför inte spela med joker eller Yatzy-bonus.
cli-rules-no-extra-rows = Extraraderna (Par, Dubbelpar, Misère) passar bara Yahtzee-reglerna, inte { $preset }.
cli-unknown-level = Det finns ingen datornivå som heter ”{ $name }”. Nivåerna är: { $levels }.
cli-unknown-language = sayzee talar inte ”{ $name }”. Språken är: { $languages }.
cli-name-too-long = Ett namn får vara högst { $max } tecken långt; ”{ $name }” är längre.
cli-no-players = Ett spel behöver minst en spelare.
cli-too-many-players = { $count } spelare är för många: högst { $max } kan spela.
cli-empty-name = En spelares namn får inte vara tomt.
cli-duplicate-name = Två spelare heter { $name }: ge var och en ett eget namn.
cli-sheets-out-of-range = Varje spelare fyller 1 till { $max } protokoll, inte { $count }.
cli-bad-number = --{ $flag } tar ett heltal från { $min } till { $max }, inte ”{ $value }”.
cli-resume-with = --resume återupptar det sparade spelet som det är och kan därför inte kombineras med --{ $flag }.
cli-bad-listen = ”{ $value }” är ingen adress att lyssna på: skriv en adress och en port som 127.0.0.1:7419, eller 0.0.0.0:7419 för att släppa in andra datorer.
cli-bad-proxy = ”{ $value }” är ingen proxyadress: --trusted-proxy tar en IP-adress, till exempel 127.0.0.1 för en proxy på den här datorn.
cli-bad-server-address = ”{ $value }” är ingen serveradress: skriv ett värdnamn eller en IP-adress, och kolon och porten om den inte är 7419, till exempel example.org eller 127.0.0.1:7419.
cli-bad-server-port = ”{ $value }” är ingen port: porten ska vara ett tal från 1 till 65535.
cli-server-failed = Servern kunde inte starta: { $detail }.
cli-server-address-in-use = Ett annat program använder redan { $address }, så servern kan inte starta där. Stäng det programmet, eller välj en annan port med --listen.
cli-page-address-in-use = Ett annat program använder redan { $address }, där sidan för webbläsare skulle finnas. Stäng det programmet, välj en annan port med --web-listen, eller servera ingen sida med --no-web.
cli-server-address-not-here = { $address } är ingen adress på den här datorn, så servern kan inte starta där. Använd 127.0.0.1 för bara den här datorn, eller 0.0.0.0 för alla nätverk.
cli-server-no-data-dir = Servern kan inte starta: den har ingen datamapp för sina bord. Ange en med --data-dir.
cli-tls-certificate = Servern kan inte starta: certifikatfilen { $path } går inte att använda ({ $detail }). Ange en PEM-fil som börjar med serverns certifikat.
cli-tls-key = Servern kan inte starta: nyckelfilen { $path } går inte att använda ({ $detail }). Ange en PEM-fil med certifikatets privata nyckel.
cli-tls-mismatch = Servern kan inte starta: nyckeln hör inte till certifikatet ({ $detail }).
cli-tls-no-certificate = Servern kan inte starta: certifikatfilen { $path } innehåller inget certifikat. Ange en PEM-fil som börjar med serverns certifikat.
cli-serve-config = Serverns inställningsfil { $path } går inte att använda ({ $detail }).
cli-serve-config-not-a-file = { $path } är ingen inställningsfil: ange en TOML-fil vars nycklar är namnen på serves flaggor.
cli-serve-config-key = Serverns inställningsfil { $path } har ”{ $key }”, som inte är en flagga till sayzee serve (sayzee serve --help listar dem).
cli-serve-config-value = I serverns inställningsfil { $path } har ”{ $key }” ett värde av fel slag: true för en flagga utan värde, annars en sträng eller ett tal (en lista för en flagga som upprepas).
cli-trust-cert = Certifikatfilen { $path } går inte att använda ({ $detail }). Ange en PEM-fil med serverns certifikat.
cli-trust-cert-empty = Certifikatfilen { $path } innehåller inget certifikat. Ange en PEM-fil med serverns certifikat.
cli-password-file = Lösenordsfilen { $path } går inte att läsa, eller så är dess första rad tom. Ange en fil vars första rad är lösenordet.
cli-op-refused = Operatörens åtgärd blev inte utförd.
cli-join-with = { $first } och { $second } går inte att använda tillsammans.

## Simulering

simulate-result = { $games } spel { $preset } av en datorspelare på nivå { $level } (frö { $seed }): medelvärde { $mean } poäng, standardavvikelse { $spread }, lägst { $lowest }, högst { $highest }.
simulate-given-away = Jämfört med expertens bästa val gav den bort { $per_game } poäng per spel, { $per_decision } per beslut.
simulate-no-games = Simulera minst ett spel: --games måste vara 1 eller mer.
simulate-versus = { $deals } givar { $preset }, var och en spelad { $seatings } gånger med datorerna flyttade runt bordet och samma tärningar för samma plats (frö { $seed }):
simulate-contender = { $level }: vann { $share } procent av spelen (95-procentigt intervall { $low } till { $high }), medelpoäng { $mean }.
simulate-too-many-bots = { $count } datorer får inte plats vid ett bord: ange --bot högst { $most } gånger.

## Solver

solver-result = Perfekt spel i { $preset } ger i snitt { $score } poäng ({ $states } tillstånd lösta på { $seconds } s).
solver-unsupported = { $preset } har ingen exakt strategitabell: sex tärningar eller sparade slag gör den för stor. Datorspelarna använder en heuristik där.

## Speech: the voice, how it was chosen, and falling back to text

cli-unknown-speech = Det finns inget talval som heter ”{ $name }”. Valen är: { $choices }.
speech-auto-voice = Tal på, genom { $backend ->
        [tts] din skärmläsare eller systemrösten
       *[other] Speech Dispatcher
    }.
speech-auto-text = Ingen taltjänst svarade, så spelet visas bara som text.
speech-unavailable = { $backend ->
        [tts] Systemrösten i Windows och macOS (tts)
       *[other] Speech Dispatcher
    } finns inte på det här systemet; spelet fortsätter som text.
speech-unreachable = { $backend ->
        [tts] Systemrösten
       *[other] Speech Dispatcher
    } gick inte att nå; spelet fortsätter som text och försöker igen senare.
speech-lost = Talet slutade fungera; spelet fortsätter som text och försöker ansluta igen.
speech-back = Talet är tillbaka.
speech-rate = Talhastighet { $rate }.
speech-rate-limit = { $faster ->
    [yes] Talhastigheten är redan den högsta.
   *[no] Talhastigheten är redan den lägsta.
}
speech-rate-screen-reader = Din skärmläsare talar i sin egen takt; ändra den i skärmläsaren.
speech-rate-no-voice = Ingen röst är aktiv; talhastighet { $rate } sparas och används när en röst talar.
settings-not-kept = Inställningen kunde inte sparas i { $path }; den gäller bara det här spelet.

## Terminal och tangentbord (terminalslingan, tangentbordslayouter, tangentbindningar)

cli-unknown-layout = Det finns ingen tangentbordslayout som heter ”{ $name }”. Layouterna är: { $layouts }.
settings-binding-twice = Inställningsfilen binder { $key } till både { $first } och { $second }. Standardtangenterna blir kvar.
terminal-raw-unavailable = Den här terminalen kan inte läsa enstaka tangenter, så skriv ett kommando och tryck Retur i stället.
terminal-input-lost = Tangentbordet går inte längre att läsa, så spelet slutar här.

## Råd som inte sparar något

hint-reroll-all = Expert: slå om alla tärningar; förväntad slutpoäng { $expected }.
hint-reroll-all-estimate = Expertens uppskattning: slå om alla tärningar.
hint-yours-reroll-all = Om du slår om alla tärningar i stället: förväntad slutpoäng { $expected }.

## En tangent utan åtgärd

key-unbound = { $key } gör ingenting här. Tryck F1 eller H för tangenterna som fungerar nu.

## Tipset när draget som oftast vinner inte är det som ger mest poäng: båda, vart och ett med den vinstchans det
## lämnar ($chance, i procent).
hint-win-keep = För att vinna: spara { $keep }; din vinstchans: { $chance } procent.
hint-win-reroll-all = För att vinna: slå om alla tärningar; din vinstchans: { $chance } procent.
hint-win-mark = För att vinna: fyll i { $box } för { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}; din vinstchans: { $chance } procent.
hint-points-keep = För flest poäng: spara { $keep }; din vinstchans: { $chance } procent.
hint-points-reroll-all = För flest poäng: slå om alla tärningar; din vinstchans: { $chance } procent.
hint-points-mark = För flest poäng: fyll i { $box } för { $points ->
    [one] 1 poäng
   *[other] { $points } poäng
}; din vinstchans: { $chance } procent.
hint-win-keep-brief = För vinst: spara { $keep }; { $chance } procent.
hint-win-reroll-all-brief = För vinst: slå om alla; { $chance } procent.
hint-win-mark-brief = För vinst: { $box }, { $points }; { $chance } procent.
hint-points-keep-brief = För poäng: spara { $keep }; { $chance } procent.
hint-points-reroll-all-brief = För poäng: slå om alla; { $chance } procent.
hint-points-mark-brief = För poäng: { $box }, { $points }; { $chance } procent.
## Ditt eget val, när det inte är något av de två dragen, med den vinstchans det lämnar.
hint-yours-keep-chance = Om du sparar { $keep } i stället: din vinstchans: { $chance } procent.
hint-yours-reroll-all-chance = Om du slår om alla tärningar i stället: din vinstchans: { $chance } procent.
hint-yours-box-chance = Om du fyller i { $box } i stället: din vinstchans: { $chance } procent.

## Said as a game with a champion begins under rules with no exact table.
champion-plays-for-points = I { $preset } spelar mästaren för flest poäng: utan en exakt tabell kan den inte väga sina vinstchanser.
