# Actions, their help, and line-mode words. Same ids and variables in every locale.

## What each action does, for help

action-advance = roll the dice, reroll the selected dice, open the box chooser, or mark the box under the cursor
action-select = select a kept die showing that face for rerolling
action-select-place = toggle the die in that place of the sorted roll: set it to be rerolled, or keep it again
action-unselect = keep again a selected die showing that face
action-unselect-place = keep again the die in that place
action-select-all = select every die for rerolling
action-keep-all = keep every die
action-say-dice = say which dice are kept and which will be rerolled
action-say-roll = repeat the latest roll
action-say-scores = say every player’s score
action-say-sheets = read the full score sheets
action-say-turn = say whose turn it is, the round and the rolls left
action-cursor-next = next box
action-cursor-previous = previous box
action-cursor-first = first box
action-cursor-last = last box
action-back = leave the box chooser; outside it, quit
action-help = list the keys that work now
action-switch-language = switch language
action-repeat = repeat the last message
action-history = go back through earlier messages
action-undo = take back the last mark, until the next player rolls
action-hint = what an expert would do now
action-review = hear how your decisions compare with the expert’s, and walk them with the arrows
action-drill = drill your costliest decisions now, once the game is over
action-quit = quit now

## Key names

key-enter = Enter
key-space = Space
key-escape = Escape
key-up = Up arrow
key-down = Down arrow
key-home = Home
key-end = End
key-f1 = F1
key-left = Left arrow
key-right = Right arrow
key-page-up = Page Up
key-page-down = Page Down
key-tab = Tab
key-backspace = Backspace
key-delete = Delete
key-question-mark = Question mark
key-right-bracket = Right bracket
key-left-bracket = Left bracket
key-shifted = Shift+{ $key }
key-ctrl = Ctrl+{ $key }
key-digits = 1 to 6
key-shifted-digits = Shift+1 to 6

## Help

help-intro = Keys that work now:
help-intro-all = Every key of the game:
help-host-is = { $name } is the host: the host menu is theirs.
help-line = { $keys }: { $what }.
help-more = Press F1 again for every key.
help-more-lines = Type help again for every command.
help-line-mode = In line mode, type a key name such as enter, 3, shift+3, space or s, or a command: reroll 3 5, keep 5, score full-house, scores, sheet, turn, help, quit.

## Line mode

line-unknown = “{ $word }” means nothing here. Type help for the keys and commands.
line-did-you-mean = “{ $word }” means nothing here. Did you mean “{ $meant }”?
line-not-text = That line is not text I can read, so it was skipped.
line-too-long = That line is longer than { $max } characters, so it was skipped.
line-not-a-face = “{ $word }” is not a die face: use digits from 1 to 6, like reroll 3 5.
line-not-a-box = “{ $word }” is not a box. Boxes are named like full-house or small-straight; type help for more.
line-incomplete = { $word } needs more: say which dice, like { $word } 3 5.

## Session

