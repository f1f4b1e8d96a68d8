//! What the read-only keys answer (Space, D, S, Shift+S, T, the chooser's list): the game's answers to queries,
//! as messages.

use super::*;

/// The answer to a question as heard at the keyboard `here` describes: T says "your turn" when the turn is played
/// at this keyboard, and Space says another keyboard's dice without what its player picked up to reroll (that is
/// their own thinking, never said to others); anything else as [`narrate_answer`] says it.
pub fn narrate_answer_heard(
    state: &GameState,
    answer: &Answer,
    here: AtThisKeyboard,
) -> Vec<Message> {
    match answer {
        Answer::Turn(Some(view)) if here(view.player) => turn_view(state, view, "turn-info-yours"),
        Answer::Dice(Some(view)) => match state.turn() {
            Some(turn) if !here(turn.player) => vec![
                Message::new("dice-theirs")
                    .with("player", name(state, turn.player))
                    .with("dice", faces(view.dice.faces())),
            ],
            _ => narrate_answer(state, answer),
        },
        _ => narrate_answer(state, answer),
    }
}

/// The answer to a question, in words.
pub fn narrate_answer(state: &GameState, answer: &Answer) -> Vec<Message> {
    // Without dice: before the roll the turn starts with one; after the game there is none to come.
    let no_dice = || {
        if state.is_over() {
            Message::new("refused-game-over")
        } else {
            Message::new("dice-none")
        }
    };
    match answer {
        Answer::Dice(view) => vec![match view {
            Some(view) => dice_view(view),
            None => no_dice(),
        }],
        Answer::LatestRoll(view) => vec![match view {
            Some(view) => Message::new("roll")
                .with("roll", view.roll)
                .with("rolls", view.rolls_allowed)
                .with("dice", faces(view.dice.faces())),
            None => no_dice(),
        }],
        Answer::Scores(board) => scores(state, board),
        Answer::Sheets(players) => sheets(state, players),
        Answer::Turn(view) => match view {
            Some(view) => turn_view(state, view, "turn-info"),
            None => vec![Message::new("game-over")],
        },
        Answer::Allowed(allowed) => vec![allowed_now(state, allowed)],
        Answer::Chooser(view) => vec![match view {
            Some(view) => chooser_list(state.rules(), &view.options),
            None => no_dice(),
        }],
    }
}

/// Space when dice are chosen by place: the dice to reroll named by their places too.
pub fn dice_view_by_place(view: &DiceView) -> Message {
    if view.selected.is_empty() || view.kept.is_empty() {
        return dice_view(view);
    }
    // "1 and 2", not "1, 2": the faces that follow are a comma list of numbers too.
    let places = list_and(
        view.places
            .iter()
            .map(|p| Arg::from(p.to_string()))
            .collect(),
    );
    Message::new("dice-kept-selected-places")
        .with("kept", faces(&view.kept))
        .with("count", view.places.len())
        .with("places", places)
        .with("selected", faces(&view.selected))
}

fn dice_view(view: &DiceView) -> Message {
    if view.selected.is_empty() {
        Message::new("dice-all-kept").with("dice", faces(view.dice.faces()))
    } else if view.kept.is_empty() {
        Message::new("dice-all-selected").with("dice", faces(view.dice.faces()))
    } else {
        Message::new("dice-kept-selected")
            .with("kept", faces(&view.kept))
            .with("selected", faces(&view.selected))
    }
}

fn scores(state: &GameState, board: &Scoreboard) -> Vec<Message> {
    let entries = board
        .lines
        .iter()
        .map(|line| {
            Message::new("score-entry")
                .with("player", name(state, line.player))
                .with("points", line.total)
                .into()
        })
        .collect();
    let mut said = vec![Message::new("scores").with("entries", list_comma(entries))];
    match board.leader {
        // Once the game is over nobody leads: someone won.
        Some((player, lead)) => said.push(
            Message::new(match state.is_over() {
                true => "scores-won-by",
                false => "scores-leader",
            })
            .with("player", name(state, player))
            .with("points", lead),
        ),
        None if board.lines.len() > 1 => {
            let top = board.lines.iter().map(|l| l.total).max().unwrap_or(0);
            let tied = board
                .lines
                .iter()
                .filter(|l| l.total == top)
                .map(|l| name(state, l.player))
                .collect();
            let tie = match state.is_over() {
                true => "scores-tie-final",
                false => "scores-tie",
            };
            said.push(Message::new(tie).with("players", list_and(tied)));
        }
        None => {}
    }
    said
}

