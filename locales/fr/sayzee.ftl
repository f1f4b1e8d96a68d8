# sayzee : messages en français. Chaque id existe dans toutes les langues, avec les mêmes variables.

## Ligne de commande

cli-error = Erreur : { $reason }
cli-dice-count = { $preset } se joue avec { $expected } dés, mais { $found ->
    [one] { $found } dé a été donné
   *[other] { $found } dés ont été donnés
} : écrivez { $expected } faces, comme { $example }.
cli-dice-face = { $value } n’est pas une face de dé : les faces vont de 1 à 6.
cli-dice-not-digit = « { $char } » n’est pas une face de dé : écrivez les dés en chiffres de 1 à 6, comme { $example }.
cli-unknown-preset = Il n’y a pas de règles appelées « { $name } ». Les règles disponibles sont : { $presets }.
cli-rules-no-yahtzee-box = { $preset } n’a pas de case Yahtzee à cinq dés : ni Joker ni bonus Yahtzee possibles.
cli-rules-no-extra-rows = Les lignes supplémentaires (Paire, Double paire, Misère) ne vont qu’avec les règles de type Yahtzee, pas avec { $preset }.
cli-unknown-level = Il n’y a pas de niveau d’ordinateur appelé « { $name } ». Les niveaux sont : { $levels }.
cli-unknown-language = sayzee ne parle pas « { $name } ». Les langues sont : { $languages }.
cli-name-too-long = Un nom compte au plus { $max } caractères ; « { $name } » est plus long.
cli-no-players = Une partie demande au moins un joueur.
cli-too-many-players = { $count } joueurs, c’est trop : { $max } au plus peuvent jouer.
cli-empty-name = Le nom d’un joueur ne peut pas être vide.
cli-duplicate-name = Deux joueurs s’appellent { $name } : donnez à chacun un nom différent.
cli-sheets-out-of-range = Chaque joueur remplit de 1 à { $max } feuilles, pas { $count }.
cli-bad-number = --{ $flag } attend un nombre entier de { $min } à { $max }, pas « { $value } ».
cli-resume-with = --resume reprend la partie sauvegardée telle quelle ; il ne peut pas aller avec --{ $flag }.
cli-bad-listen = « { $value } » n’est pas une adresse d’écoute : écrivez une adresse et un port comme 127.0.0.1:7419, ou 0.0.0.0:7419 pour accepter les autres machines.
cli-bad-proxy = « { $value } » n’est pas l’adresse d’un proxy : --trusted-proxy attend une adresse IP, comme 127.0.0.1 pour un proxy sur cette machine.
cli-bad-server-address = « { $value } » n’est pas l’adresse d’un serveur : écrivez un nom de machine ou une adresse IP, puis deux-points et le port s’il n’est pas 7419, par exemple example.org ou 127.0.0.1:7419.
cli-bad-server-port = « { $value } » n’est pas un port : le port doit être un nombre de 1 à 65535.
cli-server-failed = Le serveur n’a pas pu démarrer : { $detail }.
cli-server-address-in-use = Un autre programme utilise déjà { $address } : le serveur ne peut pas y démarrer. Arrêtez ce programme, ou choisissez un autre port avec --listen.
cli-page-address-in-use = Un autre programme utilise déjà { $address }, où serait la page pour les navigateurs. Arrêtez ce programme, choisissez un autre port avec --web-listen, ou ne servez pas de page avec --no-web.
cli-server-address-not-here = { $address } n’est pas une adresse de cette machine : le serveur ne peut pas y démarrer. Utilisez 127.0.0.1 pour cette machine seule, ou 0.0.0.0 pour tous les réseaux.
cli-server-no-data-dir = Le serveur ne peut pas démarrer : il n’a pas de dossier de données pour ses tables. Indiquez-en un avec --data-dir.
cli-tls-certificate = Le serveur ne peut pas démarrer : le fichier de certificat { $path } est inutilisable ({ $detail }). Donnez un fichier PEM qui commence par le certificat du serveur.
cli-tls-key = Le serveur ne peut pas démarrer : le fichier de clé { $path } est inutilisable ({ $detail }). Donnez un fichier PEM contenant la clé privée du certificat.
cli-tls-mismatch = Le serveur ne peut pas démarrer : la clé ne va pas avec le certificat ({ $detail }).
cli-tls-no-certificate = Le serveur ne peut pas démarrer : le fichier de certificat { $path } ne contient aucun certificat. Donnez un fichier PEM qui commence par le certificat du serveur.
cli-serve-config = Le fichier de réglages du serveur { $path } est inutilisable ({ $detail }).
cli-serve-config-not-a-file = { $path } n’est pas un fichier de réglages : donnez un fichier TOML dont les clés sont les noms des options de serve.
cli-serve-config-key = Le fichier de réglages du serveur { $path } contient « { $key } », qui n’est pas une option de sayzee serve (sayzee serve --help les énumère).
cli-serve-config-value = Dans le fichier de réglages du serveur { $path }, « { $key } » a une valeur du mauvais type : true pour une option sans valeur, sinon une chaîne ou un nombre (une liste pour une option qui se répète).
cli-trust-cert = Le fichier de certificat { $path } est inutilisable ({ $detail }). Donnez un fichier PEM contenant le certificat du serveur.
cli-trust-cert-empty = Le fichier de certificat { $path } ne contient aucun certificat. Donnez un fichier PEM contenant le certificat du serveur.
cli-password-file = Le fichier de mot de passe { $path } est illisible, ou sa première ligne est vide. Donnez un fichier dont la première ligne est le mot de passe.
cli-op-refused = L’action de l’opérateur n’a pas été faite.
cli-join-with = { $first } et { $second } ne peuvent pas être utilisés ensemble.