session-quit-confirm = Quit the game? Press Escape again to quit, or any other key to play on.
session-quit-cancelled = Playing on.
session-back-page = Back closes the box chooser, which is not open. To leave the table, use Leave.
session-goodbye = Goodbye.
session-goodbye-saved = Goodbye. Your game is saved and will be offered when you start again.
session-first-turn-keys = To roll the dice, press Enter. For the keys that work, press F1 or H.
session-first-turn-lines = To roll the dice, type enter. For the keys and commands, type help.
session-language = Language: English.
session-history-empty = Nothing has been said yet.
session-history-start = That is the earliest message.
session-hint-unavailable = No hint is available for these rules yet.
hint-roll-first = Roll first: press Enter.
hint-thinking = The expert is still thinking about these rules; the hint follows as soon as it is ready.
chances = Chances of winning if everyone plays perfectly from here: { $entries }.
chances-at-levels = Chances of winning with each computer playing at its level (estimated from a thousand games played out) and everyone else perfectly from here: { $entries }.
chances-entry = { $player }: { $chance }, { $finished ->
    [yes] final score { $score }
   *[no] expected final score { $score }
}
# Sets one player's entry apart from the next (the entries hold commas of their own).
chances-entries = { $first }; { $second }
chances-percent = { $band ->
    [none] no chance
    [under-one] under 1 percent
    [over-99] over 99 percent
    [sure] certain to win
   *[some] { $percent } percent
}
chances-thinking = Working out everyone’s chances; the answer follows in a moment.
chances-before-mark = Before { $player }’s mark:
chances-before-now = Before the last mark:
chances-unavailable = The chances cannot be worked out now.
chances-busy = The server is busy working out chances for other tables; press W again in a moment.
chances-no-exact-table = { $preset } has no exact strategy table, so its chances of winning cannot be worked out exactly; the hint gives the expert’s estimate instead.
verbosity-brief = Brief announcements.
verbosity-full = Full announcements.
hint-keep = Expert: keep { $keep } and reroll the rest; expected final score { $expected }.
hint-keep-estimate = Expert’s estimate: keep { $keep } and reroll the rest.
hint-mark = Expert: mark { $box } for { $points ->
    [one] 1 point
   *[other] { $points } points
}; expected final score { $expected }.
hint-mark-estimate = Expert’s estimate: mark { $box } for { $points ->
    [one] 1 point
   *[other] { $points } points
}.
hint-yours-keep = Keeping { $keep } instead: expected { $expected }.
hint-yours-box = Marking { $box } instead: expected { $expected }.
review-nothing-yet = { $name }: no decision to review yet.
review-summary = { $name }: { $decisions ->
    [one] 1 decision
   *[other] { $decisions } decisions
}, { $experts } of them the expert’s; { $given ->
    [one] 1 point
   *[other] { $given } points
} given away against perfect play.
review-summary-estimate = { $name }: { $decisions ->
    [one] 1 decision
   *[other] { $decisions } decisions
}, { $experts } of them the expert’s; about { $given ->
    [one] 1 point
   *[other] { $given } points
} given away against the expert’s play. These rules have no exact table, so these are the expert’s estimates.
review-luck-gave = { $name }: the dice were kind, { $points ->
    [one] 1 point
   *[other] { $points } points
} above an average game.
review-luck-took = { $name }: the dice were unkind, { $points ->
    [one] 1 point
   *[other] { $points } points
} below an average game.
review-luck-even = { $name }: the dice gave just what an average game gives.
review-all-experts = Every decision was the expert’s.
review-decision = Round { $round }, { $roll ->
    [1] first roll
    [2] second roll
    [3] third roll
   *[other] roll { $roll }
}: { $dice }. { $chosen }; { $best }. That cost { $cost ->
    [one] 1 point
   *[other] { $cost } points
}.
review-decision-to-win = Round { $round }, { $roll ->
    [1] first roll
    [2] second roll
    [3] third roll
   *[other] roll { $roll }
}: { $dice }. { $chosen }; for the most points, { $best }. That gave away { $cost ->
    [one] 1 point
   *[other] { $cost } points
} and raised your chance of winning from { $from } to { $to } percent.
review-chance-moved = { $decision } Your chance of winning went from { $from } to { $to } percent.
review-chance-held = { $decision } Your chance of winning stayed at { $chance } percent.
review-rest-experts = Every other decision was the expert’s.
review-played-to-win = { $name }, played to win: { $decision }
review-played-to-win-more = { $count ->
    [one] One more choice was
   *[other] { $count } more choices were
} played to win; the list of every decision names each.
review-weighing = The review follows once each choice is weighed in the chance of winning.
review-decision-experts = Round { $round }, { $roll ->
    [1] first roll
    [2] second roll
    [3] third roll
   *[other] roll { $roll }
}: { $dice }. { $chosen }: the expert’s choice.
review-you-kept = You kept { $keep }
review-you-rerolled-all = You rerolled every die
review-you-stopped = You stopped rolling
review-you-marked = You marked { $box }
review-expert-keeps = the expert keeps { $keep }
review-expert-rerolls-all = the expert rerolls every die
review-expert-stops = the expert stops there
review-expert-marks = the expert marks { $box }
review-line = { $n } of { $count }. { $decision }
review-line-of = { $name }, { $line }
review-walk-hint = Up and Down walk every decision, Home and End go to the first and the last, Escape leaves the review.
review-lines-hint = Type review to hear every decision, one line each.
review-win-coming = Your choices are still being weighed in the chance of winning; what that adds to the review follows when ready.
review-win-busy = The server is busy working out chances for other tables, so the decision that cost most chance of winning is left out this time.
review-win-costliest = { $name }, the decision that lowered your chance of winning the most: { $decision } It took your chance of winning from { $from } to { $to } percent.
review-win-none = { $name }: none of your choices cost any chance of winning.
review-walk-first = Start of the review.
review-walk-last = End of the review.
review-closed = Review closed.
review-nobody = Nobody plays at this keyboard, so there is nothing to review.
review-thinking = The expert is still thinking about these rules; the review follows as soon as it is ready.
session-game-over-keys = The game is over. Press S or Shift+S for the scores, U to take back the last mark, or Escape to quit.
session-game-over-table = The game is over. Press S or Shift+S for the final scores, or Escape to leave the table.
session-game-over-lines = The game is over. Type scores or sheets for the scores, undo to take back the last mark, or quit to end.
session-game-over-table-lines = The game is over. Type scores or sheets for the final scores, or quit to leave the table.
key-literal = { $key }

