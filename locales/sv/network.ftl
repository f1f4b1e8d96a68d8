# Nätverksspel: vad en klient säger om servern och bordet. Samma id:n och variabler på alla språk.

## Errors: ett meddelande för varje felkod som servern skickar (docs/protocol.md).

net-error-version-mismatch = Den här servern använder en annan version av spelet, version { $version }. Uppdatera sayzee för att spela här.
net-error-not-hello-first = Servern väntade sig en hälsning först. Försök ansluta igen.
net-error-malformed = Servern förstod inte det meddelandet.
net-error-too-large = Meddelandet är för långt för servern, gränsen är { $limit } byte.
net-error-already-hello = Du är redan ansluten.
net-error-no-such-table = Det finns inget bord med det namnet.
net-error-table-exists = Det finns redan ett bord med det namnet. Välj ett annat namn.
net-error-table-full = Det bordet har inga lediga platser.
net-error-no-such-seat = Det bordet har ingen ledig plats med det namnet.
net-error-bad-config = Det går inte att skapa bordet eller sätta sig vid det så: varje spelare behöver ett eget namn.
net-error-not-at-table = Du sitter inte vid något bord än.
net-error-already-at-table = Du sitter redan vid ett bord. Lämna det först.
net-error-not-your-seat = Den platsen är inte din.
net-error-not-your-turn = Det är inte din tur.
net-error-already-started = Spelet har redan börjat.
net-error-not-started = Spelet har inte börjat än.
net-error-bad-token = Den platsen går inte att ta tillbaka; bordet kanske inte finns längre.
net-error-chat-too-long = Meddelandet är för långt, gränsen är { $limit } tecken.
net-error-server-trouble = Servern har problem och kunde inte göra det draget. Försök igen.
net-error-too-slow = Den här anslutningen hann inte med bordet, så servern kopplade bort den. Den ansluter igen av sig själv, med bordet som det ser ut nu.
net-error-server-full = Servern är full och tar inte emot fler anslutningar just nu. Försök igen om en stund.
net-error-secure-only = Den här servern tar bara emot säkra anslutningar: anslut igen med wss:// före adressen.
net-error-too-many-tables = Det går inte att öppna fler bord just nu (gränsen är { $limit }). Sätt dig vid ett öppet bord eller försök igen senare.
net-error-too-fast = Du skickar snabbare än servern tar emot. Vänta ett ögonblick; det som kom för fort spelades inte och skickades inte.
net-error-too-many-spectators = Det bordet har redan maxantalet åskådare: { $limit }. Försök igen senare.
net-error-bad-name = Det namnet går inte att använda här: det är tomt eller blandar alfabet så att det kan tas för ett annat. Välj ett annat.
net-error-table-name-too-long = Ett bords namn får ha högst { $limit } tecken. Välj ett kortare.
net-error-banned = Värden för det bordet har stängt av dig från det.
net-error-banned-address = Det bordet tar inte emot någon ny från din adress, eftersom värden har stängt av någon som spelade därifrån. Om det inte var du kan du be värden att bjuda in dig.
net-error-bad-turn-timer = Tidsgränsen för en tur måste vara mellan { $min } och { $max } sekunder.
net-error-timed-out = Din tid tog slut: datorn spelar resten av turen åt dig. Nästa tur spelar du själv igen.
net-error-name-claimed = Det namnet har en ägare på den här servern. Logga in som ägaren eller välj ett annat namn.
net-error-operator-code-needed = Det namnet tillhör en av den här serverns operatörer: det kan bara registreras med koden som servern skrev i sin logg när den startade.
net-error-too-many-claims = Från din adress har redan { $per_day } namn registrerats det senaste dygnet, det mesta en adress får. Spela utan att registrera namnet, eller gör det i morgon.
net-error-wrong-password = Lösenordet stämmer inte.
net-error-bad-login-token = Den här enhetens inloggning har upphört (ett nytt lösenord avslutar alla). Logga in med lösenordet.
net-error-too-many-logins = För många försök med lösenord. Vänta en minut och försök sedan igen.
net-error-bad-password = Ett lösenord måste ha mellan { $min } och { $max } tecken.
net-error-not-logged-in = Det kan bara den som är inloggad göra.
net-error-no-such-account = Det namnet tillhör ingen på den här servern.
net-error-account-required = Den här servern tar bara emot personer med konto. Registrera ditt namn med ett lösenord (sayzee join --claim) eller logga in.
net-error-table-password-needed = Det bordet är privat: det tar emot dem värden bjudit in, eller dem som anger dess lösenord.
net-error-wrong-table-password = Det är inte bordets lösenord.
net-error-too-many-invited = Ett privat bord bjuder in högst { $limit } namn.
net-error-not-operator = Bara en operatör för den här servern kan göra det.
net-error-muted = En operatör har tystat dig i { $minutes } minuter till: { $reason }
net-error-banned-from-server = En operatör har stängt av dig från den här servern i { $minutes } minuter till: { $reason }
net-error-bad-sanction = Att tysta eller stänga av kräver ett namn eller en adress, 1 till { $max } minuter och ett skäl.
net-error-daily-unavailable = Dagens ställning kan inte tas fram på den här servern just nu; skriv { word-daily } igen om en stund.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = sayzee-servern lyssnar på { $address }
net-log-tls = anslutningarna är säkra (TLS); certifikatets SHA-256-fingeravtryck, som spelarna kan jämföra: { $fingerprint }
net-log-plain-open = varning: den här servern lyssnar utanför den här datorn utan TLS, så namn, chatt och platsnycklar går okrypterade över nätet; ge den ett certifikat med --tls-cert och --tls-key, eller ställ den bakom en proxy som har ett
net-log-stopping = sayzee-servern stängs
net-log-stopped-waiting = några anslutningar var inte klara efter 5 sekunder; servern stängs utan dem
net-log-connected = anslutning { $id } från { $address }
net-log-disconnected = anslutning { $id } stängd
net-log-too-slow = anslutning { $id } låg efter och kopplades bort
net-log-full = anslutning från { $address } avvisad: servern har redan så många anslutningar som den tar emot
net-log-silent = anslutning { $id } svarade inte på tre ping och stängs som död
net-log-no-hello = anslutning { $id } hälsade inte inom 10 sekunder och stängs
net-log-flooding = anslutning { $id } fortsatte skicka snabbare än servern tar emot och stängs
net-log-connections-clamped = systemet låter servern öppna { $files } filer: den tar emot högst { $limit } anslutningar
net-log-accept-failed = systemet vägrade en ny anslutning: { $error }; sayzee väntar en stund och försöker igen
net-log-table-created = bordet ”{ $table }” skapat av anslutning { $id }
net-log-joined = anslutning { $id } sätter sig vid bordet ”{ $table }”
net-log-rejoined = anslutning { $id } tar tillbaka sina platser vid bordet ”{ $table }”
net-log-left = anslutning { $id } lämnar bordet ”{ $table }”
net-log-started = bordet ”{ $table }”: spelet har börjat
net-log-move = bordet ”{ $table }”: plats { $seat } har spelat, { $count ->
    [one] { $count } händelse
   *[other] { $count } händelser
}
net-log-computer-stuck = bordet ”{ $table }”: ett drag av datorn avvisades; datorn väntar
net-log-save-failed = bordet ”{ $table }” kunde inte sparas; nästa ändring försöker igen
net-log-save-refused = bordet ”{ $table }” kunde inte sparas ({ $error }): ändringen avvisas, och ingen får höra om den
net-log-table-damaged = { $path } är inget bord som den här servern kan återställa; lämnas som det är
net-log-table-unreadable = bordet ”{ $table }” i databasen kan den här servern inte återställa; det lämnas som det är
net-log-table-restored = bordet ”{ $table }” återställt

