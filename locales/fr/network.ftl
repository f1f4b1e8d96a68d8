# Jeu en réseau : ce que dit un client à propos du serveur et de la table. Mêmes identifiants et variables partout.

## Errors : un message par code d'erreur envoyé par le serveur (docs/protocol.md).

net-error-version-mismatch = Ce serveur parle une autre version du jeu, la version { $version }. Mettez sayzee à jour pour jouer ici.
net-error-not-hello-first = Le serveur attendait d'abord une salutation. Essayez de vous reconnecter.
net-error-malformed = Le serveur n'a pas compris ce message.
net-error-too-large = Ce message est trop long pour le serveur, la limite est de { $limit } octets.
net-error-already-hello = Vous êtes déjà connecté.
net-error-no-such-table = Il n'y a pas de table de ce nom.
net-error-table-exists = Une table de ce nom existe déjà. Choisissez un autre nom.
net-error-table-full = Cette table n'a plus de place libre.
net-error-no-such-seat = Cette table n'a pas de place libre à ce nom.
net-error-bad-config = On ne peut pas préparer une table de cette façon.
net-error-not-at-table = Vous n'êtes encore à aucune table.
net-error-already-at-table = Vous êtes déjà à une table. Quittez-la d'abord.
net-error-not-your-seat = Cette place n'est pas la vôtre.
net-error-not-your-turn = Ce n'est pas votre tour.
net-error-already-started = La partie a déjà commencé.
net-error-not-started = La partie n'a pas encore commencé.
net-error-not-creator = Seule la personne qui a créé la table peut lancer la partie.
net-error-bad-token = Impossible de reprendre cette place ; la table n'existe peut-être plus.
net-error-chat-too-long = Ce message est trop long, la limite est de { $limit } caractères.
net-error-server-trouble = Le serveur a un problème et n'a pas pu jouer ce coup. Réessayez.

## Server log: one line on the server's standard error per connection, table and game event.
net-log-listening = serveur sayzee à l’écoute sur { $address }
net-log-stopping = arrêt du serveur sayzee
net-log-connected = connexion { $id } depuis { $address }
net-log-disconnected = connexion { $id } fermée
net-log-table-created = table « { $table } » créée par la connexion { $id }
net-log-joined = la connexion { $id } rejoint la table « { $table } »
net-log-rejoined = la connexion { $id } reprend ses places à la table « { $table } »
net-log-left = la connexion { $id } quitte la table « { $table } »
net-log-started = table « { $table } » : partie commencée
net-log-move = table « { $table } » : la place { $seat } a joué, { $count } événements
net-log-computer-stuck = table « { $table } » : un coup de l’ordinateur a été refusé ; l’ordinateur attend
net-log-save-failed = la table « { $table } » n’a pas pu être sauvegardée ; le prochain changement réessaiera
net-log-table-damaged = { $path } n’est pas une table que ce serveur peut restaurer ; laissée telle quelle
net-log-table-restored = table « { $table } » restaurée

## À la table : rejoindre, la partie, les arrivées et les départs, la discussion. $table et $name sont des noms nettoyés.
net-cannot-connect = Aucun serveur sayzee ne répond à { $address }. Vérifiez l’adresse et que le serveur tourne.
net-connected = Connexion établie avec { $address }.
net-question-rejoin = Vous avez une place à la table « { $table } » en tant que { $names }. La reprendre ? Entrée pour oui, ou non.
net-word-yes = oui
net-word-no = non
net-question-table = Que voulez-vous faire ? { $choices }. Entrée crée une nouvelle table.
net-question-watch = Quelle table voulez-vous regarder ? { $choices }. Entrée choisit la dernière.
net-choice-join = rejoindre la table « { $table } » avec { $players }
net-choice-watch = regarder la table « { $table } » avec { $players }
net-choice-create = créer une nouvelle table
net-no-tables-yet = Aucune table n’est encore ouverte sur ce serveur : vous créez la première.
net-no-tables = Il n’y a aucune table à regarder sur ce serveur.
net-seated = Vous êtes à la table « { $table } ».
net-watching = Vous regardez la table « { $table } ». Vous pouvez écouter et discuter, mais pas jouer.
net-waiting-creator = En attente des joueurs. Appuyez sur Entrée, ou tapez start, pour lancer la partie quand tout le monde est là.
net-waiting = En attente du lancement de la partie par { $name }.
net-started = La partie commence.
net-not-connected = La connexion au serveur est perdue ; sayzee essaie de se reconnecter.
net-watching-cannot-act = Vous regardez cette table, vous ne pouvez donc pas jouer.
net-game-is-over = La partie est terminée.
net-hint-not-yours = Les conseils ne sont donnés que pendant votre tour.
net-chat-offline = La discussion ne marche qu’à une table en réseau.
net-chat-prompt-lines = Tapez votre message sur la ligne suivante.
net-chat-prompt-keys = Tapez votre message, puis appuyez sur Entrée. Échap annule.
net-chat-cancelled = Aucun message envoyé.
net-chat-line = { $name } dit : { $text }
net-server-unreadable = Le serveur a envoyé quelque chose que ce sayzee ne sait pas lire. Mettez sayzee à jour si cela se reproduit.
net-connection-lost = La connexion au serveur est perdue. Tentative de reconnexion.
net-gave-up = Le serveur ne revient pas. Appuyez sur Contrôle+Q pour quitter.
net-person-joined = { $name } a rejoint la table.
net-person-left = { $name } a quitté la table.
net-person-back = { $name } est de retour.
net-goodbye-seat-kept = Au revoir. Votre place vous attend : sayzee join vous la propose à votre retour.
net-back-at-table = Connexion rétablie. Vous êtes de retour à la table.
