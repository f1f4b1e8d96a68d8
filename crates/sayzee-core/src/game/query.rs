//! Questions a player asks without changing anything: the dice, the scores, the sheets, whose turn it is,
//! what may be done now. Answers are data; the narrator words them.

use serde::{Deserialize, Serialize};

use crate::rules::{BoxOption, Category, Dice, Face, Totals, UpperProgress};

use super::state::{GameState, Phase};

/// What a player can ask.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Query {
    /// Space: which dice are kept and which will be rerolled.
    Dice,
    /// D: the latest roll.
    LatestRoll,
    /// S: every player's total.
    Scores,
    /// Shift+S: every sheet in full.
    Sheets,
    /// T: whose turn, which round, rolls left.
    Turn,
    /// What may be done now (for help).
    Allowed,
    /// The chooser: the allowed boxes with their points, and the cursor.
    Chooser,
}

/// The dice of the turn in progress.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceView {
    pub player: usize,
    pub dice: Dice,
    pub kept: Vec<Face>,
    pub selected: Vec<Face>,
    /// The places (1 for the lowest die) of the selected dice.
    pub places: Vec<u8>,
    pub roll: u8,
    pub rolls_allowed: u8,
}

/// One player's total, in play order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreLine {
    pub player: usize,
    pub total: u32,
}

/// Every total, and who leads by how much (no leader while the top is shared or with one player).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoreboard {
    pub lines: Vec<ScoreLine>,
    pub leader: Option<(usize, u32)>,
}

/// One box of a sheet: its points once filled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetRow {
    pub category: Category,
    pub points: Option<u16>,
}

/// One sheet in full.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetView {
    pub rows: Vec<SheetRow>,
    pub upper: Option<UpperProgress>,
    pub yahtzee_bonuses: u8,
    pub totals: Totals,
}

/// A player's sheets.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSheets {
    pub player: usize,
    pub sheets: Vec<SheetView>,
    pub total: u32,
}

/// Whose turn it is and how far the match has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnView {
    pub player: usize,
    pub round: u16,
    pub rounds: u16,
    pub sheet: u8,
    pub sheets: u8,
    pub rolls_used: u8,
    pub rolls_left: u8,
}

/// Something that may be done now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Allowed {
    /// The first roll of the turn.
    Roll,
    /// Reroll the selected dice.
    Reroll,
    /// Select a kept die of one of these faces.
    Select(Vec<Face>),
    /// Keep again a selected die of one of these faces.
    Unselect(Vec<Face>),
    /// Open the chooser.
    OpenChooser,
    /// Move the cursor, mark or leave the chooser.
    Choose,
    /// Mark one of these boxes.
    Mark(Vec<Category>),
    /// Take back the last mark.
    Undo,
}

/// The chooser's content.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChooserView {
    pub options: Vec<BoxOption>,
    /// The box under the cursor, while the chooser is open.
    pub cursor: Option<Category>,
}

/// The answer to a [`Query`]; `None` inside where the question has no answer now (no dice before the
/// first roll, no turn after the game).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Answer {
    Dice(Option<DiceView>),
    LatestRoll(Option<DiceView>),
    Scores(Scoreboard),
    Sheets(Vec<PlayerSheets>),
    Turn(Option<TurnView>),
    Allowed(Vec<Allowed>),
    Chooser(Option<ChooserView>),
}

impl GameState {
    /// Answers `query`. Changes nothing.
    pub fn query(&self, query: Query) -> Answer {
        match query {
            Query::Dice | Query::LatestRoll => {
                let view = self.turn().and_then(|turn| {
                    Some(DiceView {
                        player: turn.player,
                        dice: turn.dice?,
                        kept: turn.kept(),
                        selected: turn.selected.clone(),
                        places: turn.selected_places(),
                        roll: turn.rolls_used,
                        rolls_allowed: turn.rolls_allowed,
                    })
                });
                if query == Query::Dice {
                    Answer::Dice(view)
                } else {
                    Answer::LatestRoll(view)
                }
            }
            Query::Scores => Answer::Scores(self.scoreboard()),
            Query::Sheets => Answer::Sheets(self.sheet_views()),
            Query::Turn => Answer::Turn(self.turn_view()),
            Query::Allowed => Answer::Allowed(self.allowed()),
            Query::Chooser => Answer::Chooser(self.turn().and_then(|turn| {
                turn.dice?;
                Some(ChooserView {
                    options: self.allowed_boxes(),
                    cursor: turn.chooser,
                })
            })),
        }
    }

    fn scoreboard(&self) -> Scoreboard {
        let lines: Vec<ScoreLine> = (0..self.players().len())
            .map(|player| ScoreLine {
                player,
                total: self.total(player),
            })
            .collect();
        let mut by_total: Vec<&ScoreLine> = lines.iter().collect();
        by_total.sort_by_key(|line| std::cmp::Reverse(line.total));
        let leader = match by_total.as_slice() {
            [first, second, ..] if first.total > second.total => {
                Some((first.player, first.total - second.total))
            }
            _ => None,
        };
        Scoreboard { lines, leader }
    }

    fn sheet_views(&self) -> Vec<PlayerSheets> {
        let rules = self.rules();
        self.players()
            .iter()
            .enumerate()
            .map(|(player, state)| PlayerSheets {
                player,
                sheets: state
                    .sheets
                    .iter()
                    .map(|sheet| SheetView {
                        rows: rules
                            .categories()
                            .map(|category| SheetRow {
                                category,
                                points: sheet.points(category),
                            })
                            .collect(),
                        upper: rules.upper_progress(sheet),
                        yahtzee_bonuses: sheet.yahtzee_bonuses(),
                        totals: rules.totals(sheet),
                    })
                    .collect(),
                total: self.total(player),
            })
            .collect()
    }

    fn turn_view(&self) -> Option<TurnView> {
        let turn = self.turn()?;
        let state = &self.players()[turn.player];
        let filled: usize = state.sheets.iter().map(|s| s.filled_count()).sum();
        Some(TurnView {
            player: turn.player,
            round: filled as u16 + 1,
            rounds: self.rounds(),
            sheet: self.current_sheet(turn.player) as u8 + 1,
            sheets: self.config().sheets,
            rolls_used: turn.rolls_used,
            rolls_left: turn.rolls_left(),
        })
    }

    fn allowed(&self) -> Vec<Allowed> {
        let mut allowed = Vec::new();
        if let Some(turn) = self.turn() {
            if turn.dice.is_none() {
                allowed.push(Allowed::Roll);
            } else if turn.chooser.is_some() {
                allowed.push(Allowed::Choose);
            } else {
                if turn.rolls_left() > 0 {
                    if !turn.selected.is_empty() {
                        allowed.push(Allowed::Reroll);
                    }
                    let mut kept = turn.kept();
                    kept.dedup();
                    if !kept.is_empty() {
                        allowed.push(Allowed::Select(kept));
                    }
                }
                let mut selected = turn.selected.clone();
                selected.dedup();
                if !selected.is_empty() {
                    allowed.push(Allowed::Unselect(selected));
                }
                allowed.push(Allowed::OpenChooser);
            }
            if turn.dice.is_some() {
                allowed.push(Allowed::Mark(
                    self.allowed_boxes()
                        .iter()
                        .map(|o| o.mark.category)
                        .collect(),
                ));
            }
        }
        let undo_possible = self.last_mark().is_some_and(|last| !last.by_computer)
            && match self.phase() {
                Phase::Playing(turn) => turn.rolls_used == 0,
                Phase::Over(_) => true,
            };
        if undo_possible {
            allowed.push(Allowed::Undo);
        }
        allowed
    }
}
