# Lagring: inställningsfilen, det sparade spelet, statistiken och filer som lagts undan.

## Filer som inte kunde användas

file-settings-refused = Inställningsfilen kunde inte användas: { $problem }. Standardinställningarna gäller.
file-save-refused = Filen med det sparade spelet kunde inte användas: { $problem }. Ett nytt spel börjar.
file-stats-refused = Statistikfilen kunde inte användas: { $problem }. Statistiken börjar om härifrån.
file-finished-refused = Filen med avslutade partier kunde inte användas: { $problem }. Avslutade partier sparas igen härifrån.
finished-save-failed = Det avslutade partiet kunde inte sparas i { $path } för sayzee walk; det räknas ändå i statistiken.
file-problem-oversized = den är större än 1 MiB, alldeles för stor för att vara en fil från sayzee
file-problem-damaged = den är skadad, avkortad eller ingen fil från sayzee
file-problem-newer = den skrevs av en nyare version av sayzee
file-problem-unreadable = den kunde inte läsas
file-problem-not-a-file = den är ingen vanlig fil utan en mapp, en enhet eller ett rör
file-moved-aside = Inget raderades: filen sparades som { $path }.
file-left-in-place = Filen kunde inte heller läggas undan; den ligger orörd kvar i { $path }.
file-not-touched = Inget ändrades: det som inte kunde läsas ligger kvar som det är i { $path }.
settings-value-ignored = I inställningsfilen ignoreras { $setting }: { $reason }
settings-unknown-action = det finns ingen åtgärd som heter ”{ $name }”.
settings-unknown-key = ”{ $key }” är inget tangentnamn (bland tangenterna för { $name }).
settings-unknown-joker = ”{ $value }” är ingen jokerregel: skriv forced, free eller off.
settings-unknown-dice = ”{ $value }” är inget sätt att välja tärningar: skriv face eller position.
settings-unknown-hint-first = ”{ $value }” är inget drag som tipset kan säga först: skriv win eller points.
settings-unknown-verbosity = ”{ $value }” är ingen giltig uppläsningsnivå: skriv full eller brief.
settings-unknown-setting = sayzee har ingen sådan inställning.
settings-expected-text = { $value } är ingen text: skriv värdet inom citattecken.
settings-expected-flag = { $value } är varken true eller false.
settings-expected-number = { $value } är inget heltal från { $min } till { $max }.
settings-expected-section = det måste vara ett eget avsnitt med rubriken [{ $name }].
settings-expected-keys = { $value } är ingen lista med tangentnamn, som ["x", "shift+t"].

## Spara och återuppta

save-failed = Spelet kunde inte sparas i { $path }. Spelet fortsätter; det som sparats tidigare finns kvar som det var, och du får höra när det går att spara igen.
save-works-again = Det går att spara igen: spelet är sparat.
save-blocked = Det här spelet sparas inte: { $path } kunde inte läsas, och sayzee skriver aldrig över en fil som det inte kunde läsa.
resume-offer = Ett oavslutat spel { $rules } är sparat, med { $players }.
resume-question = Tryck Retur för att återuppta det, eller skriv nytt för att börja ett nytt spel.
resume-word-new = nytt
resume-word-resume = fortsätt
resume-resumed = Spelet återupptas.
resume-nothing-saved = Det finns inget oavslutat spel att återuppta, så ett nytt spel börjar.
data-busy = En annan sayzee använder filerna i { $path }. Den här sparar ingenting där.
data-busy-question = Tryck Retur för att spela utan att spara, eller skriv avsluta för att gå.
data-busy-word-play = spela
data-busy-word-quit = avsluta

## Statistik

stats-recorded = Det här spelet finns nu i din statistik.
stats-recorded-online = Det här spelet finns nu i din statistik, bland dina onlinespel.
stats-online-not-counted = Det här spelet räknas inte i statistiken för { $names }: datorn spelade det mesta av det.
stats-online-failed = Det här spelet kunde inte räknas: statistiken kunde inte sparas i { $path }.
stats-online-blocked = Det här spelet räknas inte: { $path } kunde inte läsas, och sayzee skriver aldrig över en fil som det inte kunde läsa.
stats-save-failed = Statistiken kunde inte sparas i { $path }. Det avslutade spelet förblir sparat och räknas nästa gång sayzee startar.
stats-recorded-late = Spelet som avslutades förra gången finns nu i din statistik.
stats-blocked = Det här spelet räknas inte än: { $path } kunde inte läsas, och sayzee skriver aldrig över en fil som det inte kunde läsa. Spelet förblir sparat och räknas när filen går att läsa.
stats-none = Inga avslutade spel än.
stats-unavailable = Statistiken är inte tillgänglig: sayzee har ingen datamapp här.
stats-preset = { $preset }: { $games ->
    [one] 1 spel
   *[other] { $games } spel
}.
stats-preset-online = { $preset }, online: { $games ->
    [one] 1 spel
   *[other] { $games } spel
}.
stats-player = { $name }: { $games ->
    [one] 1 spel
   *[other] { $games } spel
}, { $wins ->
    [one] 1 vunnet
   *[other] { $wins } vunna
}, bästa { $best }, snitt { $average }, { $box }: { $yahtzees }.
stats-player-given = { $name } ger bort { $game_points } poäng per spel jämfört med expertens spel, { $decision_points } per beslut, i { $games ->
    [one] 1 genomgånget spel
   *[other] { $games } genomgångna spel
}.
stats-player-luck-above = { $name }: tärningarna ger { $points } poäng per spel mer än ett genomsnittligt spel, i { $games ->
    [one] 1 genomgånget spel
   *[other] { $games } genomgångna spel
}.
stats-player-luck-below = { $name }: tärningarna ger { $points } poäng per spel mindre än ett genomsnittligt spel, i { $games ->
    [one] 1 genomgånget spel
   *[other] { $games } genomgångna spel
}.
stats-player-luck-even = { $name }: tärningarna ger precis vad ett genomsnittligt spel ger, i { $games ->
    [one] 1 genomgånget spel
   *[other] { $games } genomgångna spel
}.
stats-yahtzee-note = Som Yatzy räknas rutan för fem lika ifylld med poäng, plus varje Yatzybonus.
action-say-stats = höra din statistik: spel, bästa och genomsnittliga poäng, Yatzy