## Simulation

simulate-result = { $games } parties de { $preset } par un joueur ordinateur de niveau { $level } (graine { $seed }) : moyenne { $mean } points, écart type { $spread }, minimum { $lowest }, maximum { $highest }.
simulate-given-away = Par rapport aux meilleurs choix de l’expert, il a laissé en route { $per_game } points par partie, { $per_decision } par décision.
simulate-no-games = Simulez au moins une partie : --games doit valoir 1 ou plus.
simulate-versus = { $deals } donnes de { $preset }, chacune jouée { $seatings } fois en faisant tourner les ordinateurs autour de la table, avec les mêmes dés pour la même place (graine { $seed }) :
simulate-contender = { $level } : { $share } pour cent des parties gagnées (intervalle à 95 pour cent de { $low } à { $high }), score moyen { $mean }.
simulate-too-many-bots = { $count } ordinateurs ne tiennent pas à une table : indiquez --bot au plus { $most } fois.

## Solver

solver-result = Une partie parfaite de { $preset } rapporte { $score } points en moyenne ({ $states } états résolus en { $seconds } s).
solver-unsupported = { $preset } n’a pas de table de stratégie exacte : six dés ou les lancers reportés la rendent trop grande. Les joueurs ordinateurs y utilisent une heuristique.

## Speech: the voice, how it was chosen, and falling back to text

cli-unknown-speech = Il n’y a pas de choix de parole appelé « { $name } ». Les choix sont : { $choices }.
speech-auto-voice = Parole activée, par { $backend ->
        [tts] votre lecteur d’écran ou la voix du système
       *[other] Speech Dispatcher
    }.
speech-auto-text = Aucun service de parole n’a répondu : la partie s’affiche en texte seulement.
speech-unavailable = { $backend ->
        [tts] La voix système de Windows et macOS (tts) n’est
       *[other] Speech Dispatcher n’est
    } pas disponible sur ce système ; la partie continue en texte.
speech-unreachable = { $backend ->
        [tts] La voix du système est injoignable
       *[other] Speech Dispatcher est injoignable
    } ; la partie continue en texte et réessaiera plus tard.
