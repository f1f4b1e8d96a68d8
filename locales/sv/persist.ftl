# Lagring: inställningsfilen, det sparade spelet, statistiken och filer som lagts undan.

## Filer som inte kunde användas

file-settings-refused = Inställningsfilen kunde inte användas: { $problem }. Standardinställningarna gäller.
file-save-refused = Filen med det sparade spelet kunde inte användas: { $problem }. Ett nytt spel börjar.
file-stats-refused = Statistikfilen kunde inte användas: { $problem }. Statistiken börjar om härifrån.
file-problem-oversized = den är större än 1 MiB, alldeles för stor för att vara en fil från sayzee
file-problem-damaged = den är skadad, avkortad eller ingen fil från sayzee
file-problem-unknown-setting = den innehåller en inställning som den här versionen inte känner till, ”{ $name }”
file-problem-newer = den skrevs av en nyare version av sayzee
file-problem-unreadable = den kunde inte läsas
file-moved-aside = Inget raderades: filen sparades som { $path }.
file-left-in-place = Filen kunde inte heller läggas undan; den ligger orörd kvar i { $path }.
settings-value-ignored = I inställningsfilen ignoreras { $setting }: { $reason }
settings-unknown-action = det finns ingen åtgärd som heter ”{ $name }”.
settings-unknown-key = ”{ $key }” är inget tangentnamn (bland tangenterna för { $name }).
settings-unknown-joker = ”{ $value }” är ingen jokerregel: skriv forced, free eller off.

## Spara och återuppta

save-failed = Spelet kunde inte sparas i { $path }. Spelet fortsätter, men om sayzee stängs nu kan det här spelet inte återupptas.
resume-offer = Ett oavslutat spel { $rules } är sparat, med { $players }.
resume-question = Tryck Retur för att återuppta det, eller skriv nytt för att börja ett nytt spel.
resume-word-new = nytt
resume-word-resume = fortsätt
resume-resumed = Spelet återupptas.

## Statistik

stats-recorded = Det här spelet finns nu i din statistik.
stats-save-failed = Statistiken kunde inte sparas i { $path }, så det här spelet räknas inte.
stats-none = Inga avslutade spel än.
stats-unavailable = Statistiken är inte tillgänglig: sayzee har ingen datamapp här.
stats-preset = { $preset }: { $games ->
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
stats-yahtzee-note = Som Yatzy räknas rutan för fem lika ifylld med poäng, plus varje Yatzybonus.
action-say-stats = höra din statistik: spel, bästa och genomsnittliga poäng, Yatzy