## Setup

setup-language = Which language? Enter keeps { $default }; or type the name of another: { $languages }.
language-name = { $tag ->
    [en-US] English
    [fr] French
    [de] German
    [es] Spanish
    [it] Italian
    [sv] Swedish
   *[other] { $tag }
}
setup-rules = Which rules? Press Enter for { $default }, or type a number: { $presets }.
setup-players = How many people play, 1 to { $max }? Press Enter for { $default }.
setup-name = Name of player { $n }? Press Enter for { $default }.
setup-your-name = Your name? Press Enter for { $default }.
setup-default-name = Player { $n }
setup-bots = How many computer players, 0 to { $max }? Press Enter for { $default }.
setup-bot-level = How well should they play? Press Enter for { $default }, or type a number: { $levels }.
setup-bot-name = Computer { $n }
setup-choice = { $n }: { $name }
setup-choice-line = { $n }: { $name }.
setup-invalid-number = “{ $answer }” does not fit here: answer with a number from { $min } to { $max }.
setup-invalid-choice = “{ $answer }” does not fit here.
setup-name-taken = { $name } is taken. Please choose another name.
setup-name-too-long = A name can be at most { $max } characters long. Please choose a shorter one.
setup-quit-confirm = Quit? Press Escape again to quit, or answer the question.
setup-help = Type your answer and press Enter; Enter alone takes the suggested answer. Escape twice, Ctrl+Q or Ctrl+C quits.
level-name = { $level ->
    [champion] champion
    [perfect] perfect
    [expert] expert
    [casual] casual
    [beginner] beginner
   *[good] good
}

# Sound cues (issue 9)
action-toggle-sound = turn the sound cues on or off
action-say-rules = read the rules in force, one line each
action-say-chances = each player’s chance of winning and expected final score
action-follow-chances = hear each player’s chance of winning after every box marked, as play goes on, or no longer
action-toggle-verbosity = brief or full announcements
action-speech-faster = speak faster
action-speech-slower = speak slower
action-sound-louder = sound cues louder
action-sound-softer = sound cues softer
action-chat = at a network table, write a line to everyone there; /invite, /mute, /unmute and /lobby there too, and F1 in the chat line says how
action-host-menu = at a network table, the host menu: start the game, pass the host role, let the computer play a seat, close the table
action-leaderboard = at a network table, the server’s leaderboard of the table’s rules, a page at a time; in the lobby, type leaderboard
sound-volume = Sound volume { $volume } percent.
sound-volume-while-off = Sound volume { $volume } percent; sounds are off, M turns them on.
sound-volume-limit = { $louder ->
    [yes] Sounds are at their loudest.
   *[no] Sounds are at their softest.
}
sound-on = Sounds on.
sound-off = Sounds off.
sound-on-no-server = Sounds on, but no sound server was found, so none can be heard.
sound-no-server = No sound server found; playing on without sounds.
sound-lost = The sound server stopped; playing on without sounds.

## Line mode's commands in play, in this language (the English words work too): the first word of a typed line.
word-roll = roll
word-keep = keep
word-reroll = reroll
word-score = score
word-scores = scores
word-sheets = sheets
word-turn = turn
word-dice = dice
word-hint = hint
word-undo = undo
word-chances = chances
word-review = review
word-drill = drill
word-daily = daily
word-follow = follow
word-repeat = repeat
word-rules = rules
word-stats = stats
word-host = host
word-back = back
word-history = history
word-leaderboard = leaderboard
word-chat = chat
word-language = language
word-games = games
word-walk = walk

## Drills (sayzee drill): your costliest decisions asked again