## Vid bordet: att sätta sig, spelet, vem som kommer och går, chatten. $table och $name är rensade namn.
net-cannot-connect = Ingen sayzee-server svarar på { $address }. Kontrollera adressen och att servern är igång.
net-script-password-refused = Servern tog inte emot lösenordet från --password-file eller $SAYZEE_PASSWORD.
net-certificate-unknown = Servern på { $address } visar ett certifikat som varken den här datorn eller du litar på ännu. Jämför dess SHA-256-fingeravtryck med det som serverns ägare har publicerat: { $fingerprint }.
net-certificate-changed = Varning: servern på { $address } visar ett annat certifikat än det du litade på tidigare. Någon kanske utger sig för att vara den. Lita bara på det om serverns ägare har sagt att certifikatet har bytts. Dess nya SHA-256-fingeravtryck: { $fingerprint }.
net-certificate-question = Skriv lita för att lita på det här certifikatet för den här servern från och med nu, eller tryck Retur för att gå utan att ansluta.
net-certificate-answer = Skriv lita för att lita på det, eller tryck Retur för att gå.
net-certificate-word-trust = lita
net-certificate-declined = Inte ansluten: certifikatet är inte betrott.
net-certificate-not-kept = Certifikatet är betrott för den här gången, men kunde inte sparas i datakatalogen: du får frågan igen nästa gång.
net-connected = Ansluten till { $address }.
net-question-table = Vad vill du göra? Retur öppnar ett nytt bord.
net-question-watch = Vilket bord vill du titta på? Retur väljer det första.
net-choice-create = öppna ett nytt bord
word-start = starta
word-help = hjälp
word-quit = avsluta
word-list = lista
word-more = mer
word-new = ny
net-no-tables-yet = Det finns inget öppet bord på den här servern än, så du öppnar det första.
net-no-tables = Den här servern har inget bord att titta på.
net-seated = Du sitter vid bordet ”{ $table }”.
net-watching = Du tittar på bordet ”{ $table }”. Du kan lyssna och chatta, men inte spela.
net-waiting = Väntar på att { $name } ska starta spelet.
net-started = Spelet börjar.
net-watching-cannot-act = Du tittar på det här bordet och kan inte spela.
net-game-is-over = Spelet är slut.
net-hint-not-yours = Tips ges bara under din egen tur.
net-chat-offline = Chatten fungerar bara vid ett nätverksbord.
net-host-menu-offline = Värdmenyn fungerar bara vid ett nätverksbord.
net-chat-prompt-lines = Skriv ditt meddelande på nästa rad.
net-chat-prompt-keys = Skriv ditt meddelande och tryck Retur. Escape avbryter.
net-chat-limit = Meddelandet har nått sin gräns på { $limit } tecken; inget mer skrivs. Tryck Retur för att skicka det.
net-chat-help = Du skriver ett meddelande till bordet. Retur skickar det, Backsteg raderar, Escape avbryter; Ctrl+Q avslutar sayzee. Med /invite och ett namn bjuder du in den personen; /mute och ett namn tystar personens meddelanden för dig, /unmute tar tillbaka dem; /lobby och ett meddelande talar till lobbyn, /lobby ensamt låter dig höra lobbyn här.
net-chat-cancelled = Inget meddelande skickat.
net-chat-line = { $name } säger: { $text }
net-server-unreadable = Servern skickade något som den här sayzee inte kan läsa. Uppdatera sayzee om det händer igen.
net-person-joined = { $name } har satt sig vid bordet.
net-person-left = { $name } har lämnat bordet.
net-person-lost = { $name } tappade anslutningen; platsen väntar på hen.
net-person-back = { $name } är tillbaka.
net-goodbye-seat-kept = Hej då. Bordet väntar på dig: sayzee join erbjuder det igen när du kommer tillbaka.
net-back-at-table = Ansluten igen. Du sitter vid bordet igen.
net-while-away = Medan du var borta:

