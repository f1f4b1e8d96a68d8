//! Narration: what a player hears. A pure mapping from every game [`Event`], [`Rejection`] and [`Answer`]
//! to [`Message`]s (a Fluent id and arguments); rendering them is the business of `i18n`.
//!
//! A blind player knows only what is said, so every fact a sighted player would see is put into words here,
//! most important first, one short sentence per message. The shell speaks and prints the messages of one call
//! in order.
//!
//! - [`narrate_event`]: what just happened (a roll, a selection, a mark, a turn, the end of the game);
//!   [`narrate_event_as`] the same, briefly when the player asked for brief announcements;
//!   [`narrate_event_heard_as`] for a keyboard where only some players sit (a network table's client or
//!   spectator): "your turn" for a player here, the name on every line of anyone else's turn.
//! - [`narrate_rejection`]: why a command was refused and what to do instead.
//! - [`narrate_answer`]: the answer to a question (S, Shift+S, T, Space, D, help, the chooser).
//! - [`box_name`]: the name of a box, which follows both the preset and the language.
//! - [`score_table`]: the printed score sheet for Shift+S (the one function here that renders text, because
//!   aligning columns needs the rendered widths).
//!
//! The `state` passed in is read only for player names, whether a player is the computer, the ruleset and
//! the dice of the turn in progress; pass the state after the events were applied (what
//! [`crate::game::Game::state`] gives after `dispatch`).
//!
//! **Invariants:** no I/O and no Fluent in the mapping; every match is exhaustive without a wildcard arm, so
//! a new variant cannot be added without its message; every id produced exists in every locale (tested in
//! `tests.rs` by driving every variant). Lists of faces are passed pre-joined ("1, 3, 3, 4, 6") because
//! digits and commas read the same in every shipped language; lists of words go through the `list-*`
//! messages so each language chooses its own "and" and "or".

mod answers;
mod brief;
pub mod chances;
pub mod drill;
pub mod hint;
pub mod review;
pub mod rules;
mod table;

pub use answers::{dice_view_by_place, narrate_answer, narrate_answer_heard};
pub use brief::{Verbosity, narrate_event_as, narrate_event_heard_as, narrate_event_stood_in};

pub use table::score_table;

use crate::game::{
    Allowed, Answer, DiceView, Event, GameState, PlayerSheets, PlayerSpec, Rejection, Scoreboard,
    Standing, TurnView,
};
use crate::i18n::{Arg, Message};
use crate::rules::{BoxOption, Category, Face, Preset, Ruleset};

/// Whether people at other keyboards (the other clients at a network table, and its spectators) hear this event
/// of someone's turn. They hear the rolls and rerolls, marks, bonuses and undos; not the chooser's steps or the
/// dice picked up and put down, which are the mover's own thinking, and which at a table of four buried what
/// matters ("Choose a box." heard as an order by everyone).
pub fn heard_at_other_keyboards(event: &Event) -> bool {
    !matches!(
        event,
        Event::Selected { .. }
            | Event::Unselected { .. }
            | Event::SelectedAll { .. }
            | Event::KeptAll
            | Event::ChooserOpened { .. }
            | Event::CursorMoved { .. }
            | Event::ChooserClosed
    )
}

/// Which players sit at the keyboard that hears: a player here hears "your turn" and their own rolls plainly;
/// a player elsewhere (a computer, or a person at another client of a network table) is named in every line of
/// their turn.
pub type AtThisKeyboard<'a> = &'a dyn Fn(usize) -> bool;

/// At a keyboard of its own (solo, hot seat): every person plays here, every computer elsewhere.
pub fn every_person_here(state: &GameState) -> impl Fn(usize) -> bool + '_ {
    move |player| !is_computer(state, player)
}

/// What `event` means to the players at one keyboard where every person plays, most important first.
pub fn narrate_event(state: &GameState, event: &Event) -> Vec<Message> {
    narrate_event_heard(state, event, &every_person_here(state))
}

