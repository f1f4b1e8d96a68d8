# Persistence: the settings file, the saved game, statistics, and files that had to be moved aside.

## Files that could not be used

file-settings-refused = The settings file could not be used: { $problem }. The default settings apply.
file-save-refused = The saved game could not be resumed: { $problem }. A new game starts.
file-stats-refused = The statistics file could not be used: { $problem }. Statistics start again from here.
file-finished-refused = The file of finished games could not be used: { $problem }. Finished games are kept again from here.
finished-save-failed = The finished game could not be kept in { $path } for sayzee walk; it is counted in the statistics all the same.
file-problem-oversized = it is larger than 1 MiB, far too large to be a sayzee file
file-problem-damaged = it is damaged, cut short, or not a sayzee file
file-problem-newer = it was written by a newer version of sayzee
file-problem-unreadable = it could not be read
file-problem-not-a-file = it is not a regular file but a folder, a device or a pipe
file-moved-aside = Nothing was deleted: the file was kept as { $path }.
file-left-in-place = The file could not be moved aside either; it is left untouched at { $path }.
file-not-touched = Nothing was changed: what could not be read is left as it is at { $path }.
settings-value-ignored = In the settings file, { $setting } is ignored: { $reason }
settings-unknown-action = there is no action called “{ $name }”.
settings-unknown-key = “{ $key }” is not a key name (in the keys for { $name }).
settings-unknown-joker = “{ $value }” is not a Joker rule: write forced, free or off.
settings-unknown-dice = “{ $value }” is not a way to choose dice: write face or position.
settings-unknown-hint-first = “{ $value }” is not a move for the hint to say first: write win or points.
settings-unknown-verbosity = “{ $value }” is not an amount of speech: write full or brief.
settings-unknown-setting = sayzee has no such setting.
settings-expected-text = { $value } is not text: write the value in quotes.
settings-expected-flag = { $value } is neither true nor false.
settings-expected-number = { $value } is not a whole number from { $min } to { $max }.
settings-expected-section = it must be a section of its own, headed [{ $name }].
settings-expected-keys = { $value } is not a list of key names, such as ["x", "shift+t"].

## Saving and resuming

save-failed = The game could not be saved in { $path }. Play goes on; whatever was saved before is kept as it was, and you will hear when saving works again.
save-works-again = Saving works again: the game is saved.
save-blocked = This game is not saved: { $path } could not be read, and sayzee never writes over a file it could not read.
resume-offer = An unfinished game of { $rules } is saved, with { $players }.
resume-question = Press Enter to resume it, or type new to start a new game.
resume-word-new = new
resume-word-resume = resume
resume-resumed = Game resumed.
resume-nothing-saved = There is no unfinished game to resume, so a new game starts.
data-busy = Another sayzee is using the files in { $path }. This one will not save anything there.
data-busy-question = Press Enter to play without saving, or type quit to leave.
data-busy-word-play = play
data-busy-word-quit = quit

## Statistics

stats-recorded = This game is now in your statistics.
stats-recorded-online = This game is now in your statistics, with your online games.
stats-online-not-counted = This game is not in the statistics of { $names }: the computer played most of it for them.
stats-online-failed = This game could not be counted: the statistics could not be saved in { $path }.
stats-online-blocked = This game is not counted: { $path } could not be read, and sayzee never writes over a file it could not read.
stats-save-failed = The statistics could not be saved in { $path }. The finished game stays saved, and is counted the next time sayzee starts.
stats-recorded-late = The game that ended last time is now in your statistics.
stats-blocked = This game is not counted yet: { $path } could not be read, and sayzee never writes over a file it could not read. The game stays saved and is counted once the file can be read.
stats-none = No finished games yet.
stats-unavailable = Statistics are not available: sayzee has no data directory here.
stats-preset = { $preset }: { $games ->
    [one] 1 game
   *[other] { $games } games
}.
stats-preset-online = { $preset }, online: { $games ->
    [one] 1 game
   *[other] { $games } games
}.
stats-player = { $name }: { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $wins ->
    [one] 1 won
   *[other] { $wins } won
}, best { $best }, average { $average }, { $box }: { $yahtzees }.
stats-player-given = { $name } gives away { $game_points ->
    [one] 1 point
   *[other] { $game_points } points
} a game against the expert’s play, { $decision_points } a decision, averaged over { $games ->
    [one] 1 reviewed game
   *[other] { $games } reviewed games
}.
stats-player-luck-above = { $name }’s dice give { $points ->
    [one] 1 point
   *[other] { $points } points
} a game above an average game, over { $games ->
    [one] 1 game weighed
   *[other] { $games } games weighed
}.
stats-player-luck-below = { $name }’s dice give { $points ->
    [one] 1 point
   *[other] { $points } points
} a game below an average game, over { $games ->
    [one] 1 game weighed
   *[other] { $games } games weighed
}.
stats-player-luck-even = { $name }’s dice give just what an average game gives, over { $games ->
    [one] 1 game weighed
   *[other] { $games } games weighed
}.
stats-yahtzee-note = Yahtzees count the five-of-a-kind box scored with points, plus each Yahtzee bonus.
action-say-stats = hear your statistics: games, best and average scores, Yahtzees
