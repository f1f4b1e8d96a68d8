# Sidan för en plats i webbläsaren (`sayzee serve`), och vad den säger innan bordet talar.
web-title = sayzee: Yatzy som talar
web-heading = sayzee
web-intro = När bordet har fokus tar det emot spelets tangenter: Retur slår, 1 till 6 väljer tärningar, S säger poängen, F1 hjälper dig. Om tangenterna inte gör något läser skärmläsaren sidan: tryck NVDA+Mellanslag (i JAWS Insert+Z) för att spela. I fältet nedan skriver du svar och kommandon; knapparna gör samma sak på en pekskärm.
web-skip = Hoppa till bordet
web-table = Bord
web-log = Det som har sagts
web-command = Kommando eller svar
web-send = Skicka
web-actions = Åtgärder
web-roll = Slå
web-die = { $face ->
    [1] Välj en etta
    [2] Välj en tvåa
    [3] Välj en trea
    [4] Välj en fyra
    [5] Välj en femma
   *[other] Välj en sexa
}
web-select-all = Välj alla
web-keep-all = Spara alla
web-dice = Tärningar
web-previous-box = Föregående ruta
web-next-box = Nästa ruta
web-first-box = Första rutan
web-last-box = Sista rutan
web-scores = Poäng
web-sheets = Protokoll
web-turn = Vems tur
web-hint = Tips
web-chances = Chanser
web-repeat = Upprepa
web-history = Historik
web-undo = Ångra
web-review = Genomgång
web-rules = Regler
web-chat = Chatt
web-host-menu = Värdmeny
web-help = Hjälp
web-back = Tillbaka
web-leave = Lämna bordet
web-settings = Inställningar
web-sounds = Ljud
web-language = Språk
web-language-browser = Webbläsarens språk
web-language-apply = Byt språk
web-connecting = Ansluter till bordet.
web-lost = Anslutningen bröts. Försöker igen.
web-ended = Du har lämnat bordet, och den här webbläsaren håller inte längre din plats. Ladda om sidan för att sätta dig igen.
web-full = Rummet är fullt. Försök igen om några minuter.
web-other-origin = Den här sidan är inte serverns egen: öppna serverns adress i stället.
web-address-full = För många webbläsare från din adress har redan en plats. Stäng en flik som har en plats, eller försök igen senare.
net-log-web-listening = sidan för webbläsare finns på { $address }
web-enter = Retur
web-still-lost = Fortfarande ingen anslutning. sayzee fortsätter att försöka; knappen Försök nu försöker direkt.
web-not-sent = Inte skickat: just nu finns ingen anslutning. sayzee försöker igen.
web-password = Lösenord
web-try-now = Försök nu
web-forget = Radera mina uppgifter i den här webbläsaren
web-forgotten = Din plats, din inloggning och dina inställningar är raderade i den här webbläsaren.