/// What `event` means to the players sitting at the keyboard `here` describes, in full.
pub fn narrate_event_heard(state: &GameState, event: &Event, here: AtThisKeyboard) -> Vec<Message> {
    match event {
        Event::TurnStarted {
            player,
            round,
            rounds,
            sheet,
            sheets,
            rolls_allowed,
        } => {
            let mut said = vec![
                Message::new(if here(*player) {
                    "turn-yours"
                } else {
                    "turn-started"
                })
                .with("player", name(state, *player))
                .with("round", *round)
                .with("rounds", *rounds),
            ];
            said.extend(turn_details(state, *sheet, *sheets, *rolls_allowed));
            said
        }
        Event::Rolled {
            player,
            dice,
            thrown,
            roll,
            rolls_allowed,
        } => {
            let kept = without(dice.faces(), thrown);
            let message = if !here(*player) {
                // A later roll of every die must not sound like the first roll of a new turn.
                if kept.is_empty() && *roll > 1 {
                    Message::new("computer-reroll-all")
                } else if kept.is_empty() {
                    Message::new("computer-roll")
                } else {
                    Message::new("computer-reroll")
                        .with("kept", faces(&kept))
                        .with("new", faces(thrown))
                }
                .with("player", name(state, *player))
            } else if kept.is_empty() {
                Message::new("roll")
                    .with("roll", *roll)
                    .with("rolls", *rolls_allowed)
            } else {
                Message::new("roll-again")
                    .with("roll", *roll)
                    .with("rolls", *rolls_allowed)
                    .with("new", faces(thrown))
            };
            vec![message.with("dice", faces(dice.faces()))]
        }
        Event::Selected { face, selected, at } => {
            vec![selection("die-selected", *face, selected, *at)]
        }
        Event::Unselected { face, selected, at } => {
            vec![selection("die-unselected", *face, selected, *at)]
        }
        Event::SelectedAll { .. } => vec![Message::new("all-selected")],
        Event::KeptAll => vec![Message::new("all-kept")],
        Event::ChooserOpened {
            cursor,
            points,
            joker,
        } => {
            let options = state.allowed_boxes();
            let position = options
                .iter()
                .position(|o| o.mark.category == *cursor)
                .map_or(1, |at| at + 1);
            // Under the forced Joker only some open boxes may take the roll: say so, or "1 of 2" would puzzle
            // a player who knows four boxes are open.
            let open = open_box_count(state);
            let opened = if options.len() < open {
                Message::new("chooser-opened-joker").with("count", options.len())
            } else {
                Message::new("chooser-opened")
            };
            vec![
                opened,
                chooser_box(
                    state.rules(),
                    *cursor,
                    *points,
                    *joker,
                    position,
                    options.len(),
                ),
            ]
        }
        Event::CursorMoved {
            cursor,
            points,
            joker,
            position,
            count,
            at_end,
        } => {
            let said = chooser_box(state.rules(), *cursor, *points, *joker, *position, *count);
            // At an end the same box is said again: first that the key went nowhere.
            match (*at_end, *position == 1) {
                (false, _) => vec![said],
                (true, true) => vec![Message::new("chooser-first-box"), said],
                (true, false) => vec![Message::new("chooser-last-box"), said],
            }
        }
        Event::ChooserClosed => vec![Message::new("chooser-closed")],
        Event::Marked {
            player,
            mark,
            by_computer,
            rolls_saved,
            upper_total,
            sheet: _,
        } => {
            let rules = state.rules();
            let mut said = vec![
                Message::new(if mark.joker { "mark-joker" } else { "mark" })
                    .with("player", name(state, *player))
                    .with("box", box_name(rules, mark.category))
                    .with("points", mark.points),
            ];
            // The upper section's total is for the player who marked: one line less for everyone else.
            said.extend(after_mark(
                rules,
                mark,
                "mark-yahtzee-bonus",
                upper_total.filter(|_| !*by_computer && here(*player)),
                *rolls_saved,
            ));
            said
        }
        Event::UpperBonusEarned { player, points } => vec![
            Message::new("upper-bonus-earned")
                .with("player", name(state, *player))
                .with("points", *points),
        ],
        Event::MarkUndone {
            player,
            mark,
            restored,
            sheet,
            rolls_saved_before: _,
        } => {
            let mut said = vec![
                Message::new("undo-mark")
                    .with("player", name(state, *player))
                    .with("box", box_name(state.rules(), mark.category))
                    .with("points", mark.points),
            ];
            // Everything the mark brought goes with it, and is said: the bonuses it earned.
            let rules = state.rules();
            let after = &state.players()[*player].sheets[usize::from(*sheet)];
            if mark.category.is_upper()
                && let Some(progress) = rules.upper_progress(after)
                && !progress.earned
                && progress.total + mark.points >= progress.threshold
            {
                said.push(Message::new("undo-upper-bonus").with("points", progress.bonus));
            }
            if mark.yahtzee_bonus > 0 {
                said.push(
                    Message::new("undo-yahtzee-bonus")
                        .with("box", box_name(rules, Category::Yahtzee))
                        .with("points", mark.yahtzee_bonus),
                );
            }
            if let Some(dice) = restored.dice {
                said.push(
                    Message::new("undo-back-to-roll")
                        .with("roll", restored.rolls_used)
                        .with("rolls", restored.rolls_allowed)
                        .with("dice", faces(dice.faces())),
                );
            }
            // Whoever's turn had begun meanwhile hears that it is not theirs any more.
            if !here(*player) {
                said.push(Message::new("undo-turn-theirs").with("player", name(state, *player)));
            }
            said
        }
        Event::GameOver { standings } => {
            let mut said = vec![Message::new("game-over")];
            said.extend(ranking(state, standings));
            said
        }
    }
}