/// Shift+S: one line per box across all players, then the upper section, bonuses and totals.
fn sheets(state: &GameState, players: &[PlayerSheets]) -> Vec<Message> {
    let rules = state.rules();
    let sheet_count = players.first().map_or(0, |p| p.sheets.len());
    // One entry per player: "Ann 25", or "Ann empty" when `value` has nothing to say.
    let row = |value: &dyn Fn(&PlayerSheets) -> Option<Arg>| -> Arg {
        list_comma(
            players
                .iter()
                .map(|p| {
                    match value(p) {
                        Some(points) => Message::new("sheet-entry")
                            .with("player", name(state, p.player))
                            .with("points", points),
                        None => {
                            Message::new("sheet-entry-empty").with("player", name(state, p.player))
                        }
                    }
                    .into()
                })
                .collect(),
        )
    };
    let mut said = Vec::new();
    for k in 0..sheet_count {
        if sheet_count > 1 {
            said.push(sheet_of(k as u8 + 1, sheet_count as u8));
        }
        for category in rules.categories() {
            let points = |p: &PlayerSheets| {
                p.sheets[k]
                    .rows
                    .iter()
                    .find(|r| r.category == category)
                    .and_then(|r| r.points)
                    .map(Arg::from)
            };
            said.push(
                Message::new("sheet-row")
                    .with("box", box_name(rules, category))
                    .with("entries", row(&points)),
            );
        }
        match rules.upper_bonus() {
            Some(bonus) => {
                let upper = list_comma(
                    players
                        .iter()
                        .map(|p| {
                            // Once the bonus is earned, "68 of 63" sounds like a shortfall: say it is reached.
                            let id = if p.sheets[k].totals.upper_bonus > 0 {
                                "sheet-upper-entry-reached"
                            } else {
                                "sheet-upper-entry"
                            };
                            Message::new(id)
                                .with("player", name(state, p.player))
                                .with("total", p.sheets[k].totals.upper)
                                .with("threshold", bonus.threshold)
                                .into()
                        })
                        .collect(),
                );
                said.push(Message::new("sheet-upper").with("entries", upper));
                said.push(Message::new("sheet-upper-bonus").with(
                    "entries",
                    row(&|p: &PlayerSheets| Some(p.sheets[k].totals.upper_bonus.into())),
                ));
            }
            None => said.push(Message::new("sheet-upper").with(
                "entries",
                row(&|p: &PlayerSheets| Some(p.sheets[k].totals.upper.into())),
            )),
        }
        if rules.yahtzee_bonus().is_some() {
            said.push(
                Message::new("sheet-yahtzee-bonus")
                    .with("box", box_name(rules, Category::Yahtzee))
                    .with(
                        "entries",
                        row(&|p: &PlayerSheets| Some(p.sheets[k].totals.yahtzee_bonus.into())),
                    ),
            );
        }
        said.push(Message::new("sheet-total").with(
            "entries",
            row(&|p: &PlayerSheets| Some(p.sheets[k].totals.grand.into())),
        ));
    }
    if sheet_count > 1 {
        said.push(
            Message::new("match-total")
                .with("entries", row(&|p: &PlayerSheets| Some(p.total.into()))),
        );
    }
    said
}

/// Whose turn it is, the round and the rolls left, said by `id` ("turn-info", or "turn-info-yours" at the turn's
/// own keyboard), and the sheet when there are several.
fn turn_view(state: &GameState, view: &TurnView, id: &'static str) -> Vec<Message> {
    let mut said = vec![
        Message::new(id)
            .with("player", name(state, view.player))
            .with("round", view.round)
            .with("rounds", view.rounds)
            .with("rolls", view.rolls_left),
    ];
    if view.sheets > 1 {
        said.push(sheet_of(view.sheet, view.sheets));
    }
    said
}

fn allowed_now(state: &GameState, allowed: &[Allowed]) -> Message {
    if allowed.is_empty() {
        return Message::new("game-over");
    }
    let rules = state.rules();
    let actions = allowed
        .iter()
        .map(|action| {
            match action {
                Allowed::Roll => Message::new("allowed-roll"),
                Allowed::Reroll => Message::new("allowed-reroll"),
                Allowed::Select(list) => Message::new("allowed-select").with("faces", faces(list)),
                Allowed::Unselect(list) => {
                    Message::new("allowed-unselect").with("faces", faces(list))
                }
                Allowed::OpenChooser => Message::new("allowed-open-chooser"),
                Allowed::Choose => Message::new("allowed-choose"),
                Allowed::Mark(boxes) => Message::new("allowed-mark")
                    .with("count", boxes.len())
                    .with(
                        "boxes",
                        list_or(boxes.iter().map(|c| box_name(rules, *c).into()).collect()),
                    ),
                Allowed::Undo => Message::new("allowed-undo"),
            }
            .into()
        })
        .collect();
    Message::new("allowed").with("actions", list_or(actions))
}

fn chooser_list(rules: &Ruleset, options: &[BoxOption]) -> Message {
    let entries = options
        .iter()
        .map(|option| {
            Message::new(if option.mark.joker {
                "chooser-option-joker"
            } else {
                "chooser-option"
            })
            .with("box", box_name(rules, option.mark.category))
            .with("points", option.mark.points)
            .into()
        })
        .collect();
    Message::new("chooser-list")
        .with("count", options.len())
        .with("options", list_comma(entries))
}
