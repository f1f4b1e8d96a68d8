# Jeu en réseau : ce que dit un client à propos du serveur et de la table. Mêmes identifiants et variables partout.

# « de » devant un nom s’élide : « d’Ann », « de Bo ». INITIAL($name) vaut « vowel » pour un nom qui commence par
# une voyelle ou un h muet.

## Errors : un message par code d'erreur envoyé par le serveur (docs/protocol.md).

net-error-version-mismatch = Ce serveur utilise une autre version du jeu, la version { $version }. Mettez sayzee à jour pour jouer ici.
net-error-not-hello-first = Le serveur attendait d'abord une salutation. Essayez de vous reconnecter.
net-error-malformed = Le serveur n'a pas compris ce message.
net-error-too-large = Ce message est trop long pour le serveur, la limite est de { $limit } octets.
net-error-already-hello = La connexion est déjà établie.
net-error-no-such-table = Il n'y a pas de table de ce nom.
net-error-table-exists = Une table de ce nom existe déjà. Choisissez un autre nom.
net-error-table-full = Cette table n'a plus de place libre.
net-error-no-such-seat = Cette table n'a pas de place libre à ce nom.
net-error-bad-config = Impossible de préparer ou de rejoindre cette table ainsi : chaque joueur doit avoir son propre nom.
net-error-not-at-table = Vous n'êtes encore à aucune table.
net-error-already-at-table = Vous êtes déjà à une table. Quittez-la d'abord.
net-error-not-your-seat = Cette place n'est pas la vôtre.
net-error-not-your-turn = Ce n'est pas votre tour.
net-error-already-started = La partie a déjà commencé.
net-error-not-started = La partie n'a pas encore commencé.
net-error-bad-token = Impossible de reprendre cette place ; la table n'existe peut-être plus.
net-error-chat-too-long = Ce message est trop long, la limite est de { $limit } caractères.
net-error-server-trouble = Le serveur a un problème et n'a pas pu jouer ce coup. Réessayez.
net-error-too-slow = Cette connexion avait pris trop de retard sur la table, le serveur l’a donc coupée. Elle se rétablit d’elle-même, avec la table telle qu’elle est.
net-error-server-full = Le serveur est plein : il n’accepte plus de connexions pour le moment. Réessayez un peu plus tard.
net-error-secure-only = Ce serveur n’accepte que les connexions sécurisées : rejoignez-le à nouveau avec wss:// devant son adresse.
net-error-too-many-tables = Impossible d’ouvrir une nouvelle table pour l’instant (la limite est de { $limit }). Rejoignez une table ouverte ou réessayez plus tard.
net-error-too-fast = Vous envoyez plus vite que le serveur ne l’accepte. Attendez un instant ; ce qui est arrivé trop vite n’a été ni joué ni envoyé.
net-error-too-many-spectators = Cette table a déjà le nombre maximal de spectateurs : { $limit }. Réessayez plus tard.
net-error-bad-name = Ce nom n’est pas possible ici : il est vide, ou mélange des alphabets au point de passer pour un autre. Choisissez-en un autre.
net-error-table-name-too-long = Le nom d’une table peut compter au plus { $limit } caractères. Choisissez-en un plus court.
net-error-banned = L’hôte de cette table vous en interdit l’accès.
net-error-banned-address = Cette table n’accepte plus personne de nouveau depuis votre adresse, car son hôte a banni quelqu’un qui jouait depuis celle-ci. Si ce n’était pas vous, demandez à l’hôte de vous inviter.
net-error-bad-turn-timer = Le temps par tour doit être compris entre { $min } et { $max } secondes.
net-error-timed-out = Votre temps est écoulé : l’ordinateur joue la fin de ce tour pour vous. Vous rejouez au tour suivant.
net-error-name-claimed = Ce nom appartient à quelqu’un sur ce serveur. Connectez-vous en tant que titulaire, ou choisissez un autre nom.
net-error-operator-code-needed = Ce nom est celui d’un opérateur de ce serveur : on ne peut le réserver qu’avec le code que le serveur a écrit dans son journal au démarrage.
net-error-too-many-claims = Votre adresse a déjà réservé { $per_day } noms ces dernières 24 heures, le maximum pour une adresse. Jouez sans réserver le nom, ou réservez-le demain.
net-error-wrong-password = Ce mot de passe n’est pas le bon.
net-error-bad-login-token = La session de cet appareil a pris fin ; un nouveau mot de passe ferme toutes les sessions. Identifiez-vous avec le mot de passe.
net-error-too-many-logins = Trop d’essais de mot de passe. Attendez une minute, puis réessayez.
net-error-bad-password = Un mot de passe doit compter de { $min } à { $max } caractères.
net-error-not-logged-in = Il faut vous identifier pour cela.
net-error-no-such-account = Ce nom n’appartient à personne sur ce serveur.
net-error-account-required = Ce serveur n’accepte que les personnes qui ont un compte. Réservez votre nom avec un mot de passe (sayzee join --claim), ou connectez-vous.
net-error-table-password-needed = Cette table est privée : elle accueille les invités de l’hôte, ou ceux qui donnent son mot de passe.
net-error-wrong-table-password = Ce n’est pas le mot de passe de la table.
net-error-too-many-invited = Une table privée invite au plus { $limit } noms.
net-error-not-operator = Seul un opérateur de ce serveur peut faire cela.
net-error-muted = Un opérateur vous interdit la discussion pour encore { $minutes } minutes : { $reason }
net-error-banned-from-server = Un opérateur vous interdit ce serveur pour encore { $minutes } minutes : { $reason }
net-error-bad-sanction = Rendre muet ou bannir demande un nom ou une adresse, de 1 à { $max } minutes, et une raison.
net-error-daily-unavailable = La position du jour ne peut pas être préparée sur ce serveur pour l’instant ; retapez { word-daily } dans un moment.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = serveur sayzee à l’écoute sur { $address }
net-log-tls = les connexions sont sécurisées (TLS) ; empreinte SHA-256 du certificat, que les joueurs peuvent comparer : { $fingerprint }
net-log-plain-open = attention : ce serveur écoute au-delà de cette machine sans TLS, donc les noms, le chat et les jetons des places circulent en clair sur le réseau ; donnez-lui un certificat avec --tls-cert et --tls-key, ou placez-le derrière un proxy qui en a un
net-log-stopping = arrêt du serveur sayzee
net-log-stopped-waiting = certaines connexions n’avaient pas fini au bout de 5 secondes ; arrêt sans elles
net-log-connected = connexion { $id } depuis { $address }
net-log-disconnected = connexion { $id } fermée
net-log-too-slow = la connexion { $id } avait trop de retard et a été coupée
net-log-full = connexion de { $address } refusée : le serveur a déjà autant de connexions qu’il en accepte
net-log-silent = la connexion { $id } n’a répondu à aucun de trois pings : fermée comme morte
net-log-no-hello = la connexion { $id } n’a pas dit bonjour en 10 secondes : fermée
net-log-flooding = la connexion { $id } a continué d’envoyer plus vite que le serveur ne l’accepte : fermée
net-log-connections-clamped = le système laisse ce serveur ouvrir { $files } fichiers : il accepte au plus { $limit } connexions
net-log-accept-failed = le système a refusé une nouvelle connexion : { $error } ; sayzee attend un instant et réessaie
net-log-table-created = table « { $table } » créée par la connexion { $id }
net-log-joined = la connexion { $id } rejoint la table « { $table } »
net-log-rejoined = la connexion { $id } reprend ses places à la table « { $table } »
net-log-left = la connexion { $id } quitte la table « { $table } »
net-log-started = table « { $table } » : partie commencée
net-log-move = table « { $table } » : la place { $seat } a joué, { $count ->
    [one] { $count } événement
   *[other] { $count } événements
}
net-log-computer-stuck = table « { $table } » : un coup de l’ordinateur a été refusé ; l’ordinateur attend
net-log-save-failed = la table « { $table } » n’a pas pu être sauvegardée ; le prochain changement réessaiera
net-log-save-refused = la table « { $table } » n’a pas pu être sauvegardée ({ $error }) : le changement est refusé et personne n’en est informé
net-log-table-damaged = { $path } n’est pas une table que ce serveur peut restaurer ; laissée telle quelle
net-log-table-unreadable = la table « { $table } » de la base de données n’est pas restaurable par ce serveur ; laissée telle quelle
net-log-table-restored = table « { $table } » restaurée