## Tables that never stall: the host, computers playing for people who have gone, closed tables. $name is a
## cleaned name; $marks a list of net-played-for-mark; $about a net-table-about.
net-error-not-host = Bara bordets värd kan göra det.
net-error-seat-empty = Platsen för { $name } är tom. Vänta tills hen kommer tillbaka; är hen inte tillbaka inom { $seconds ->
    [one] en sekund
   *[other] { $seconds } sekunder
} lämnas platsen.
net-error-name-taken = Det namnet finns redan vid bordet. Välj ett annat namn.
net-log-watching = anslutning { $id } tittar på bordet ”{ $table }”
net-log-bad-token = anslutning { $id } försökte ta tillbaka en plats med en nyckel som inget bord känner till
net-log-bad-tokens = { $address } prövade { $count ->
    [one] en nyckel till
   *[other] { $count } nycklar till
} som inget bord känner till under den senaste minuten (inte loggade var för sig)
net-log-taken-over = bordet ”{ $table }”: datorn spelar plats { $seat }
net-log-invited = bordet ”{ $table }”: värden bjöd in ”{ $name }”
net-log-operator = operatör ”{ $operator }”: { $action } { $detail }
net-log-claimed = namnet ”{ $name }” registrerades från { $address }
net-log-wrong-password = ett felaktigt lösenord för ”{ $name }” från { $address }
net-log-password-changed = ”{ $name }” satte ett nytt lösenord; de andra inloggningarna upphörde
net-log-operator-unclaimed = Operatörsnamnet { $name } har ingen ägare än, och ingen kan registrera det utan den här koden: { $code }. Registrera det med sayzee join --claim under det namnet och ange koden när den efterfrågas (fram till dess en ny kod vid varje start).
net-log-accounts = { $count } namn med ägare; konto krävs: { $required }
net-log-names-expired = { $count ->
    [one] 1 namn som ingen hade använt på för länge är ledigt igen
   *[other] { $count } namn som ingen hade använt på för länge är lediga igen
}, och { $rows ->
    [one] 1 rad
   *[other] { $rows } rader
} i ratinglistan borttagna: { $names }
net-log-names-unsaved = namn som inte använts på för länge kunde inte släppas, eftersom kontona eller ratinglistan inte gick att skriva; nytt försök om en timme
net-log-removed = bordet ”{ $table }”: värden tog bort { $names } (avstängd: { $banned })
net-log-timed-out = bordet ”{ $table }”: tiden tog slut för plats { $seat }; datorn spelar resten av turen
net-log-game-over = bordet ”{ $table }”: spelet är slut
net-log-rated = bordet ”{ $table }”: partiet är rankat
net-log-rating-failed = bordet ”{ $table }”: spelets rating kunde inte skrivas ({ $error })
net-log-closed = bordet ”{ $table }” stängt ({ $reason }); dess fil ligger i tables/closed
net-question-table-rejoin = Vad vill du göra? Retur tar dig tillbaka till ditt bord.
net-question-table-join = Vad vill du göra? Retur sätter dig vid bordet ”{ $table }”.
net-group-rejoin = Dina platser:
net-group-join = Bord där du kan sätta dig:
net-group-watch = Bord du kan titta på:
net-choice-table = ”{ $table }”: { $about }
net-choice-table-private = ”{ $table }”, privat, du är inbjuden: { $about }
net-table-rules-duplicate = { $rules } med duplikattärningar
net-choice-rejoin = gå tillbaka till bordet ”{ $table }”, där du spelar som { $names }
net-table-about = { $rules }, { $phase }, med { $players }{ $watching ->
    [0] {""}
    [one] , 1 tittar på
   *[other] , { $watching } tittar på
}
net-table-about-nobody = { $rules }, { $phase }, ingen sitter där än{ $watching ->
    [0] {""}
    [one] , 1 tittar på
   *[other] , { $watching } tittar på
}
net-table-about-nobody-here = { $rules }, { $phase }, med { $players }; ingen är där nu{ $watching ->
    [0] {""}
    [one] , 1 tittar på
   *[other] , { $watching } tittar på
}
net-lobby-more = Det var { $shown } av { $count }. Skriv mer för nästa, lista för att höra alla igen.
net-lobby-invalid = ”{ $answer }” passar inte här: svara med ett tal från { $min } till { $max } eller ett bords namn. Skriv lista för att höra borden igen.
net-table-waiting = { $free ->
    [0] väntar på start, ingen ledig plats
    [one] väntar på start, 1 ledig plats
   *[other] väntar på start, { $free } lediga platser
}
net-table-playing = spelar runda { $round } av { $rounds }
net-table-finished = spelet är slut
net-question-table-name = Vad ska det nya bordet heta? Retur för { $default }.
net-table-name-taken = Ett bord som heter { $table } är redan öppet. Välj ett annat namn.
net-question-stand-in = Om någon går spelar datorn för hen tills hen kommer tillbaka. Hur bra ska den spela? Retur för { $default }, eller skriv en siffra: { $levels }.
net-name-taken = { $name } sitter redan vid bordet. Välj ett annat namn.
net-names-taken = Något av namnen { $names } finns redan vid bordet. Välj andra namn.
net-table-gone = Det bordet finns inte längre: servern har det inte kvar.
net-seat-given-up = Din plats vid bordet ”{ $table }” släpptes medan du var borta; bordet är fortfarande öppet.
net-lobby-lost = Anslutningen till servern är bruten. sayzee fortsätter att försöka och frågar igen när den är tillbaka; det du skriver under tiden används inte. Skriv avsluta för att sluta.
net-lobby-still-trying = Försöker fortfarande nå servern. Skriv avsluta för att sluta.
net-lobby-not-yet = Inte än: servern är inte tillbaka. Den raden används inte.
net-lobby-back = Servern är tillbaka.
net-table-ended = Det här bordet är stängt.
net-ended-keys = Du kan fortfarande höra poängen. Tryck Retur för listan över bord, eller Ctrl+Q för att avsluta.
net-ended-lines = Du kan fortfarande höra poängen. Skriv enter för listan över bord, eller { word-quit } för att gå.
net-ended-unstarted-keys = Tryck Retur för listan över bord, eller Ctrl+Q för att avsluta.
net-ended-unstarted-lines = Skriv enter för listan över bord, eller { word-quit } för att gå.
net-to-the-list = Tillbaka till listan över bord.
net-not-connected-keys = Anslutningen till servern bröts; sayzee försöker fortfarande ansluta igen. Tryck Ctrl+Q för att sluta.
net-not-connected-lines = Anslutningen till servern bröts; sayzee försöker fortfarande ansluta igen. Skriv { word-quit } för att sluta.
net-still-trying-keys = Försöker fortfarande nå servern. Tryck Ctrl+Q för att sluta.
net-still-trying-lines = Försöker fortfarande nå servern. Skriv { word-quit } för att sluta.
net-not-your-turn-name = Det är { $name } som har turen, inte du.
net-person-gone = { $name } har gått och lämnat sin plats.
net-you-play-again = { $name }, nu spelar du själv igen.
net-person-plays-again = { $name } är tillbaka och spelar igen.
net-you-taken-over = Datorn spelar nu för { $name }. Tryck Retur för att spela själv igen.
net-you-taken-over-lines = Datorn spelar nu för { $name }. Skriv { word-roll } för att spela själv igen.
net-taken-over-away = { $name } är borta; datorn spelar för { $name }.
net-taken-over-host = Värden lät datorn spela för { $name }.
net-host-is = { $name } är nu bordets värd.
net-you-are-host = { $name }, nu är du bordets värd. O öppnar värdmenyn.
net-you-are-host-start = { $name }, nu är du värd: du startar spelet. O öppnar värdmenyn.
net-you-are-host-lines = { $name }, nu är du bordets värd. Skriv { word-host } för värdmenyn.
net-you-are-host-start-lines = { $name }, nu är du värd: du startar spelet. Skriv starta för att börja, eller { word-host } för värdmenyn.
net-spectator-arrived = { $name } tittar på bordet.
net-spectator-left = { $name } slutade titta.
net-chat-line-watching = { $name }, som tittar, säger: { $text }
net-closed-finished = Spelet är slut och bordet är nu stängt.
net-closed-abandoned = Ingen var kvar vid bordet, så det har stängts.
net-closed-by-host = Värden stängde bordet.
net-invited-at-table = { $name } bjuder in dig till bordet ”{ $table }”. Bordet står först i din lista över bord; tryck Retur där för att sätta dig.
net-lobby-chat-line = { $name } säger i lobbyn: { $text }
net-lobby-chat-line-at-table = { $name } säger vid bordet ”{ $table }”: { $text }
net-lobby-chat-line-at-private-table = { $name } säger vid ett privat bord: { $text }
net-lobby-chat-hint = För att prata med alla här skriver du chat och ditt meddelande; för att höra de avslutade partier som sparas här skriver du { word-games }.
net-leaderboard = Topplista för { $rules }, sida { $page } av { $pages }, { $players ->
    [one] 1 spelare med rating
   *[other] { $players } spelare med rating
}.
net-leaderboard-empty = Ingen har rating i { $rules } på den här servern än. Ett avslutat spel mellan personer med konto, eller mot datorn, räknas.
net-leaderboard-row = Plats { $rank }: { $name }, rating { $rating }; { $games ->
    [one] 1 spel
   *[other] { $games } spel
}, { $wins ->
    [one] 1 vinst
   *[other] { $wins } vinster
}; snitt { $average }, bästa { $best }.
net-leaderboard-row-given = { $row } Ger bort { $given } poäng per spel jämfört med expertens spel.
net-leaderboard-next-key = Skift+I igen, eller { word-leaderboard }, för sida { $next }.
net-leaderboard-next-line = Skriv { word-leaderboard } { $rules } { $next } för nästa sida.
net-leaderboard-which = För att höra en topplista skriver du { word-leaderboard } och, om du vill, reglerna och sidan: till exempel { word-leaderboard } yatzy 2. Reglerna: yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy, maxi-yatzy.
net-leaderboard-offline = Topplistan förs av en server: du hör den vid ett nätverksbord och i lobbyn i sayzee join.
net-rated = { $name }, din rating i { $rules }: { $rating }, { $trend ->
    [up] upp { $change }
    [down] ned { $change }
   *[same] oförändrad
}; plats { $rank } av { $of }.
net-invited-in-lobby = { $name } bjuder in dig till bordet ”{ $table }”. Tryck Retur för att sätta dig där.
net-lobby-hearing-on = Nu hör du vid bordet vad som skrivs i lobbyn. Samma kommando stänger av det.
net-lobby-hearing-off = Du hör inte längre vid bordet vad som skrivs i lobbyn.
net-person-invited = { $name } är inbjuden till det här bordet.
net-you-muted-person = Du hör inte längre chatten från { $name }. För att höra den igen: unmute { $name }.
net-you-muted-person-keys = Du hör inte längre chatten från { $name }. För att höra den igen: C, sedan /unmute { $name }.
net-muted-nobody-yet = Ingen som heter { $name } har chattat eller spelat här än; om det är ett skrivfel, kontrollera stavningen.
net-you-unmuted-person = Du hör chatten från { $name } igen.
net-not-muted-person = { $name } var inte tystad.
net-table-password-question = Lösenordet till bordet ”{ $table }”? Bara Retur går tillbaka till listan.
net-private-password-question = Ett lösenord för det privata bordet, att ge till vänner? Bara Retur: bara med inbjudan.
net-table-not-joined = Du anslöt dig inte till bordet.
net-announcement = Besked från operatören { $name }: { $text }
net-you-muted = En operatör har tystat dig i { $minutes } minuter: { $reason }. Du kan fortfarande spela och höra de andra.
net-you-banned-from-server = En operatör har stängt av dig från den här servern i { $minutes } minuter: { $reason }. Anslutningen är stängd.
net-banned-ends = sayzee avslutas här; du kan komma tillbaka när avstängningen är slut.
net-banned-leave-keys = Du kan fortfarande höra poängen. Retur eller Ctrl+Q avslutar sayzee; du kan komma tillbaka när avstängningen är slut.
net-banned-leave-lines = Du kan fortfarande höra poängen. Skriv enter eller { word-quit } för att avsluta sayzee; du kan komma tillbaka när avstängningen är slut.
net-closed-by-operator = En operatör för servern stängde bordet.
net-motd = Dagens meddelande: { $text }
net-op-done = Klart.
net-op-unknown-certificate = Serverns certifikat är inte ett som den här enheten litar på (SHA-256 { $fingerprint }). Lita på det en gång med sayzee join, eller ange det med --trust-cert.
net-name-owned = { $name } är ett namn med en ägare på den här servern.
net-password-question = Lösenord för { $name }? Det visas inte medan du skriver. Bara Retur väljer ett annat namn.
net-logged-in = Inloggad som { $name }.
net-claim-question = Välj ett lösenord för { $name }, minst { $min } tecken. Det visas inte medan du skriver. Bara Retur spelar utan att registrera namnet.
net-claim-question-required = Välj ett lösenord för { $name }, minst { $min } tecken. Det visas inte medan du skriver. Bara Retur väljer ett annat namn.
net-operator-code-question = { $name } är reserverat för en operatör på den här servern. Skriv koden från serverns logg. Bara Retur spelar utan att registrera namnet.
net-new-password-question = Nytt lösenord för { $name }, minst { $min } tecken. Det visas inte medan du skriver. Bara Retur behåller det du har.
net-login-ended = Den här enhetens inloggning som { $name } har upphört: lösenordet har ändrats, här eller av en operatör. Skriv lösenordet för att logga in igen.
net-guest-not-rated = På den här servern får bara namn med en ägare en rating. För att få en nästa gång, registrera ditt namn: sayzee join --claim.
net-reset-password-question = Nytt lösenord för { $name }, minst { $min } tecken; berätta det själv för { $name }. Det visas inte medan du skriver. Bara Retur lämnar lösenordet för { $name } som det är.
net-password-forgotten = Om lösenordet är glömt kan en operatör på den här servern sätta ett nytt.
net-password-again = Samma lösenord en gång till, för säkerhets skull.
net-passwords-differ = De två lösenorden skiljer sig åt. En gång till.
net-claimed = { $name } är ditt på den här servern nu: bara du kan spela, titta och chatta med det namnet här, och den här enheten loggar in av sig själv.
net-claim-owned = { $name } har redan en ägare här; logga in om det är du.
net-accounts-required = Den här servern tar bara emot personer med konto: registrera { $name } med ett lösenord för att spela här.
net-accounts-required-newcomer = Den här servern tar bara emot personer med konto: skriv först ditt namn och välj sedan ett lösenord för det.
net-password-changed = Nytt lösenord sparat. Alla andra enheter måste logga in med det igen.
net-login-not-kept = Den här enheten kunde inte spara inloggningen: du får frågan om lösenordet nästa gång.
net-person-removed = Värden tog bort { $names } från bordet.
net-person-banned = Värden tog bort { $names } från bordet och stängde av { $count ->
    [one] hen
   *[other] dem
} från det.
net-person-removed-computer = Värden tog bort { $names } från bordet; datorn spelar för { $names } till slutet.
net-person-banned-computer = Värden tog bort { $names } från bordet och stängde av { $count ->
    [one] hen
   *[other] dem
} från det; datorn spelar för { $names } till slutet.
net-you-were-removed = Värden tog bort dig från bordet. Du kan inte återta din plats där.
net-you-were-banned = Värden tog bort dig från bordet och stängde av dig: du kan inte sitta där eller titta på det igen.
net-turn-timer-set = Värden satte en tidsgräns: { $seconds } sekunder utan drag, så spelar datorn resten av turen.
net-turn-timer-off = Värden stängde av tidsgränsen.
net-timed-out = Tiden är ute för { $name }: datorn spelar resten av turen.
net-timed-out-you = Din tid är ute, { $name }: datorn spelar resten av turen åt dig. Nästa tur spelar du igen.
net-turn-time-left-you = { $name }, du har { $seconds ->
    [one] en sekund
   *[other] { $seconds } sekunder
} kvar att spela, annars spelar datorn resten av turen åt dig.
net-turn-timer-reminder = Tidsgräns: { $seconds } sekunder per drag.
net-server-stopping = Servern startar om. sayzee ansluter igen när den är tillbaka.
net-seats-taken-elsewhere = En annan anslutning, från ett annat fönster eller en annan enhet, har tagit över dina platser vid bordet; den här spelar inte längre här.
net-chat-shed = { $count ->
    [one] Ett chattmeddelande kom inte fram till dig eftersom din anslutning låg efter.
   *[other] { $count } chattmeddelanden kom inte fram till dig eftersom din anslutning låg efter.
}
net-played-for = Medan du var borta spelade datorn för { $name }: { $marks }.
net-played-for-mark = { $points } i { $box }
net-turn-stand-in = { $name } är borta; datorn spelar.
net-turn-away = { $name } är borta; kommer hen inte tillbaka snart spelar datorn.
net-turn-waits = { $name } är borta; spelet väntar tills hen kommer tillbaka.
net-not-started-seated = Spelet har inte börjat. Vid bordet: { $players }.
net-waiting-host-keys = Du är värd. Tryck Retur för att starta spelet när alla är här; O öppnar värdmenyn.
net-waiting-host-lines = Du är värd. Skriv { word-start } för att starta spelet när alla är här; skriv { word-host } för värdmenyn.
net-host-start-keys = Tryck Retur för att starta spelet.
net-host-start-lines = Skriv { word-start } för att starta spelet.
net-waiting-no-host = Väntar på en värd som startar spelet.
net-not-host = Bara värden kan göra det; värd är { $name }.
net-host-menu-keys = Värdmeny. Tryck en siffra, eller piltangenterna och Retur; Escape stänger den.
net-host-menu-lines = Värdmeny. Skriv en siffra, eller down, up och enter; { word-back } stänger den.
net-host-close-confirm-keys = Stänga bordet för alla? Spelet tar slut för alla och räknas för ingen. Tryck { $number } eller Retur igen för att stänga; Escape spelar vidare.
net-host-close-confirm-lines = Stänga bordet för alla? Spelet tar slut för alla och räknas för ingen. Skriv { $number } eller enter igen för att stänga; { word-back } spelar vidare.
net-host-choice = { $number }: { $what }.
net-host-choice-start = starta spelet
net-host-choice-pass = gör { $name } till värd
net-host-choice-computer = låt datorn spela för { $name }
net-host-choice-remove = ta bort { $name } från bordet
net-host-choice-ban = ta bort och stänga av { $name } från bordet
net-host-choice-timer = sätta tidsgränsen till { $seconds } sekunder (nu { $now ->
        [0] ingen
       *[other] { $now } sekunder
    })
