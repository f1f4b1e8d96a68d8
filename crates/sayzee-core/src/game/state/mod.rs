//! The game state machine: `handle` holds every decision and returns events or a rejection; `apply`
//! records an event and decides nothing. The only way state changes is `apply`, so replaying the events of
//! a game rebuilds it exactly.

use serde::{Deserialize, Serialize};

use crate::rules::{BoxOption, Category, Dice, Face, Mark, MarkRefusal, Ruleset, Sheet};

use super::command::{Actor, Command, CursorMove};
use super::config::{ConfigError, MatchConfig};
use super::dice_source::{DiceSource, TurnKey};
use super::event::{Event, Rejection, Standing};
use super::position;
use super::turn::{Turn, without};

mod apply;
mod decision;
mod missed;

/// Where the match stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    Playing(Turn),
    Over(Vec<Standing>),
}

/// One player's sheets and carried rolls.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerState {
    pub sheets: Vec<Sheet>,
    /// Rolls carried to the next turn (Maxi Yatzy's saved rolls).
    pub saved_rolls: u8,
}

/// What undo needs to take the last mark back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LastMark {
    pub player: usize,
    pub sheet: u8,
    pub mark: Mark,
    pub by_computer: bool,
    pub turn_before: Turn,
    pub rolls_saved_before: u8,
}

/// The whole state of a match, without its source of dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameStateData", into = "GameStateData")]
pub struct GameState {
    config: MatchConfig,
    rules: Ruleset,
    players: Vec<PlayerState>,
    phase: Phase,
    last_mark: Option<LastMark>,
}

/// The saved form of [`GameState`]: the ruleset is rebuilt from the config, and everything is checked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameStateData {
    config: MatchConfig,
    players: Vec<PlayerState>,
    phase: Phase,
    last_mark: Option<LastMark>,
}

/// Why saved state cannot be a game: it contradicts itself or its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StateError {
    Config(ConfigError),
    PlayerCount,
    SheetCount,
    ForeignBox(Category),
    TurnPlayer,
    DiceCount,
    Selection,
    Rolls,
    FinishedTurn,
}

impl std::fmt::Display for StateError {
    /// Technical detail for damaged-file reports; players hear a localized message.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "inconsistent game state: {self:?}")
    }
}

impl TryFrom<GameStateData> for GameState {
    type Error = StateError;

    fn try_from(data: GameStateData) -> Result<Self, Self::Error> {
        let rules = data.config.validate().map_err(StateError::Config)?;
        if data.players.len() != data.config.players.len() {
            return Err(StateError::PlayerCount);
        }
        for player in &data.players {
            if player.sheets.len() != usize::from(data.config.sheets) {
                return Err(StateError::SheetCount);
            }
            for sheet in &player.sheets {
                if let Some(foreign) = sheet.filled().find(|c| !rules.has_box(*c)) {
                    return Err(StateError::ForeignBox(foreign));
                }
            }
        }
        let turns = std::iter::once(match &data.phase {
            Phase::Playing(turn) => Some(turn),
            Phase::Over(_) => None,
        })
        .chain([data.last_mark.as_ref().map(|m| &m.turn_before)])
        .flatten();
        for turn in turns {
            if turn.player >= data.players.len() {
                return Err(StateError::TurnPlayer);
            }
            if turn.rolls_used > turn.rolls_allowed {
                return Err(StateError::Rolls);
            }
            if let Some(dice) = turn.dice {
                if dice.len() != usize::from(rules.dice_count()) {
                    return Err(StateError::DiceCount);
                }
                if without(dice.faces(), &turn.selected).is_none() {
                    return Err(StateError::Selection);
                }
            } else if turn.rolls_used > 0 || !turn.selected.is_empty() {
                return Err(StateError::Rolls);
            }
        }
        if let Phase::Playing(turn) = &data.phase
            && data.players[turn.player]
                .sheets
                .iter()
                .all(|s| rules.is_complete(s))
        {
            return Err(StateError::FinishedTurn);
        }
        Ok(GameState {
            config: data.config,
            rules,
            players: data.players,
            phase: data.phase,
            last_mark: data.last_mark,
        })
    }
}