## À la table : rejoindre, la partie, les arrivées et les départs, la discussion. $table et $name sont des noms nettoyés.
net-cannot-connect = Aucun serveur sayzee ne répond à { $address }. Vérifiez l’adresse et que le serveur tourne.
net-script-password-refused = Le serveur n’a pas accepté le mot de passe de --password-file ou de $SAYZEE_PASSWORD.
net-certificate-unknown = Le serveur à l’adresse { $address } présente un certificat auquel ni cet ordinateur ni vous ne faites encore confiance. Comparez son empreinte SHA-256 avec celle que l’exploitant du serveur a publiée : { $fingerprint }.
net-certificate-changed = Attention : le serveur à l’adresse { $address } présente un autre certificat que celui auquel vous faisiez confiance. Quelqu’un se fait peut-être passer pour lui. Ne lui faites confiance que si l’exploitant du serveur vous a dit que le certificat a changé. Sa nouvelle empreinte SHA-256 : { $fingerprint }.
net-certificate-question = Tapez confiance pour faire confiance à ce certificat pour ce serveur désormais, ou appuyez sur Entrée pour partir sans vous connecter.
net-certificate-answer = Tapez confiance pour lui faire confiance, ou appuyez sur Entrée pour partir.
net-certificate-word-trust = confiance
net-certificate-declined = Pas de connexion : vous n’avez pas accepté le certificat.
net-certificate-not-kept = Le certificat est accepté pour cette fois, mais n’a pas pu être gardé dans le répertoire de données : la question reviendra la prochaine fois.
net-connected = Connexion établie avec { $address }.
net-question-table = Que voulez-vous faire ? Entrée crée une nouvelle table.
net-question-watch = Quelle table voulez-vous regarder ? Entrée choisit la première.
net-choice-create = créer une nouvelle table
word-start = commencer
word-help = aide
word-quit = quitter
word-list = liste
word-more = suite
word-new = nouvelle
net-no-tables-yet = Aucune table n’est encore ouverte sur ce serveur : vous allez créer la première.
net-no-tables = Il n’y a aucune table à regarder sur ce serveur.
net-seated = Vous êtes à la table « { $table } ».
net-watching = Vous regardez la table « { $table } ». Vous pouvez écouter et discuter, mais pas jouer.
net-waiting = En attente du lancement de la partie par { $name }.
net-started = La partie commence.
net-watching-cannot-act = Vous regardez cette table, vous ne pouvez donc pas jouer.
net-game-is-over = La partie est terminée.
net-hint-not-yours = Les conseils ne sont donnés que pendant votre tour.
net-chat-offline = La discussion n’est possible qu’à une table en réseau.
net-host-menu-offline = Le menu de l’hôte n’est disponible qu’à une table en réseau.
net-chat-prompt-lines = Tapez votre message sur la ligne suivante.
net-chat-prompt-keys = Tapez votre message, puis appuyez sur Entrée. Échap annule.
net-chat-limit = Le message a atteint sa limite de { $limit } caractères ; la suite n’est pas prise en compte. Appuyez sur Entrée pour l’envoyer.
net-chat-help = Vous tapez un message pour la table. Entrée l’envoie, Retour arrière efface, Échap annule ; Ctrl+Q quitte sayzee. /invite suivi d’un nom invite cette personne ; /mute suivi d’un nom fait taire ses messages pour vous, /unmute les rétablit ; /lobby suivi d’un message parle au salon, /lobby seul vous fait entendre le salon ici.
net-chat-cancelled = Aucun message envoyé.
net-chat-line = { $name } dit : { $text }
net-server-unreadable = Le serveur a envoyé quelque chose que ce sayzee ne sait pas lire. Mettez sayzee à jour si cela se reproduit.
net-person-joined = { $name } a rejoint la table.
net-person-left = { $name } a quitté la table.
net-person-lost = { $name } a perdu la connexion ; sa place l’attend.
net-person-back = { $name } est de retour.
net-goodbye-seat-kept = Au revoir. La table vous attend : sayzee join vous proposera d’y revenir.
net-back-at-table = Connexion rétablie. Vous êtes de retour à la table.
net-while-away = Pendant votre absence :