/// What a new turn says after whose it is: the sheet in a match of several, and the rolls when saved rolls
/// change them.
fn turn_details(state: &GameState, sheet: u8, sheets: u8, rolls_allowed: u8) -> Vec<Message> {
    let mut said = Vec::new();
    if sheets > 1 {
        said.push(sheet_of(sheet, sheets));
    }
    if rolls_allowed != state.rules().rolls_per_turn() {
        said.push(Message::new("turn-rolls").with("rolls", rolls_allowed));
    }
    said
}

/// What a mark brings besides its points: the Yahtzee bonus (said by `bonus_id`), the upper section's total
/// (`upper_total`, none for a computer's move: one short line, its upper section asked for with the sheets),
/// and rolls saved for the next turn.
fn after_mark(
    rules: &Ruleset,
    mark: &crate::rules::Mark,
    bonus_id: &'static str,
    upper_total: Option<u16>,
    rolls_saved: u8,
) -> Vec<Message> {
    let mut said = Vec::new();
    if mark.yahtzee_bonus > 0 {
        said.push(
            Message::new(bonus_id)
                .with("box", box_name(rules, Category::Yahtzee))
                .with("points", mark.yahtzee_bonus),
        );
    }
    if let Some(total) = upper_total {
        said.push(match rules.upper_bonus() {
            Some(bonus) if total < bonus.threshold => Message::new("mark-upper-progress")
                .with("total", total)
                .with("threshold", bonus.threshold),
            _ => Message::new("mark-upper-total").with("total", total),
        });
    }
    if rolls_saved > 0 {
        said.push(Message::new("mark-rolls-saved").with("rolls", rolls_saved));
    }
    said
}

/// Why `rejection` happened and what to do instead.
pub fn narrate_rejection(state: &GameState, rejection: &Rejection) -> Vec<Message> {
    let rules = state.rules();
    let turn = state.turn();
    let message = match rejection {
        Rejection::GameOver => Message::new("refused-game-over"),
        Rejection::ComputerPlaying { player } => {
            Message::new("refused-computer-playing").with("player", name(state, *player))
        }
        Rejection::NotRolledYet => Message::new("refused-not-rolled"),
        Rejection::NoRollLeft => Message::new("refused-no-roll-left"),
        Rejection::NoKeptDie(face) => {
            let kept = turn.map(|t| t.kept()).unwrap_or_default();
            if kept.is_empty() {
                Message::new("refused-no-kept-die-none").with("face", face.value())
            } else {
                Message::new("refused-no-kept-die")
                    .with("face", face.value())
                    .with("kept", faces(&kept))
            }
        }
        Rejection::NoSelectedDie(face) => {
            let selected = turn.map(|t| t.selected.clone()).unwrap_or_default();
            if selected.is_empty() {
                Message::new("refused-no-selected-die-none").with("face", face.value())
            } else {
                Message::new("refused-no-selected-die")
                    .with("face", face.value())
                    .with("selected", faces(&selected))
            }
        }
        Rejection::NoDieAt { position, dice } => Message::new("refused-no-die-at")
            .with("position", *position)
            .with("dice", *dice),
        Rejection::KeptAt { position, face } => Message::new("refused-kept-at")
            .with("position", *position)
            .with("face", face.value()),
        Rejection::FacesNotShowing { asked, dice } => Message::new("refused-faces-not-showing")
            .with("asked", faces(asked))
            .with("dice", faces(dice.faces())),
        Rejection::NothingToReroll => Message::new("refused-nothing-to-reroll"),
        Rejection::ChooserClosed => Message::new("refused-chooser-closed"),
        Rejection::BoxFilled(category) => {
            Message::new("refused-box-filled").with("box", box_name(rules, *category))
        }
        Rejection::NoSuchBox(category) => {
            Message::new("refused-no-such-box").with("box", box_name(rules, *category))
        }
        Rejection::JokerRequires(boxes) => Message::new("refused-joker-requires").with(
            "boxes",
            list_or(boxes.iter().map(|c| box_name(rules, *c).into()).collect()),
        ),
        Rejection::NothingToUndo => Message::new("refused-nothing-to-undo"),
        Rejection::ComputerMoveFinal => Message::new("refused-computer-move-final"),
        Rejection::UndoTooLate => Message::new("refused-undo-too-late"),
        Rejection::DiceExhausted => Message::new("refused-dice-exhausted"),
    };
    vec![message]
}

