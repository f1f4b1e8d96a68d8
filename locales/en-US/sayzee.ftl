# sayzee: messages in US English. Every id here exists in every locale, with the same variables.

## Command line

cli-error = Error: { $reason }
cli-dice-count = { $preset } plays with { $expected } dice, but { $found ->
    [one] 1 die was given
   *[other] { $found } dice were given
}: write { $expected } faces, like { $example }.
cli-dice-face = { $value } is not a die face: faces go from 1 to 6.
cli-dice-not-digit = “{ $char }” is not a die face: write the dice as digits from 1 to 6, like { $example }.
cli-unknown-preset = There is no rules preset called “{ $name }”. The presets are: { $presets }.
cli-rules-no-yahtzee-box = { $preset } has no five-dice Yahtzee box, so it cannot play the Joker or Yahtzee bonuses.
cli-rules-no-extra-rows = Extra rows (Pair, Double pair, Misere) only fit the Yahtzee-style presets, not { $preset }.
cli-unknown-level = There is no computer level called “{ $name }”. The levels are: { $levels }.
cli-unknown-language = sayzee does not speak “{ $name }”. The languages are: { $languages }.
cli-name-too-long = A name can be at most { $max } characters long; “{ $name }” is longer.
cli-no-players = A game needs at least one player.
cli-too-many-players = { $count } players is too many: at most { $max } can play.
cli-empty-name = A player’s name cannot be empty.
cli-duplicate-name = Two players are called { $name }: give each player a different name.
cli-sheets-out-of-range = Each player fills 1 to { $max } sheets, not { $count }.
cli-bad-number = --{ $flag } takes a whole number from { $min } to { $max }, not “{ $value }”.
cli-resume-with = --resume takes up the saved game as it is, so it cannot go with --{ $flag }.
cli-bad-listen = “{ $value }” is not an address to listen on: write an address and port such as 127.0.0.1:7419, or 0.0.0.0:7419 to let other machines in.
cli-bad-proxy = “{ $value }” is not a proxy’s address: --trusted-proxy takes an IP address, such as 127.0.0.1 for a proxy on this machine.
cli-bad-server-address = “{ $value }” is not a server’s address: write a host name or an IP address, then a colon and the port if it is not 7419, such as example.org or 127.0.0.1:7419.
cli-bad-server-port = “{ $value }” is not a port: the port must be a number from 1 to 65535.
cli-server-failed = The server could not start: { $detail }.
cli-server-address-in-use = Another program already uses { $address }, so the server cannot start there. Stop that program, or choose another port with --listen.
cli-page-address-in-use = Another program already uses { $address }, where the page for browsers would be. Stop that program, choose another port with --web-listen, or serve no page with --no-web.
cli-server-address-not-here = { $address } is not an address of this machine, so the server cannot start there. Use 127.0.0.1 for this machine only, or 0.0.0.0 for every network.
cli-server-no-data-dir = The server cannot start: there is no data directory for its tables. Give one with --data-dir.
cli-tls-certificate = The server cannot start: the certificate file { $path } cannot be used ({ $detail }). Give a PEM file with the server’s certificate first.
cli-tls-key = The server cannot start: the key file { $path } cannot be used ({ $detail }). Give a PEM file with the certificate’s private key.
cli-tls-mismatch = The server cannot start: the key does not go with the certificate ({ $detail }).
cli-tls-no-certificate = The server cannot start: the certificate file { $path } holds no certificate. Give a PEM file with the server’s certificate first.
cli-serve-config = The server’s settings file { $path } cannot be used ({ $detail }).
cli-serve-config-not-a-file = { $path } is not a settings file: give a TOML file whose keys are the names of serve’s flags.
cli-serve-config-key = The server’s settings file { $path } has “{ $key }”, which is not a flag of sayzee serve (sayzee serve --help lists them).
cli-serve-config-value = In the server’s settings file { $path }, “{ $key }” has a value of the wrong kind: true for a flag that takes none, else a string or a number (a list for a flag that repeats).
cli-trust-cert = The certificate file { $path } cannot be used ({ $detail }). Give a PEM file with the server’s certificate.
cli-trust-cert-empty = The certificate file { $path } holds no certificate. Give a PEM file with the server’s certificate.
cli-password-file = The password file { $path } cannot be read, or its first line is empty. Give a file whose first line is the password.
cli-op-refused = The operator’s action was not done.
cli-join-with = { $first } and { $second } cannot be used together.

## Simulation