## Tables that never stall: the host, computers playing for people who have gone, closed tables. $name is a
## cleaned name; $marks a list of net-played-for-mark; $about a net-table-about.
net-error-not-host = Seul l’hôte de la table peut faire cela.
net-error-seat-empty = La place { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
} est vide. Attendez son retour ; sans retour d’ici { $seconds ->
    [one] une seconde
   *[other] { $seconds } secondes
}, sa place est libérée.
net-error-name-taken = Ce nom est déjà pris à cette table. Choisissez-en un autre.
net-log-watching = la connexion { $id } regarde la table « { $table } »
net-log-bad-token = la connexion { $id } a voulu reprendre une place avec un jeton qu’aucune table ne connaît
net-log-bad-tokens = { $address } a essayé { $count ->
    [one] un jeton de plus
   *[other] { $count } jetons de plus
} qu’aucune table ne connaît dans la dernière minute (non journalisés un par un)
net-log-taken-over = table « { $table } » : l’ordinateur joue la place { $seat }
net-log-invited = table « { $table } » : l’hôte a invité « { $name } »
net-log-operator = opérateur « { $operator } » : { $action } { $detail }
net-log-claimed = le nom « { $name } » a été réservé depuis { $address }
net-log-wrong-password = un mauvais mot de passe pour « { $name } » depuis { $address }
net-log-password-changed = « { $name } » a changé de mot de passe ; ses autres connexions ont pris fin
net-log-operator-unclaimed = Le nom d’opérateur { $name } n’a pas encore de titulaire, et personne ne peut le réserver sans ce code : { $code }. Réservez-le avec sayzee join --claim sous ce nom et donnez le code quand il est demandé (d’ici là, un nouveau code à chaque démarrage).
net-log-accounts = { $count } noms avec titulaire ; compte obligatoire : { $required }
net-log-names-expired = { $count ->
    [one] 1 nom que personne n’utilisait plus depuis trop longtemps est de nouveau libre
   *[other] { $count } noms que personne n’utilisait plus depuis trop longtemps sont de nouveau libres
}, et { $rows ->
    [one] 1 ligne
   *[other] { $rows } lignes
} de cotes supprimées : { $names }
net-log-names-unsaved = les noms inutilisés depuis trop longtemps n’ont pas pu être libérés, faute de pouvoir écrire les comptes ou les cotes ; nouvel essai dans une heure
net-log-removed = table « { $table } » : l’hôte a retiré { $names } (banni : { $banned })
net-log-timed-out = table « { $table } » : temps écoulé pour la place { $seat } ; l’ordinateur joue la fin du tour
net-log-game-over = table « { $table } » : partie terminée
net-log-rated = table « { $table } » : la partie compte pour le classement
net-log-rating-failed = table « { $table } » : les cotes de la partie n’ont pas pu être écrites ({ $error })
net-log-closed = table « { $table } » fermée ({ $reason }) ; son fichier est dans tables/closed
net-question-table-rejoin = Que voulez-vous faire ? Entrée vous ramène à votre table.
net-question-table-join = Que voulez-vous faire ? Entrée rejoint la table « { $table } ».
net-group-rejoin = Vos places :
net-group-join = Tables que vous pouvez rejoindre :
net-group-watch = Tables que vous pouvez regarder :
net-choice-table = « { $table } » : { $about }
net-choice-table-private = « { $table } », privée, vous avez une invitation : { $about }
net-table-rules-duplicate = { $rules } en duplicate
net-choice-rejoin = retourner à la table « { $table } », où vous jouez sous le nom de { $names }
net-table-about = { $rules }, { $phase }, avec { $players }{ $watching ->
    [0] {""}
    [one] , 1 spectateur
   *[other] , { $watching } spectateurs
}
net-table-about-nobody = { $rules }, { $phase }, personne n’y est encore assis{ $watching ->
    [0] {""}
    [one] , 1 spectateur
   *[other] , { $watching } spectateurs
}
net-table-about-nobody-here = { $rules }, { $phase }, avec { $players } ; personne n’y est en ce moment{ $watching ->
    [0] {""}
    [one] , 1 spectateur
   *[other] , { $watching } spectateurs
}
net-lobby-more = C’était { $shown } sur { $count }. Tapez suite pour les suivantes, liste pour tout réentendre.
net-lobby-invalid = « { $answer } » ne convient pas ici : répondez par un nombre de { $min } à { $max } ou par le nom d’une table. Tapez liste pour réentendre les tables.
net-table-waiting = { $free ->
    [0] en attente du lancement, aucune place libre
    [one] en attente du lancement, 1 place libre
   *[other] en attente du lancement, { $free } places libres
}
net-table-playing = au tour { $round } sur { $rounds }
net-table-finished = partie terminée
net-question-table-name = Nom de la nouvelle table ? Entrée pour { $default }.
net-table-name-taken = Une table nommée { $table } est déjà ouverte. Choisissez un autre nom.
net-question-stand-in = Si quelqu’un s’en va, l’ordinateur joue à sa place jusqu’à son retour. À quel niveau ? Entrée pour { $default }, ou tapez un numéro : { $levels }.
net-name-taken = Le nom { $name } est déjà pris à cette table. Choisissez-en un autre.
net-names-taken = L’un des noms { $names } est déjà pris à cette table. Choisissez d’autres noms.
net-table-gone = Cette table n’existe plus : le serveur ne l’a plus.
net-seat-given-up = Votre place à la table « { $table } » a été libérée pendant votre absence ; la table est toujours ouverte.
net-lobby-lost = La connexion au serveur est perdue. sayzee continue d’essayer et vous redemande dès son retour ; ce que vous tapez entre-temps n’est pas utilisé. Tapez quitter pour arrêter.
net-lobby-still-trying = Toujours en train d’essayer de joindre le serveur. Tapez quitter pour arrêter.
net-lobby-not-yet = Pas encore : le serveur n’est pas revenu. Cette ligne n’est pas utilisée.
net-lobby-back = Le serveur est de retour.
net-table-ended = Cette table est fermée.
net-ended-keys = Vous pouvez encore consulter les scores. Appuyez sur Entrée pour la liste des tables, ou Ctrl+Q pour quitter.
net-ended-lines = Vous pouvez encore consulter les scores. Tapez enter pour la liste des tables, ou { word-quit } pour partir.
net-ended-unstarted-keys = Appuyez sur Entrée pour la liste des tables, ou Ctrl+Q pour quitter.
net-ended-unstarted-lines = Tapez enter pour la liste des tables, ou { word-quit } pour partir.
net-to-the-list = Retour à la liste des tables.
net-not-connected-keys = La connexion au serveur a été perdue ; sayzee continue d’essayer de se reconnecter. Appuyez sur Ctrl+Q pour arrêter.
net-not-connected-lines = La connexion au serveur a été perdue ; sayzee continue d’essayer de se reconnecter. Tapez { word-quit } pour arrêter.
net-still-trying-keys = Toujours à la recherche du serveur. Appuyez sur Ctrl+Q pour arrêter.
net-still-trying-lines = Toujours à la recherche du serveur. Tapez { word-quit } pour arrêter.
net-not-your-turn-name = C’est au tour { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
}, pas au vôtre.
net-person-gone = { $name } a quitté la table et libéré sa place.
net-you-play-again = { $name }, vous rejouez.
net-person-plays-again = { $name } est de retour et rejoue.
net-you-taken-over = L’ordinateur joue maintenant pour { $name }. Appuyez sur Entrée pour reprendre la main.
net-you-taken-over-lines = L’ordinateur joue maintenant pour { $name }. Tapez { word-roll } pour reprendre la main.
net-taken-over-away = { $name } n’est pas là ; l’ordinateur joue pour { $name }.
net-taken-over-host = L’hôte a confié la place { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
} à l’ordinateur.
net-host-is = { $name } est maintenant l’hôte de la table.
net-you-are-host = { $name }, vous êtes maintenant l’hôte de la table. O ouvre le menu de l’hôte.
net-you-are-host-start = { $name }, vous êtes maintenant l’hôte : c’est vous qui lancez la partie. O ouvre le menu de l’hôte.
net-you-are-host-lines = { $name }, vous êtes maintenant l’hôte de la table. Tapez { word-host } pour le menu de l’hôte.
net-you-are-host-start-lines = { $name }, vous êtes maintenant l’hôte : c’est vous qui lancez la partie. Tapez commencer pour la lancer, ou { word-host } pour le menu de l’hôte.
net-spectator-arrived = { $name } regarde la table.
net-spectator-left = { $name } ne regarde plus la table.
net-chat-line-watching = { $name }, spectateur, dit : { $text }
net-closed-finished = La partie est finie et la table est maintenant fermée.
net-closed-abandoned = Plus personne n’était à cette table : elle est fermée.
net-closed-by-host = L’hôte a fermé la table.
net-invited-at-table = { $name } vous invite à la table « { $table } ». Elle est en tête de votre liste des tables : appuyez sur Entrée dans la liste pour vous y asseoir.
net-lobby-chat-line = { $name }, dans le salon, dit : { $text }
net-lobby-chat-line-at-table = { $name }, à la table « { $table } », dit : { $text }
net-lobby-chat-line-at-private-table = { $name }, à une table privée, dit : { $text }
net-lobby-chat-hint = Pour parler à tout le monde ici, tapez { word-chat } suivi de votre message ; pour entendre les parties terminées gardées ici, tapez { word-games }.
net-leaderboard = Classement en { $rules }, page { $page } sur { $pages }, { $players ->
    [one] { $players } personne classée
   *[other] { $players } personnes classées
}.
net-leaderboard-empty = Personne n’a encore de cote en { $rules } sur ce serveur. Seules comptent les parties terminées entre titulaires d’un compte, ou contre l’ordinateur.
net-leaderboard-row = { $rank }. { $name } : cote { $rating } ; { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
} ; moyenne { $average }, meilleur score { $best }.
net-leaderboard-row-given = { $row } Laisse en route { $given ->
    [one] { $given } point
   *[other] { $given } points
} par partie par rapport au jeu de l’expert.
net-leaderboard-next-key = Maj+I encore, ou { word-leaderboard }, pour la page { $next }.
net-leaderboard-next-line = Pour la page suivante, tapez { word-leaderboard } { $rules } { $next }.
net-leaderboard-which = Pour entendre un classement, tapez { word-leaderboard }, puis si vous voulez les règles et la page : par exemple { word-leaderboard } yatzy 2. Les règles : yahtzee, yahtzee-free-joker, classic, classic-extra, yatzy, maxi-yatzy.
net-leaderboard-offline = Le classement est tenu par un serveur : vous l’entendez à une table en réseau et dans le salon de sayzee join.
net-rated = { $name }, votre cote en { $rules } : { $rating }, { $trend ->
    [up] en hausse de { $change }
    [down] en baisse de { $change }
   *[same] inchangée
} ; place { $rank } sur { $of }.
net-invited-in-lobby = { $name } vous invite à la table « { $table } ». Appuyez sur Entrée pour vous y installer.
net-lobby-hearing-on = Vous entendez maintenant à la table ce qui se dit dans le salon. La même commande l’arrête.
net-lobby-hearing-off = Vous n’entendez plus à la table ce qui se dit dans le salon.
net-person-invited = { $name } a reçu une invitation pour cette table.
net-you-muted-person = Vous n’entendrez plus les messages { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
}. Pour les entendre de nouveau : unmute { $name }.
net-you-muted-person-keys = Vous n’entendrez plus le chat { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
}. Pour l’entendre de nouveau : C, puis /unmute { $name }.
net-muted-nobody-yet = Personne du nom { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
} n’a encore écrit ni joué ici ; en cas de faute de frappe, vérifiez l’orthographe.
net-you-unmuted-person = Vous entendez de nouveau les messages { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
}.
net-not-muted-person = { $name } n’était pas en sourdine.
net-table-password-question = Le mot de passe de la table « { $table } » ? Entrée seule revient à la liste.
net-private-password-question = Un mot de passe pour la table privée, à donner à vos amis ? Entrée seule : sur invitation seulement.
net-table-not-joined = Vous n’avez pas rejoint la table.
net-announcement = Annonce de l’opérateur { $name } : { $text }
net-you-muted = Un opérateur vous interdit la discussion pour { $minutes } minutes : { $reason }. Vous pouvez toujours jouer et entendre les autres.
net-you-banned-from-server = Un opérateur vous interdit ce serveur pour { $minutes } minutes : { $reason }. La connexion est fermée.
net-banned-ends = sayzee s’arrête ici ; vous pourrez revenir une fois le bannissement terminé.
net-banned-leave-keys = Vous pouvez encore consulter les scores. Entrée ou Ctrl+Q quitte sayzee ; vous pourrez revenir une fois le bannissement terminé.
net-banned-leave-lines = Vous pouvez encore consulter les scores. Tapez enter ou { word-quit } pour quitter sayzee ; vous pourrez revenir une fois le bannissement terminé.
net-closed-by-operator = Un opérateur du serveur a fermé la table.
net-motd = Message du jour : { $text }
net-op-done = C’est fait.
net-op-unknown-certificate = Le certificat du serveur n’est pas de ceux auxquels cet appareil fait confiance (SHA-256 { $fingerprint }). Faites-lui confiance une fois avec sayzee join, ou donnez-le avec --trust-cert.
net-name-owned = { $name } est un nom qui appartient à quelqu’un sur ce serveur.
net-password-question = Mot de passe pour { $name } ? Il ne s’affiche pas pendant la frappe. Entrée seule choisit un autre nom.
net-logged-in = Identification réussie : { $name }.
net-claim-question = Choisissez un mot de passe pour { $name }, d’au moins { $min } caractères. Il ne s’affiche pas pendant la frappe. Entrée seule joue sans réserver le nom.
net-claim-question-required = Choisissez un mot de passe pour { $name }, d’au moins { $min } caractères. Il ne s’affiche pas pendant la frappe. Entrée seule choisit un autre nom.
net-operator-code-question = { $name } est réservé à un opérateur de ce serveur. Tapez le code du journal du serveur. Entrée seule joue sans réserver le nom.
net-new-password-question = Nouveau mot de passe pour { $name }, d’au moins { $min } caractères. Il ne s’affiche pas pendant la frappe. Entrée seule garde l’actuel.
net-login-ended = La connexion de cet appareil sous le nom { $name } a pris fin : le mot de passe a été changé, ici ou par un opérateur. Tapez le mot de passe pour vous reconnecter.
net-guest-not-rated = Sur ce serveur, seuls les noms qui ont un propriétaire reçoivent une cote. Pour en recevoir une la prochaine fois, réservez votre nom : sayzee join --claim.
net-reset-password-question = Nouveau mot de passe pour { $name }, d’au moins { $min } caractères ; à transmettre vous-même à { $name }. Il ne s’affiche pas pendant la frappe. Entrée seule laisse le mot de passe { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
} tel quel.
net-password-forgotten = En cas d’oubli du mot de passe, un opérateur de ce serveur peut en définir un nouveau.
net-password-again = Le même mot de passe encore une fois, par sécurité.
net-passwords-differ = Les deux mots de passe diffèrent. Encore une fois.
net-claimed = { $name } est à vous sur ce serveur : personne d’autre ne peut jouer, regarder ni discuter sous ce nom, et cet appareil s’identifie tout seul.
net-claim-owned = { $name } appartient déjà à quelqu’un ici ; connectez-vous si c’est vous.
net-accounts-required = Ce serveur n’accepte que les personnes qui ont un compte : réservez { $name } avec un mot de passe pour jouer ici.
net-accounts-required-newcomer = Ce serveur n’accepte que les personnes qui ont un compte : donnez d’abord votre nom, puis choisissez un mot de passe pour ce nom.
net-password-changed = Nouveau mot de passe enregistré. Tous les autres appareils doivent s’identifier de nouveau avec ce mot de passe.
net-login-not-kept = Cet appareil n’a pas pu mémoriser votre session : le mot de passe vous sera redemandé la prochaine fois.
net-person-removed = L’hôte a retiré { $names } de la table.
net-person-banned = L’hôte a retiré { $names } de la table et { $count ->
    [one] lui a interdit
   *[other] leur a interdit
} d’y revenir.
net-person-removed-computer = L’hôte a retiré { $names } de la table ; l’ordinateur joue pour { $names } jusqu’à la fin.
net-person-banned-computer = L’hôte a retiré { $names } de la table et { $count ->
    [one] lui a interdit
   *[other] leur a interdit
} d’y revenir ; l’ordinateur joue pour { $names } jusqu’à la fin.
net-you-were-removed = L’hôte vous a fait quitter la table. Vous ne pouvez pas y reprendre votre place.
net-you-were-banned = L’hôte vous a fait quitter la table et vous en interdit l’accès : vous ne pouvez plus vous y asseoir ni la regarder.
net-turn-timer-set = L’hôte a fixé un temps par tour : { $seconds } secondes sans jouer, et l’ordinateur joue la fin du tour.
net-turn-timer-off = L’hôte a supprimé la limite de temps par tour.
net-timed-out = Temps écoulé pour { $name } : l’ordinateur joue la fin de ce tour.
net-timed-out-you = Votre temps est écoulé, { $name } : l’ordinateur joue la fin de ce tour pour vous. Vous rejouez au tour suivant.
net-turn-time-left-you = { $name }, plus que { $seconds ->
    [one] une seconde
   *[other] { $seconds } secondes
} pour jouer, sinon l’ordinateur joue la fin de ce tour pour vous.
net-turn-timer-reminder = Temps limite : { $seconds } secondes par coup.
net-server-stopping = Le serveur redémarre. sayzee se reconnectera dès son retour.
net-seats-taken-elsewhere = Vos places à cette table ont été reprises par une autre connexion, depuis une autre fenêtre ou un autre appareil ; celle-ci ne joue plus ici.
net-chat-shed = { $count ->
    [one] Un message de la discussion ne vous a pas été transmis, car votre connexion était en retard.
   *[other] { $count } messages de la discussion ne vous ont pas été transmis, car votre connexion était en retard.
}
net-played-for = Pendant votre absence, l’ordinateur a joué pour { $name } : { $marks }.
net-played-for-mark = { $points } en { $box }
net-turn-stand-in = { $name } n’est pas là ; l’ordinateur joue.
net-turn-away = { $name } n’est pas là ; sans retour rapide, l’ordinateur jouera.
net-turn-waits = { $name } n’est pas là ; la partie attend son retour.
net-not-started-seated = La partie n’a pas commencé. À la table : { $players }.
net-waiting-host-keys = Vous êtes l’hôte. Appuyez sur Entrée pour lancer la partie quand tout le monde est là ; O ouvre le menu de l’hôte.
net-waiting-host-lines = Vous êtes l’hôte. Tapez { word-start } pour lancer la partie quand tout le monde est là ; tapez { word-host } pour le menu de l’hôte.
net-host-start-keys = Appuyez sur Entrée pour lancer la partie.
net-host-start-lines = Tapez { word-start } pour lancer la partie.
net-waiting-no-host = En attente d’un hôte pour lancer la partie.
net-not-host = Seul l’hôte peut faire cela ; l’hôte est { $name }.
net-host-menu-keys = Menu de l’hôte. Appuyez sur un chiffre, ou sur les flèches puis Entrée ; Échap le ferme.
net-host-menu-lines = Menu de l’hôte. Tapez un chiffre, ou down, up et enter ; { word-back } le ferme.
net-host-close-confirm-keys = Fermer la table pour tout le monde ? La partie s’arrête pour tous et ne compte pour personne. Appuyez de nouveau sur { $number } ou Entrée pour la fermer ; Échap continue la partie.
net-host-close-confirm-lines = Fermer la table pour tout le monde ? La partie s’arrête pour tous et ne compte pour personne. Tapez de nouveau { $number } ou enter pour la fermer ; { word-back } continue la partie.
net-host-choice = { $number } : { $what }.
net-host-choice-start = lancer la partie
net-host-choice-pass = faire { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
} l’hôte
net-host-choice-computer = confier la place { INITIAL($name) ->
    [vowel] d’{ $name }
   *[other] de { $name }
} à l’ordinateur
net-host-choice-remove = retirer { $name } de la table
net-host-choice-ban = retirer { $name } et l’en bannir
net-host-choice-timer = fixer le temps par tour à { $seconds } secondes (actuellement { $now ->
        [0] aucun
       *[other] { $now } secondes
    })