drill-intro-keys = { $count ->
    [one] One decision of your games, asked again.
   *[other] { $count } decisions of your games, asked again.
} Answer with the game’s own keys: pick the dice to reroll and press Enter to roll, or mark a box. Shift+S reads the sheet, F1 the keys; Escape twice stops.
drill-intro-lines = { $count ->
    [one] One decision of your games, asked again.
   *[other] { $count } decisions of your games, asked again.
} Answer with the game’s own commands: reroll 3 5, keep 5, or score full-house. Type sheet to hear the sheet, help for the rest, quit to stop.
drill-question = Drill { $n } of { $count }: { $name }, { $preset }, round { $round }, { $roll ->
    [1] first roll
    [2] second roll
    [3] third roll
   *[other] roll { $roll }
}: { $dice }. Open: { $open }.
drill-upper = Upper section: { $total } of the { $threshold } the bonus needs.
drill-ask-keep = What do you keep?
drill-ask-box = Which box?
drill-right = { $yours }: the expert’s choice. Right!
drill-wrong = { $yours }; { $best }. Yours gives away { $cost ->
    [one] { $cost } point
   *[other] { $cost } points
} on average.
drill-reason-bonus-lost = Yours puts the upper bonus of { $bonus } points out of reach; the expert’s move keeps it possible.
drill-reason-chance = { $box } is worth more kept for a poor roll later.
drill-reason-fewer-now = The expert’s move scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} less now, but what it leaves open is worth more later.
drill-reason-more-now = The expert’s move scores { $points ->
    [one] { $points } point
   *[other] { $points } points
} more now.
drill-reason-stop = Stop here: marking this roll now is worth more than another roll.
drill-reason-roll-again = Roll again: with { $rolls ->
    [one] a roll
   *[other] { $rolls } rolls
} left, trying again is worth more than marking now.
drill-reason-straight = Keep the core of a straight, { $run }: with a straight box open, it is worth more.
drill-reason-of-a-kind = Keep the dice showing { $face }: here they are worth more than the pieces of a straight.
drill-reason-worth-more = On average the expert’s move simply ends the game with more points.
drill-learnt = Learnt: this one will not be asked again.
drill-again = You will hear this one again { $days ->
    [0] today
    [1] tomorrow
   *[other] in { $days } days
}.
drill-done = That was the last drill due: { $right } of { $count } right.
drill-next = The next drill is due { $days ->
    [0] today
    [1] tomorrow
   *[other] in { $days } days
}.
drill-all-learnt = No drill is left: every one was answered right.
drill-none-due = No drill is due today. The next one is due { $days ->
    [0] today
    [1] tomorrow
   *[other] in { $days } days
}.
drill-none-kept = No drills yet: every game you finish under rules with an exact table gives its three costliest decisions as drills.
drill-no-data = Drills are kept with the statistics, and without a data directory there is nowhere to keep them.
drill-not-now = In a drill the hint, the chances, the review and undo wait: your answer is marked with the expert’s move.
drill-quit-confirm = Stop the drills? Press Escape again to stop, or any other key to go on.
drill-after-game = Drills come once the game is over, or at any time with sayzee drill.
drill-after-table = This table’s costliest decisions are kept as drills: answer them with sayzee drill once you have left the table.
drill-offer-keys = Shift+E asks your costliest decisions again now, as drills.
drill-offer-lines = Type drill to answer your costliest decisions again now, as drills.
drill-goodbye = Drills stopped; every answer given is kept.
drill-save-failed = The answer could not be kept in { $path }: this drill will be asked again as before.
drill-unusable = { $count ->
    [one] One drill in the statistics no longer fits its rules and is left out.
   *[other] { $count } drills in the statistics no longer fit their rules and are left out.
}
daily-question = Today’s position, { $preset }, round { $round }, { $roll ->
    [1] first roll
    [2] second roll
    [3] third roll
   *[other] roll { $roll }
}: { $dice }. Open: { $open }.
daily-how = Answer with daily and your move: daily keep 3 4 5, daily reroll 1 6, daily reroll all, or daily score chance.
daily-count = { $found } of the { $answered } who answered today found the best move.
daily-again = You had answered today already: only your first answer counts.
daily-ask-first = Type daily alone first, to hear today’s position.
daily-not-a-move = That is not a move for today’s position: daily keep 3 4 5, daily reroll 1 6, daily reroll all, or daily score chance.
walk-intro = Finished game { $n } of { $count }, counted back from the last: { $preset }, { $scores }.
walk-intro-server = The game at table { $table }, { $ago }: { $preset }, { $scores }.
walk-score = { $name } { $points }
walk-none = No finished game is kept yet: each game you finish at home is kept to walk, the last ten of them.
walk-no-such-game = { $count ->
    [one] Only one finished game is kept: ask for it with --game 1.
   *[other] Only { $count } finished games are kept: ask for one of them with --game 1 to { $count }.
}
chances-follow-on = From now on, everyone’s chance of winning is said after each box marked. Shift+W again stops it.
chances-follow-off = The chances of winning are no longer said after each box.
chances-swing = { $player }’s chance of winning { $direction ->
    [up] rose
   *[down] fell
} from { $from } to { $to } percent with that turn: { $dice }, and { $choices }.
chances-swing-dice-gave = the dice gave { $points ->
    [one] 1 point
   *[other] { $points } points
} more than an average turn
chances-swing-dice-took = the dice gave { $points ->
    [one] 1 point
   *[other] { $points } points
} less than an average turn
chances-swing-dice-even = the dice gave what an average turn gives
chances-swing-choices-cost = the choices gave away { $points ->
    [one] 1 point
   *[other] { $points } points
} against the expert’s
chances-swing-choices-experts = every choice was the expert’s