impl From<GameState> for GameStateData {
    fn from(state: GameState) -> GameStateData {
        GameStateData {
            config: state.config,
            players: state.players,
            phase: state.phase,
            last_mark: state.last_mark,
        }
    }
}

impl GameState {
    /// A new match, and the events that start it (the first player's turn).
    ///
    /// # Errors
    /// [`ConfigError`] when the match cannot be set up this way.
    pub fn start(config: MatchConfig) -> Result<(GameState, Vec<Event>), ConfigError> {
        let rules = config.validate()?;
        let players = vec![
            PlayerState {
                sheets: vec![Sheet::default(); usize::from(config.sheets)],
                saved_rolls: 0,
            };
            config.players.len()
        ];
        let mut state = GameState {
            config,
            rules,
            players,
            // Replaced at once by the first TurnStarted; never seen.
            phase: Phase::Over(Vec::new()),
            last_mark: None,
        };
        let first = state.turn_start(0, &state.players[0]);
        state.apply(&first);
        Ok((state, vec![first]))
    }

    pub fn config(&self) -> &MatchConfig {
        &self.config
    }

    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The state with the chooser closed: where the cursor stood is not worth keeping between runs.
    pub(super) fn at_rest(&self) -> GameState {
        let mut state = self.clone();
        if let Phase::Playing(turn) = &mut state.phase {
            turn.chooser = None;
        }
        state
    }