/// The name a player knows a preset by ("Yahtzee with the free Joker"); ids such as `yahtzee-free-joker` are
/// for typing and files, never for saying.
pub fn preset_name(preset: Preset) -> Message {
    Message::new("preset-name").with("preset", preset.id())
}

/// A computer level's name in the player's language ("experto"); ids such as `expert` are for typing.
pub fn level_name(skill: crate::game::Skill) -> Message {
    Message::new("level-name").with("level", skill.id())
}

/// A die set to be rerolled or kept again (`id`), named by its place when it was chosen by place.
fn selection(id: &'static str, face: Face, selected: &[Face], at: Option<u8>) -> Message {
    let message = match at {
        Some(position) => Message::new(format!("{id}-at")).with("position", position),
        None => Message::new(id),
    };
    message
        .with("face", face.value())
        .with("count", selected.len())
        .with("selected", faces(selected))
}

/// The name of `category`'s box in this ruleset. The five-of-a-kind box is named after the game the preset
/// plays (Yahtzee, Yatzy, Maxi Yatzy); every other box has one name per language.
pub fn box_name(rules: &Ruleset, category: Category) -> Message {
    let id = match category {
        Category::Ones => "box-ones",
        Category::Twos => "box-twos",
        Category::Threes => "box-threes",
        Category::Fours => "box-fours",
        Category::Fives => "box-fives",
        Category::Sixes => "box-sixes",
        Category::OnePair => "box-one-pair",
        Category::TwoPairs => "box-two-pairs",
        Category::ThreePairs => "box-three-pairs",
        Category::ThreeOfAKind => "box-three-of-a-kind",
        Category::FourOfAKind => "box-four-of-a-kind",
        Category::FiveOfAKind => "box-five-of-a-kind",
        Category::FullHouse => "box-full-house",
        Category::Villa => "box-villa",
        Category::Tower => "box-tower",
        Category::SmallStraight => "box-small-straight",
        Category::LargeStraight => "box-large-straight",
        Category::FullStraight => "box-full-straight",
        Category::Chance => "box-chance",
        Category::Yahtzee => match rules.preset_id() {
            Preset::Yahtzee | Preset::YahtzeeFreeJoker | Preset::Classic | Preset::ClassicExtra => {
                "box-yahtzee"
            }
            Preset::Yatzy => "box-yatzy",
            Preset::MaxiYatzy => "box-maxi-yatzy",
        },
        Category::Pair => "box-pair",
        Category::DoublePair => "box-double-pair",
        Category::Misere => "box-misere",
    };
    Message::new(id)
}

fn name(state: &GameState, player: usize) -> Arg {
    state
        .config()
        .players
        .get(player)
        .map_or_else(|| Arg::from(""), player_name)
}

/// How a player is named to the listener: by name, or a computer named by number in the listener's own
/// language ("Computer 2", "Ordinateur 2").
pub fn player_name(player: &PlayerSpec) -> Arg {
    named(
        player.name.as_str(),
        player.number.filter(|_| player.is_computer()),
    )
}

/// A player's name as the listener hears it: `name`, or for a computer named by number (`computer_number`)
/// that number in the listener's own language.
pub fn named(name: &str, computer_number: Option<u8>) -> Arg {
    match computer_number {
        Some(number) => Message::new("setup-bot-name").with("n", number).into(),
        None => name.to_string().into(),
    }
}

