//! The win-chance key's work (W) and the weighing after a game: every player's chance of finishing first if
//! everyone plays perfectly from here, and their expected final score, from the exact final-score distributions
//! (`strategy::Forecaster`); and each person's choices in a finished game weighed in the chance of winning.
//!
//! Pure work, done on the driver's side (`player/workers.rs` runs it on a thread, or asks the work a server's
//! browser seats share, [`SharedChances`]); the session only asks for it and hears the answer. The first question
//! on an install learns the opening (seconds, then kept in the cache directory). Rules without an exact table
//! (Maxi Yatzy, saved rolls) say so instead of guessing.

use std::path::{Path, PathBuf};
use std::sync::{Arc, PoisonError};

use crate::computer::{Expert, ForecastSlot};
use crate::game::{Game, GameState, PlayerSpec, Skill, TurnRecord};
use crate::i18n::Message;
use crate::narration;
use crate::persist::odds_cache;
use crate::player::review::WinningWeighed;
use crate::player::shared_work::SharedWork;
use crate::strategy::{
    Advisor, DiceInPlay, Forecaster, Standing, StrategyTable, TurnFigures, turn_figures,
    weigh_for_winning,
};

/// What the work shared by a process's seats answers: W's answer, or the weighing after a game.
#[derive(Clone, Debug)]
pub enum Worked {
    Answer(Vec<Message>),
    Weighed(Vec<WinningWeighed>),
}

/// W's work shared by every seat a process holds for others (a server's browser seats).
pub type SharedChances = SharedWork<Worked>;

/// Where W's work for one game finds what it needs: the expert, the forecaster made once for its rules, and the
/// cache directory its opening is kept in (none: learnt in memory when first asked).
#[derive(Clone, Debug)]
pub struct ChanceMaker {
    pub expert: Expert,
    pub cache_dir: Option<PathBuf>,
    /// The forecaster once made (its opening loaded or learnt), shared by every question of the game and by
    /// every game playing by the same expert (a server's browser seats at tables of one ruleset).
    pub forecaster: Arc<ForecastSlot>,
}

impl ChanceMaker {
    /// What W's work for a game played by `expert` needs.
    pub fn new(expert: Expert, cache_dir: Option<PathBuf>) -> ChanceMaker {
        ChanceMaker {
            forecaster: expert.forecast_slot(),
            expert,
            cache_dir,
        }
    }

    /// Makes ready what the first question of a game needs when it is not kept in the cache yet: the opening,
    /// learnt once per ruleset and install (seconds). Run at a low priority while the first turns are played,
    /// so that no W waits for it; a W asked meanwhile waits for it alone.
    pub fn learn_opening(&self) {
        let Some(dir) = &self.cache_dir else {
            return;
        };
        // Once the table is read or solved (it may be being solved now): a key asking meanwhile finds the expert
        // not ready, and waits for nothing. Waited for at the usual priority, since whoever asks for the expert
        // next (a computer's move) waits for this thread to take it.
        let Some(advisor) = self.expert.get() else {
            return;
        };
        // The learning itself comes after the game's own threads (keys, speech, the computers); where the system
        // refuses, it is learnt at the usual priority. A kept opening is read when asked for.
        let _ = thread_priority::set_current_thread_priority(thread_priority::ThreadPriority::Min);
        if let Advisor::Exact(table) = &*advisor
            && !odds_cache::is_kept(dir, table.rules())
        {
            let _ = forecaster_for(table, Some(dir), &self.forecaster);
        }
    }

    /// W's answer for `state` (a game in play: the session answers a finished one itself). With `last_turn` (the
    /// turn that led to `state`, while the chances are followed), the answer first says how far that turn moved
    /// its player's chance, and why.
    pub fn chances(&self, state: &GameState, last_turn: Option<&TurnRecord>) -> Vec<Message> {
        let Some(advisor) = self.expert.get() else {
            return vec![Message::new("chances-unavailable")];
        };
        let Advisor::Exact(table) = &*advisor else {
            let preset = narration::preset_name(state.rules().preset_id());
            return vec![Message::new("chances-no-exact-table").with("preset", preset)];
        };
        let forecaster = forecaster_for(table, self.cache_dir.as_deref(), &self.forecaster);
        let told_apart = last_turn.and_then(|turn| Some((turn, turn_figures(&advisor, turn)?)));
        outlooks_said(state, &forecaster, told_apart)
    }

    /// The choices of each of `people` in the finished `game` weighed in the chance of winning: the one that cost
    /// most, and those played to win (a walk a costly choice: seconds). Nothing for rules without an exact table.
    pub fn weigh(&self, game: &Game, people: Vec<usize>) -> Vec<WinningWeighed> {
        let Some(advisor) = self.expert.get() else {
            return Vec::new();
        };
        let Advisor::Exact(table) = &*advisor else {
            return Vec::new();
        };
        let forecaster = forecaster_for(table, self.cache_dir.as_deref(), &self.forecaster);
        people
            .into_iter()
            .map(|person| {
                (
                    person,
                    weigh_for_winning(&forecaster, &advisor, game, person),
                )
            })
            .collect()
    }
}

/// How many marks the players have made: the game's clock, which only marks move (and undo moves back).
pub fn marks_made(state: &GameState) -> usize {
    state
        .players()
        .iter()
        .flat_map(|player| &player.sheets)
        .map(|sheet| sheet.filled_count())
        .sum()
}