    /// The turn in progress, unless the game is over.
    pub fn turn(&self) -> Option<&Turn> {
        match &self.phase {
            Phase::Playing(turn) => Some(turn),
            Phase::Over(_) => None,
        }
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over(_))
    }

    pub fn last_mark(&self) -> Option<&LastMark> {
        self.last_mark.as_ref()
    }

    /// The sheet `player` is filling: the first one not complete (the last one when all are).
    pub fn current_sheet(&self, player: usize) -> usize {
        current_sheet(&self.rules, &self.players[player])
    }

    /// Turns a player has in the whole match.
    pub fn rounds(&self) -> u16 {
        (self.rules.boxes().len() * usize::from(self.config.sheets)) as u16
    }

    /// A player's match total: every sheet's grand total.
    pub fn total(&self, player: usize) -> u32 {
        total(&self.rules, &self.players[player])
    }

    /// The open boxes the current dice may go in, with their points, in sheet order.
    pub fn allowed_boxes(&self) -> Vec<BoxOption> {
        let Some(turn) = self.turn() else {
            return Vec::new();
        };
        let Some(dice) = turn.dice else {
            return Vec::new();
        };
        let player = &self.players[turn.player];
        let sheet = &player.sheets[current_sheet(&self.rules, player)];
        self.rules
            .box_options(sheet, &dice)
            .into_iter()
            .filter(|option| option.allowed)
            .collect()
    }

    /// Decides what `command` from `actor` does: the events it causes, or why it is refused. Dice are
    /// thrown only once everything else is decided, so a refusal never consumes dice.
    ///
    /// # Errors
    /// A [`Rejection`] saying why, with the state unchanged.
    pub fn handle(
        &self,
        actor: Actor,
        command: &Command,
        dice: &mut DiceSource,
    ) -> Result<Vec<Event>, Rejection> {
        if *command == Command::Undo {
            return self.handle_undo();
        }
        let turn = self.turn().ok_or(Rejection::GameOver)?;
        if actor == Actor::Human && self.config.players[turn.player].is_computer() {
            return Err(Rejection::ComputerPlaying {
                player: turn.player,
            });
        }
        let mut events = Vec::new();
        match command {
            Command::Advance => match (turn.dice, turn.chooser) {
                (None, _) => events.push(self.roll(turn, None, dice)?),
                (Some(_), Some(cursor)) => events.extend(self.mark(turn, cursor, actor)?),
                (Some(_), None) if !turn.selected.is_empty() && turn.rolls_left() > 0 => {
                    events.push(self.roll(turn, Some(&turn.selected), dice)?);
                }
                (Some(_), None) => events.push(self.open_chooser(None)?),
            },
            Command::Roll => {
                if turn.dice.is_some() {
                    rolls_left(turn)?;
                    if turn.selected.is_empty() {
                        return Err(Rejection::NothingToReroll);
                    }
                    events.extend(close_chooser(turn));
                }
                let reroll = turn.dice.map(|_| turn.selected.as_slice());
                events.push(self.roll(turn, reroll, dice)?);
            }
            Command::Select(face) => {
                rolled(turn)?;
                rolls_left(turn)?;
                let kept = turn.kept();
                if !kept.contains(face) {
                    return Err(Rejection::NoKeptDie(*face));
                }
                events.extend(close_chooser(turn));
                events.push(Event::Selected {
                    face: *face,
                    selected: sorted_with(&turn.selected, *face),
                    at: None,
                });
            }
            Command::Unselect(face) => {
                rolled(turn)?;
                let selected =
                    without(&turn.selected, &[*face]).ok_or(Rejection::NoSelectedDie(*face))?;
                events.extend(close_chooser(turn));
                events.push(Event::Unselected {
                    face: *face,
                    selected,
                    at: None,
                });
            }
            Command::ToggleAt(position) | Command::KeepAt(position) => {
                let all = rolled(turn)?;
                let (face, selected) =
                    position::die_at(all.faces(), &turn.selected_places(), *position).ok_or(
                        Rejection::NoDieAt {
                            position: *position,
                            dice: all.faces().len() as u8,
                        },
                    )?;
                let at = Some(*position);
                let event = if selected {
                    let selected = without(&turn.selected, &[face]).unwrap_or_default();
                    Event::Unselected { face, selected, at }
                } else if matches!(command, Command::KeepAt(_)) {
                    return Err(Rejection::KeptAt {
                        position: *position,
                        face,
                    });
                } else {
                    rolls_left(turn)?;
                    let selected = sorted_with(&turn.selected, face);
                    Event::Selected { face, selected, at }
                };
                events.extend(close_chooser(turn));
                events.push(event);
            }
            Command::SelectAll => {
                let all = rolled(turn)?;
                rolls_left(turn)?;
                events.extend(close_chooser(turn));
                events.push(Event::SelectedAll {
                    selected: all.faces().to_vec(),
                });
            }
            Command::KeepAll => {
                rolled(turn)?;
                events.extend(close_chooser(turn));
                events.push(Event::KeptAll);
            }
            Command::Reroll(faces) => {
                let all = rolled(turn)?;
                rolls_left(turn)?;
                if faces.is_empty() {
                    return Err(Rejection::NothingToReroll);
                }
                without(all.faces(), faces).ok_or_else(|| Rejection::FacesNotShowing {
                    asked: faces.clone(),
                    dice: all,
                })?;
                events.push(self.roll(turn, Some(faces), dice)?);
            }
            Command::KeepOnly(faces) => {
                let all = rolled(turn)?;
                rolls_left(turn)?;
                let reroll =
                    without(all.faces(), faces).ok_or_else(|| Rejection::FacesNotShowing {
                        asked: faces.clone(),
                        dice: all,
                    })?;
                if reroll.is_empty() {
                    return Err(Rejection::NothingToReroll);
                }
                events.push(self.roll(turn, Some(&reroll), dice)?);
            }
            Command::OpenChooser => {
                rolled(turn)?;
                events.push(self.open_chooser(turn.chooser)?);
            }
            Command::CloseChooser => {
                if turn.chooser.is_none() {
                    return Err(Rejection::ChooserClosed);
                }
                events.push(Event::ChooserClosed);
            }
            Command::Cursor(movement) => {
                rolled(turn)?;
                events.push(self.move_cursor(turn, *movement)?);
            }
            Command::Mark(category) => {
                rolled(turn)?;
                events.extend(self.mark(turn, *category, actor)?);
            }
            Command::Undo => unreachable!("handled above"),
        }
        Ok(events)
    }

    /// The `TurnStarted` event of the turn in progress while it has not rolled yet: how a turn that began
    /// elsewhere (a network table's start, heard as a snapshot) is told as if it had just begun here.
    pub fn turn_beginning(&self) -> Option<Event> {
        let turn = self.turn().filter(|turn| turn.dice.is_none())?;
        let player = self.players.get(turn.player)?;
        Some(self.turn_start(turn.player, player))
    }

    fn turn_start(&self, player: usize, state: &PlayerState) -> Event {
        let sheet = current_sheet(&self.rules, state);
        let carried = if self.rules.saved_rolls() {
            state.saved_rolls
        } else {
            0
        };
        Event::TurnStarted {
            player,
            round: round_of(state),
            rounds: self.rounds(),
            sheet: sheet as u8 + 1,
            sheets: self.config.sheets,
            rolls_allowed: self.rules.rolls_per_turn().saturating_add(carried),
        }
    }

    /// Throws all the dice (`reroll` is `None`) or the dice showing the faces in `reroll`.
    fn roll(
        &self,
        turn: &Turn,
        reroll: Option<&[Face]>,
        source: &mut DiceSource,
    ) -> Result<Event, Rejection> {
        let count = usize::from(self.rules.dice_count());
        let kept = match (reroll, turn.dice) {
            (Some(faces), Some(dice)) => {
                without(dice.faces(), faces).ok_or_else(|| Rejection::FacesNotShowing {
                    asked: faces.to_vec(),
                    dice,
                })?
            }
            _ => Vec::new(),
        };
        let key = TurnKey {
            player: turn.player,
            round: round_of(&self.players[turn.player]),
        };
        let mut thrown = source
            .roll(count - kept.len(), key)
            .map_err(|_| Rejection::DiceExhausted)?;
        thrown.sort_unstable();
        let all: Vec<Face> = kept.iter().chain(&thrown).copied().collect();
        Ok(Event::Rolled {
            player: turn.player,
            dice: Dice::new(&all).expect("the ruleset's number of dice"),
            thrown,
            roll: turn.rolls_used + 1,
            rolls_allowed: turn.rolls_allowed,
        })
    }

    /// Opens the chooser at `at`, or else on the box these dice score most in (the first such in sheet order),
    /// so that Enter, Enter, Enter never scratches a box while another would score points.
    fn open_chooser(&self, at: Option<Category>) -> Result<Event, Rejection> {
        let options = self.allowed_boxes();
        let best = options
            .iter()
            .rev()
            .max_by_key(|o| o.mark.points)
            .expect("an unfinished sheet has an allowed box");
        let option = at
            .and_then(|c| options.iter().find(|o| o.mark.category == c))
            .unwrap_or(best);
        Ok(Event::ChooserOpened {
            cursor: option.mark.category,
            points: option.mark.points,
            joker: option.mark.joker,
        })
    }

    fn move_cursor(&self, turn: &Turn, movement: CursorMove) -> Result<Event, Rejection> {
        let options = self.allowed_boxes();
        let last = options.len() - 1;
        let (index, at_end) = match turn.chooser {
            None => match movement {
                CursorMove::Next | CursorMove::First => (0, false),
                CursorMove::Previous | CursorMove::Last => (last, false),
            },
            Some(cursor) => {
                let at = options
                    .iter()
                    .position(|o| o.mark.category == cursor)
                    .unwrap_or(0);
                match movement {
                    CursorMove::Next => ((at + 1).min(last), at == last),
                    CursorMove::Previous => (at.saturating_sub(1), at == 0),
                    CursorMove::First => (0, false),
                    CursorMove::Last => (last, false),
                }
            }
        };
        let option = options[index];
        Ok(Event::CursorMoved {
            cursor: option.mark.category,
            points: option.mark.points,
            joker: option.mark.joker,
            position: index + 1,
            count: options.len(),
            at_end,
        })
    }

    fn mark(&self, turn: &Turn, category: Category, actor: Actor) -> Result<Vec<Event>, Rejection> {
        let dice = rolled(turn)?;
        let player = &self.players[turn.player];
        let sheet_index = current_sheet(&self.rules, player);
        let sheet = &player.sheets[sheet_index];
        let mark = self
            .rules
            .mark(sheet, &dice, category)
            .map_err(|refusal| match refusal {
                MarkRefusal::NoSuchBox(c) => Rejection::NoSuchBox(c),
                MarkRefusal::AlreadyFilled(c) => Rejection::BoxFilled(c),
                MarkRefusal::JokerRequires(allowed) => Rejection::JokerRequires(allowed),
            })?;

        // Decide the consequences on a copy of the player, then describe them as events.
        let mut after = player.clone();
        after.sheets[sheet_index].record(&mark);
        after.saved_rolls = if self.rules.saved_rolls() {
            turn.rolls_left()
        } else {
            0
        };
        let upper_before = self.rules.upper_progress(sheet);
        let upper_after = self.rules.upper_progress(&after.sheets[sheet_index]);
        let mut events = vec![Event::Marked {
            player: turn.player,
            sheet: sheet_index as u8,
            mark,
            by_computer: actor == Actor::Computer,
            rolls_saved: after.saved_rolls,
            upper_total: category
                .is_upper()
                .then(|| self.rules.upper_total(&after.sheets[sheet_index])),
        }];
        if let (Some(before), Some(now)) = (upper_before, upper_after)
            && now.earned
            && !before.earned
        {
            events.push(Event::UpperBonusEarned {
                player: turn.player,
                points: now.bonus,
            });
        }

        let mut players = self.players.clone();
        players[turn.player] = after;
        let count = players.len();
        let next = (1..=count)
            .map(|step| (turn.player + step) % count)
            .find(|&p| !players[p].sheets.iter().all(|s| self.rules.is_complete(s)));
        events.push(match next {
            Some(next) => self.turn_start(next, &players[next]),
            None => Event::GameOver {
                standings: standings(&self.rules, &players),
            },
        });
        Ok(events)
    }

    fn handle_undo(&self) -> Result<Vec<Event>, Rejection> {
        let last = self.last_mark.as_ref().ok_or(Rejection::NothingToUndo)?;
        if last.by_computer {
            return Err(Rejection::ComputerMoveFinal);
        }
        if let Some(turn) = self.turn()
            && turn.rolls_used > 0
        {
            return Err(Rejection::UndoTooLate);
        }
        Ok(vec![Event::MarkUndone {
            player: last.player,
            sheet: last.sheet,
            mark: last.mark,
            restored: last.turn_before.clone(),
            rolls_saved_before: last.rolls_saved_before,
        }])
    }
}