net-host-choice-timer-off = retirer le temps par tour (actuellement { $now } secondes)
net-host-remove-confirm-keys = Retirer { $name } de la table ? Sa place ne pourra pas être reprise ; après le début, l’ordinateur la joue jusqu’à la fin. Appuyez de nouveau sur { $number } ou Entrée pour confirmer ; Échap ne change rien.
net-host-remove-confirm-lines = Retirer { $name } de la table ? Sa place ne pourra pas être reprise ; après le début, l’ordinateur la joue jusqu’à la fin. Tapez de nouveau { $number } ou enter pour confirmer ; { word-back } ne change rien.
net-host-ban-confirm-keys = Faire quitter la table à { $name } et lui en interdire l’accès ? Cette personne ne pourra plus s’y asseoir ni la regarder, sous aucun nom ni depuis son adresse ; les autres personnes présentes gardent leur place. Appuyez de nouveau sur { $number } ou Entrée pour confirmer ; Échap ne change rien.
net-host-ban-confirm-lines = Faire quitter la table à { $name } et lui en interdire l’accès ? Cette personne ne pourra plus s’y asseoir ni la regarder, sous aucun nom ni depuis son adresse ; les autres personnes présentes gardent leur place. Tapez de nouveau { $number } ou enter pour confirmer ; { word-back } ne change rien.
net-host-choice-close = fermer la table pour tout le monde
net-host-menu-closed = Menu de l’hôte fermé.
net-host-menu-numbers = Choisissez un chiffre de 1 à { $count }.
net-host-invite-keys = Pour inviter quelqu’un, appuyez sur C et tapez /invite suivi de son nom.
net-host-invite-lines = Pour inviter quelqu’un, tapez invite suivi de son nom.
net-goodbye-seat-given-up = Au revoir. Vous avez libéré votre place, la partie n’ayant pas commencé.