speech-lost = La parole ne fonctionne plus ; la partie continue en texte et tentera de se reconnecter.
speech-back = La parole est revenue.
speech-rate = Débit de parole : { $rate }.
speech-rate-limit = { $faster ->
    [yes] Débit de parole déjà au maximum.
   *[no] Débit de parole déjà au minimum.
}
speech-rate-screen-reader = Votre lecteur d’écran parle à son propre débit ; changez-le dans le lecteur d’écran.
speech-rate-no-voice = Aucune voix n’est active ; le débit { $rate } sera appliqué dès qu’une voix parlera.
settings-not-kept = Impossible d’enregistrer ce réglage dans { $path } ; il vaut pour cette partie seulement.

## Terminal et clavier (boucle du terminal, dispositions, réaffectation des touches)

cli-unknown-layout = Il n’y a pas de disposition de clavier appelée « { $name } ». Les dispositions sont : { $layouts }.
settings-binding-twice = Le fichier de réglages associe { $key } à la fois à { $first } et à { $second }. Les touches par défaut restent.
terminal-raw-unavailable = Ce terminal ne sait pas lire les touches une à une : tapez plutôt une commande puis Entrée.
terminal-input-lost = Le clavier ne peut plus être lu, la partie s’arrête ici.

## Conseils qui ne gardent rien

hint-reroll-all = Expert : relancez tous les dés ; score final attendu { $expected }.
hint-reroll-all-estimate = Estimation de l’expert : relancez tous les dés.
hint-yours-reroll-all = En relançant plutôt tous les dés : score attendu { $expected }.

## Une touche sans action

key-unbound = { $key } ne fait rien ici. Appuyez sur F1 ou H pour les touches utiles maintenant.

## L’indice quand le coup qui gagne le plus souvent n’est pas celui qui vaut le plus de points : les deux, chacun
## avec la chance de gagner qu’il laisse ($chance, en pour cent).
hint-win-keep = Pour gagner : gardez { $keep } ; vos chances : { $chance } pour cent.
hint-win-reroll-all = Pour gagner : relancez tous les dés ; vos chances : { $chance } pour cent.
hint-win-mark = Pour gagner : marquez la case { $box } pour { $points ->
    [one] { $points } point
   *[other] { $points } points
} ; vos chances : { $chance } pour cent.
hint-points-keep = Pour le plus de points : gardez { $keep } ; vos chances : { $chance } pour cent.
hint-points-reroll-all = Pour le plus de points : relancez tous les dés ; vos chances : { $chance } pour cent.
hint-points-mark = Pour le plus de points : marquez la case { $box } pour { $points ->
    [one] { $points } point
   *[other] { $points } points
} ; vos chances : { $chance } pour cent.
hint-win-keep-brief = Pour gagner : gardez { $keep } ; { $chance } pour cent.
hint-win-reroll-all-brief = Pour gagner : relancez tout ; { $chance } pour cent.
hint-win-mark-brief = Pour gagner : case { $box }, { $points } ; { $chance } pour cent.
hint-points-keep-brief = Pour le plus de points : gardez { $keep } ; { $chance } pour cent.
hint-points-reroll-all-brief = Pour le plus de points : relancez tout ; { $chance } pour cent.
hint-points-mark-brief = Pour le plus de points : case { $box }, { $points } ; { $chance } pour cent.
## Votre propre choix, quand ce n’est aucun des deux coups, avec la chance de gagner qu’il laisse.
hint-yours-keep-chance = En gardant plutôt { $keep }, vos chances : { $chance } pour cent.
hint-yours-reroll-all-chance = En relançant plutôt tous les dés, vos chances : { $chance } pour cent.
hint-yours-box-chance = En marquant plutôt la case { $box }, vos chances : { $chance } pour cent.

## Said as a game with a champion begins under rules with no exact table.
champion-plays-for-points = En { $preset }, le champion joue pour le plus de points : sans table exacte, il ne peut pas peser ses chances de gagner.