simulate-result = { $games } games of { $preset } played by the computer at level { $level } (seed { $seed }): mean { $mean } points, standard deviation { $spread }, lowest { $lowest }, highest { $highest }.
simulate-given-away = Against the expert’s best choices it gave away { $per_game } points a game, { $per_decision } a decision.
simulate-no-games = Simulate at least one game: --games must be 1 or more.
simulate-versus = { $deals } deals of { $preset }, each played { $seatings } times with the computers moved round the table and the same dice for the same seat (seed { $seed }):
simulate-contender = { $level }: won { $share } percent of the games (95 percent interval { $low } to { $high }), mean score { $mean }.
simulate-too-many-bots = { $count } computers cannot sit at one table: give --bot at most { $most } times.

## Solver

solver-result = Perfect play of { $preset } scores { $score } points on average ({ $states } states solved in { $seconds } s).
solver-unsupported = { $preset } has no exact strategy table: six dice or saved rolls make it too large. Computer players use a heuristic there.

## Speech: the voice, how it was chosen, and falling back to text

cli-unknown-speech = There is no speech choice called “{ $name }”. The choices are: { $choices }.
speech-auto-voice = Speech on, through { $backend ->
        [tts] your screen reader or the system voice
       *[other] Speech Dispatcher
    }.
speech-auto-text = No speech service answered, so the game is printed as text only.
speech-unavailable = { $backend ->
        [tts] The Windows and macOS system voice (tts)
       *[other] Speech Dispatcher
    } is not available on this system; the game goes on in text.
speech-unreachable = { $backend ->
        [tts] The system voice
       *[other] Speech Dispatcher
    } could not be reached; the game goes on in text and will try again later.
speech-lost = Speech stopped working; the game goes on in text and will try to reconnect.
speech-back = Speech is back.
speech-rate = Speech rate { $rate }.
speech-rate-limit = { $faster ->
    [yes] Speech is at its fastest.
   *[no] Speech is at its slowest.
}
speech-rate-screen-reader = Your screen reader speaks at its own rate; change it in the screen reader.
speech-rate-no-voice = No voice is speaking; speech rate { $rate } is kept for when one does.
settings-not-kept = This could not be saved in { $path }; it holds for this game only.

## Terminal and keyboard (terminal loop, layouts, key rebinding)

cli-unknown-layout = There is no keyboard layout called “{ $name }”. The layouts are: { $layouts }.
settings-binding-twice = The settings file binds { $key } to both { $first } and { $second }. The default keys stay.
terminal-raw-unavailable = This terminal cannot read single keys, so type a command and press Enter instead.
terminal-input-lost = The keyboard can no longer be read, so the game stops here.

## Hints that keep nothing (found playing in a terminal: the keep list was said empty)

hint-reroll-all = Expert: reroll every die; expected final score { $expected }.
hint-reroll-all-estimate = Expert’s estimate: reroll every die.
hint-yours-reroll-all = Rerolling every die instead: expected { $expected }.

## A key bound to nothing (found playing in a terminal: it was silent)

key-unbound = { $key } does nothing here. Press F1 or H for the keys that work now.

## The hint when the move that wins most often is not the one worth most points: both, each with the chance of
## winning it leaves ($chance, a percentage).
hint-win-keep = To win: keep { $keep }; your chance { $chance } percent.
hint-win-reroll-all = To win: reroll every die; your chance { $chance } percent.
hint-win-mark = To win: mark { $box } for { $points ->
    [one] 1 point
   *[other] { $points } points
}; your chance { $chance } percent.
hint-points-keep = For the most points: keep { $keep }; your chance { $chance } percent.
hint-points-reroll-all = For the most points: reroll every die; your chance { $chance } percent.
hint-points-mark = For the most points: mark { $box } for { $points ->
    [one] 1 point
   *[other] { $points } points
}; your chance { $chance } percent.
hint-win-keep-brief = To win: keep { $keep }; { $chance } percent.
hint-win-reroll-all-brief = To win: reroll all; { $chance } percent.
hint-win-mark-brief = To win: { $box }, { $points }; { $chance } percent.
hint-points-keep-brief = For points: keep { $keep }; { $chance } percent.
hint-points-reroll-all-brief = For points: reroll all; { $chance } percent.
hint-points-mark-brief = For points: { $box }, { $points }; { $chance } percent.
## Your own choice, when it is neither of the two moves, with the chance of winning it leaves.
hint-yours-keep-chance = Keeping { $keep } instead: your chance { $chance } percent.
hint-yours-reroll-all-chance = Rerolling every die instead: your chance { $chance } percent.
hint-yours-box-chance = Marking { $box } instead: your chance { $chance } percent.

## Said as a game with a champion begins under rules with no exact table.
champion-plays-for-points = In { $preset } the champion plays for the most points: without an exact table it cannot weigh its chances of winning.