fn is_computer(state: &GameState, player: usize) -> bool {
    state
        .config()
        .players
        .get(player)
        .is_some_and(|p| p.is_computer())
}

/// Faces as "1, 3, 3, 4, 6": digits and commas read the same in every shipped language.
pub fn faces(list: &[Face]) -> Arg {
    list.iter()
        .map(|f| f.value().to_string())
        .collect::<Vec<_>>()
        .join(", ")
        .into()
}

/// `all` without one die of each face in `taken`.
fn without(all: &[Face], taken: &[Face]) -> Vec<Face> {
    let mut rest = all.to_vec();
    for face in taken {
        if let Some(at) = rest.iter().position(|f| f == face) {
            rest.remove(at);
        }
    }
    rest
}

/// Items joined with commas and a final "and" (`list-and`), in the language's own words.
pub fn list_and(items: Vec<Arg>) -> Arg {
    joined(items, "list-comma", "list-and")
}

/// Items joined with commas and a final "or" (`list-or`).
pub fn list_or(items: Vec<Arg>) -> Arg {
    joined(items, "list-comma", "list-or")
}

/// Items joined with commas only (`list-comma`), for enumerations such as "Ann 25, Bo 12".
pub fn list_comma(items: Vec<Arg>) -> Arg {
    joined(items, "list-comma", "list-comma")
}

/// Items each set apart from the next by `separator` (a message of `$first` and `$second`), for entries that
/// hold commas of their own, so that the ear tells where one entry ends and the next begins.
pub fn list_separated(items: Vec<Arg>, separator: &'static str) -> Arg {
    joined(items, separator, separator)
}

fn joined(mut items: Vec<Arg>, join: &'static str, last_join: &'static str) -> Arg {
    match items.len() {
        0 => Arg::from(""),
        1 => items.remove(0),
        2 => {
            let second = items.remove(1);
            let first = items.remove(0);
            Message::new(last_join)
                .with("first", first)
                .with("second", second)
                .into()
        }
        _ => {
            let first = items.remove(0);
            Message::new(join)
                .with("first", first)
                .with("second", joined(items, join, last_join))
                .into()
        }
    }
}

/// How many boxes are open on the sheet of the player whose turn it is (0 between turns).
fn open_box_count(state: &GameState) -> usize {
    let Some((turn, dice)) = state.turn().and_then(|t| Some((t, t.dice?))) else {
        return 0;
    };
    let player = &state.players()[turn.player];
    let sheet = &player.sheets[state.current_sheet(turn.player)];
    state.rules().box_options(sheet, &dice).len()
}

fn sheet_of(sheet: u8, sheets: u8) -> Message {
    Message::new("sheet-of")
        .with("sheet", sheet)
        .with("sheets", sheets)
}

fn chooser_box(
    rules: &Ruleset,
    category: Category,
    points: u16,
    joker: bool,
    position: usize,
    count: usize,
) -> Message {
    Message::new(if joker {
        "chooser-box-joker"
    } else {
        "chooser-box"
    })
    .with("box", box_name(rules, category))
    .with("points", points)
    .with("position", position)
    .with("count", count)
}

/// The final ranking: players sharing a place are named together as a tie.
fn ranking(state: &GameState, standings: &[Standing]) -> Vec<Message> {
    if let [alone] = standings {
        return vec![
            Message::new("rank-solo")
                .with("player", name(state, alone.player))
                .with("points", alone.total),
        ];
    }
    let mut said = Vec::new();
    let mut rest = standings;
    while let Some(first) = rest.first() {
        let group_len = rest.iter().take_while(|s| s.place == first.place).count();
        let (group, after) = rest.split_at(group_len);
        rest = after;
        said.push(match group {
            [only] if only.place == 1 => Message::new("rank-winner")
                .with("player", name(state, only.player))
                .with("points", only.total),
            [only] => Message::new("rank")
                .with("player", name(state, only.player))
                .with("place", only.place)
                .with("points", only.total),
            tied => Message::new("rank-tie")
                .with(
                    "players",
                    list_and(tied.iter().map(|s| name(state, s.player)).collect()),
                )
                .with("place", first.place)
                .with("points", first.total),
        });
    }
    said
}

#[cfg(test)]
mod tests;