## Parties terminées gardées par le serveur
net-error-no-such-game = Ce serveur ne garde plus cette partie : tapez { word-games } pour entendre celles qu’il garde maintenant.
net-kept-none = Ce serveur ne garde encore aucune partie terminée : chaque partie finie à une table que tout le monde peut trouver y est gardée, les 50 dernières.
net-kept-heading = { $count ->
    [one] Ce serveur garde une partie terminée :
   *[other] Ce serveur garde { $count } parties terminées, de la plus récente à la plus ancienne :
}
net-kept-game = table { $table }, { $rules }, { $ago } : { $scores }
net-kept-ago-minutes = { $minutes ->
    [0] à l’instant
    [one] il y a une minute
   *[other] il y a { $minutes } minutes
}
net-kept-ago-hours = { $hours ->
    [one] il y a une heure
   *[other] il y a { $hours } heures
}
net-kept-ago-days = { $days ->
    [one] il y a un jour
   *[other] il y a { $days } jours
}
net-kept-walk-hint = Pour en revoir une, décision par décision, tapez { word-walk } suivi de son numéro : { word-walk } 1.
net-kept-ask-first = Tapez d’abord { word-games } pour entendre les parties terminées que garde ce serveur.
net-kept-walk-which = { $count ->
    [one] Une seule partie est gardée : tapez { word-walk } 1.
   *[other] Tapez { word-walk } suivi d’un numéro de 1 à { $count }.
}
net-log-keeping-failed = table « { $table } » : sa partie terminée n’a pas pu être gardée pour être revue ({ $error })
