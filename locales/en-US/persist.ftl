# Persistence: the settings file, the saved game, statistics, and files that had to be moved aside.

## Files that could not be used

file-settings-refused = The settings file could not be used: { $problem }. The default settings apply.
file-save-refused = The saved game could not be resumed: { $problem }. A new game starts.
file-stats-refused = The statistics file could not be used: { $problem }. Statistics start again from here.
file-problem-oversized = it is larger than 1 MiB, far too large to be a sayzee file
file-problem-damaged = it is damaged, cut short, or not a sayzee file
file-problem-unknown-setting = it contains a setting this version does not know, “{ $name }”
file-problem-newer = it was written by a newer version of sayzee
file-problem-unreadable = it could not be read
file-moved-aside = Nothing was deleted: the file was kept as { $path }.
file-left-in-place = The file could not be moved aside either; it is left untouched at { $path }.
settings-value-ignored = In the settings file, { $setting } is ignored: { $reason }
settings-unknown-action = there is no action called “{ $name }”.
settings-unknown-key = “{ $key }” is not a key name (in the keys for { $name }).
settings-unknown-joker = “{ $value }” is not a Joker rule: write forced, free or off.

## Saving and resuming

save-failed = The game could not be saved in { $path }. Play goes on, but if sayzee stops now this game cannot be resumed.
resume-offer = An unfinished game of { $rules } is saved, with { $players }.
resume-question = Press Enter to resume it, or type new to start a new game.
resume-word-new = new
resume-word-resume = resume
resume-resumed = Game resumed.

## Statistics

stats-recorded = This game is now in your statistics.
stats-save-failed = The statistics could not be saved in { $path }, so this game is not counted.
stats-none = No finished games yet.
stats-unavailable = Statistics are not available: sayzee has no data directory here.
stats-preset = { $preset }: { $games ->
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
stats-yahtzee-note = Yahtzees count the five-of-a-kind box scored with points, plus each Yahtzee bonus.
action-say-stats = hear your statistics: games, best and average scores, Yahtzees