/// The game's forecaster, made once (its opening read from the cache or learnt) by whichever thread asks first;
/// the others wait for it.
fn forecaster_for(
    table: &Arc<StrategyTable>,
    cache_dir: Option<&Path>,
    shared: &ForecastSlot,
) -> Arc<Forecaster> {
    let mut shared = shared.lock().unwrap_or_else(PoisonError::into_inner);
    shared
        .get_or_insert_with(|| {
            let mut forecaster = Forecaster::new(table.clone());
            odds_cache::load_or_learn(cache_dir, &mut forecaster);
            Arc::new(forecaster)
        })
        .clone()
}

/// Every player's outlook from `state`, said; after `last_turn` (a turn on the only sheet, told apart), first how
/// far it moved its player's chance from the moment it began.
fn outlooks_said(
    state: &GameState,
    forecaster: &Forecaster,
    last_turn: Option<(&TurnRecord, TurnFigures)>,
) -> Vec<Message> {
    let turn = state.turn();
    let dice = turn.and_then(|t| t.dice);
    let standings: Vec<Standing> = state
        .players()
        .iter()
        .enumerate()
        .map(|(player, standing)| Standing {
            sheets: &standing.sheets,
            dice: match (turn, &dice) {
                (Some(turn), Some(dice)) if turn.player == player => Some(DiceInPlay {
                    dice,
                    rolls_left: turn.rolls_left(),
                }),
                _ => None,
            },
        })
        .collect();
    // A computer below perfect is weighed as its level plays, from games played out seeded by where the game
    // stands (so the same moment gets the same answer).
    let levels: Vec<Option<Skill>> = state
        .config()
        .players
        .iter()
        .map(PlayerSpec::skill)
        .collect();
    let seed = (marks_made(state) as u64) << 8 | u64::from(turn.map_or(0, |t| t.rolls_used));
    let Some((turn, figures)) =
        last_turn.filter(|(turn, _)| standings[turn.player].sheets.len() == 1)
    else {
        let outlooks = forecaster.outlooks_at_levels(&standings, &levels, seed);
        return narration::chances::said(state, &outlooks);
    };
    // The moment the turn began: its player's sheet as it was then, no dice rolled; the others' as now.
    let began = [turn.start.clone()];
    let then = Standing {
        sheets: &began,
        dice: None,
    };
    let (before, now) =
        forecaster.outlooks_then_and_now(&standings, &levels, seed, (turn.player, then));
    let percents = |outlooks: &[crate::strategy::Outlook]| {
        let chances: Vec<f64> = outlooks.iter().map(|o| o.win_chance).collect();
        narration::chances::whole_percents(&chances)
    };
    let (from, to) = (percents(&before)[turn.player], percents(&now)[turn.player]);
    let name = narration::player_name(&state.config().players[turn.player]);
    narration::chances::swing_said(name, from, to, &figures)
        .into_iter()
        .chain(narration::chances::said(state, &now))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Actor, Command, DiceSource, MatchConfig};
    use crate::i18n::Localizer;
    use crate::rules::{Category, Preset};
    use crate::strategy::{learnt_yahtzee_opening, yahtzee_table};

    #[test]
    fn a_followed_answer_first_says_how_far_the_last_turn_moved_its_players_chance_from_its_start()
    {
        let players = vec![PlayerSpec::human("Ann"), PlayerSpec::human("Bo")];
        let config = MatchConfig::new(Preset::Yahtzee, players);
        let (mut game, _) = Game::start(config, DiceSource::seeded(5)).unwrap();
        // Ann marks her first roll in Ones: no reroll, whatever it shows.
        game.dispatch(Actor::Human, &Command::Roll).unwrap();
        game.dispatch(Actor::Human, &Command::Mark(Category::Ones))
            .unwrap();
        let advisor = Advisor::Exact(yahtzee_table());
        let turn = &game.record().turns()[0];
        let figures = turn_figures(&advisor, turn).unwrap();
        let forecaster = learnt_yahtzee_opening();
        let english = Localizer::for_locale("en-US");
        let said: Vec<String> = outlooks_said(game.state(), forecaster, Some((turn, figures)))
            .iter()
            .map(|message| english.text(message))
            .collect();
        // Before her turn both sheets were blank: an even game. After it, her chance as W says it now.
        let plain = outlooks_said(game.state(), forecaster, None);
        assert_eq!(
            said[1..],
            plain.iter().map(|m| english.text(m)).collect::<Vec<_>>()[..]
        );
        let now = forecaster.outlooks(&[
            Standing {
                sheets: &game.state().players()[0].sheets,
                dice: None,
            },
            Standing {
                sheets: &game.state().players()[1].sheets,
                dice: None,
            },
        ]);
        let to = narration::chances::whole_percents(&[now[0].win_chance, now[1].win_chance])[0];
        assert!(to < 50, "Ones marked at once gives chance away: {to}");
        let expected_start =
            format!("Ann’s chance of winning fell from 50 to {to} percent with that turn: ");
        assert!(said[0].starts_with(&expected_start), "{said:?}");
        let dice = match figures.luck {
            luck if luck >= 0.05 => "more than an average turn",
            luck if luck <= -0.05 => "less than an average turn",
            _ => "what an average turn gives",
        };
        assert!(said[0].contains(dice), "luck {}: {said:?}", figures.luck);
        assert!(figures.cost > 0.0);
        assert!(said[0].ends_with("against the expert’s."), "{said:?}");
    }
}