fn rolled(turn: &Turn) -> Result<Dice, Rejection> {
    turn.dice.ok_or(Rejection::NotRolledYet)
}

fn rolls_left(turn: &Turn) -> Result<(), Rejection> {
    if turn.rolls_left() == 0 {
        Err(Rejection::NoRollLeft)
    } else {
        Ok(())
    }
}

fn close_chooser(turn: &Turn) -> Option<Event> {
    turn.chooser.map(|_| Event::ChooserClosed)
}

fn sorted_with(faces: &[Face], face: Face) -> Vec<Face> {
    let mut all = faces.to_vec();
    all.push(face);
    all.sort_unstable();
    all
}

/// The round a player's turn is in, 1-based across sheets: the boxes they have filled, plus one. A turn's start
/// says it, and duplicate dice draw from its stream.
fn round_of(player: &PlayerState) -> u16 {
    let filled: usize = player.sheets.iter().map(Sheet::filled_count).sum();
    filled as u16 + 1
}

fn current_sheet(rules: &Ruleset, player: &PlayerState) -> usize {
    player
        .sheets
        .iter()
        .position(|s| !rules.is_complete(s))
        .unwrap_or(player.sheets.len().saturating_sub(1))
}

fn total(rules: &Ruleset, player: &PlayerState) -> u32 {
    player
        .sheets
        .iter()
        .map(|s| u32::from(rules.totals(s).grand))
        .sum()
}

/// Places by total, highest first; equal totals share a place and are marked tied.
fn standings(rules: &Ruleset, players: &[PlayerState]) -> Vec<Standing> {
    let totals: Vec<u32> = players.iter().map(|p| total(rules, p)).collect();
    let mut standings: Vec<Standing> = totals
        .iter()
        .enumerate()
        .map(|(player, &total)| Standing {
            player,
            place: 1 + totals.iter().filter(|&&t| t > total).count(),
            total,
            tied: totals.iter().filter(|&&t| t == total).count() > 1,
        })
        .collect();
    standings.sort_by_key(|s| (s.place, s.player));
    standings
}