net-host-choice-timer-off = stänga av tidsgränsen (nu { $now } sekunder)
net-host-remove-confirm-keys = Ta bort { $name } från bordet? Platsen kan inte tas tillbaka; efter starten spelar datorn den till slutet. Tryck { $number } eller Retur igen för att ta bort; Escape låter allt vara.
net-host-remove-confirm-lines = Ta bort { $name } från bordet? Platsen kan inte tas tillbaka; efter starten spelar datorn den till slutet. Skriv { $number } eller enter igen för att ta bort; { word-back } låter allt vara.
net-host-ban-confirm-keys = Ta bort och stänga av { $name } från bordet? Hen kan inte sitta här eller titta igen, varken under det namnet eller ett nytt från sin adress; alla andra här behåller sina platser. Tryck { $number } eller Retur igen för att stänga av; Escape låter allt vara.
net-host-ban-confirm-lines = Ta bort och stänga av { $name } från bordet? Hen kan inte sitta här eller titta igen, varken under det namnet eller ett nytt från sin adress; alla andra här behåller sina platser. Skriv { $number } eller enter igen för att stänga av; { word-back } låter allt vara.
net-host-choice-close = stäng bordet för alla
net-host-menu-closed = Värdmenyn stängd.
net-host-menu-numbers = Välj en siffra från 1 till { $count }.
net-host-invite-keys = För att bjuda in någon, tryck C och skriv /invite och namnet.
net-host-invite-lines = För att bjuda in någon, skriv invite och namnet.
net-goodbye-seat-given-up = Hej då. Spelet hade inte börjat, så din plats är nu ledig.

## Avslutade partier som servern sparar
net-error-no-such-game = Servern sparar inte längre det partiet: skriv { word-games } för att höra de partier den sparar nu.
net-kept-none = Servern sparar inga avslutade partier än: varje parti som avslutas vid ett bord som alla kan hitta sparas här, de 50 senaste.
net-kept-heading = { $count ->
    [one] Servern sparar ett avslutat parti:
   *[other] Servern sparar { $count } avslutade partier, det senaste först:
}
net-kept-game = bord { $table }, { $rules }, { $ago }: { $scores }
net-kept-ago-minutes = { $minutes ->
    [0] alldeles nyss
    [one] för en minut sedan
   *[other] för { $minutes } minuter sedan
}
net-kept-ago-hours = { $hours ->
    [one] för en timme sedan
   *[other] för { $hours } timmar sedan
}
net-kept-ago-days = { $days ->
    [one] för en dag sedan
   *[other] för { $days } dagar sedan
}
net-kept-walk-hint = För att gå igenom ett parti beslut för beslut skriver du { word-walk } och dess nummer: { word-walk } 1.
net-kept-ask-first = Skriv först { word-games } för att höra de avslutade partier som servern sparar.
net-kept-walk-which = { $count ->
    [one] Bara ett parti sparas: skriv { word-walk } 1.
   *[other] Skriv { word-walk } och ett nummer från 1 till { $count }.
}
net-log-keeping-failed = bord ”{ $table }”: det avslutade partiet kunde inte sparas för genomgång ({ $error })
