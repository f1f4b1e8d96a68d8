//! The arithmetic of ratings, pure: a person's standing in one preset, the fixed ratings of the computer levels,
//! and what one finished game does to the standings of the people in it (Weng-Lin, the OpenSkill model, through
//! `skillratings`: every player against every other at once, ties sharing a place).

use serde::{Deserialize, Serialize};
use skillratings::MultiTeamOutcome;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};

use crate::game::Skill;

/// One person's standing in one preset.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Standing {
    /// The name as its owner claimed it.
    pub name: String,
    /// The rating's mean and its uncertainty (Weng-Lin's mu and sigma).
    pub rating: f64,
    pub uncertainty: f64,
    pub games: u32,
    pub wins: u32,
    /// The final scores of the rated games, summed.
    pub points: u64,
    pub best: u32,
    /// The games reviewed whole, and the expected points given away in them against the expert.
    #[serde(default)]
    pub reviewed: u32,
    #[serde(default)]
    pub given_away: f64,
}

impl Standing {
    /// A person not rated before: Weng-Lin's starting rating.
    pub fn new(name: &str) -> Standing {
        let start = WengLinRating::new();
        Standing {
            name: name.to_string(),
            rating: start.rating,
            uncertainty: start.uncertainty,
            games: 0,
            wins: 0,
            points: 0,
            best: 0,
            reviewed: 0,
            given_away: 0.0,
        }
    }

    fn weng_lin(&self) -> WengLinRating {
        WengLinRating {
            rating: self.rating,
            uncertainty: self.uncertainty,
        }
    }

    /// The mean final score of the rated games.
    pub fn average(&self) -> f64 {
        match self.games {
            0 => 0.0,
            games => self.points as f64 / f64::from(games),
        }
    }

    /// The expected points given away a game, over the games reviewed whole.
    pub fn given_away_per_game(&self) -> Option<f64> {
        (self.reviewed > 0).then(|| self.given_away / f64::from(self.reviewed))
    }
}

/// The fixed rating of a computer level. Computers never change: a game against them rates only the people.
///
/// Worked out from what `sayzee simulate` measured (README's table of levels): each level's mean Yahtzee score
/// below `perfect`'s, over the spread of the difference of two games' scores (about 85 points), gives the chance a
/// level beats `perfect`; the rating gap that Weng-Lin's model (beta 25/6) turns into the same chance is the gap
/// used here. `perfect` is set a little above a new player (25), as a player who has won often against people
/// would be; the levels then fall 0.5, 2.4, 5.1 and 7.8 below it. Dice make even the weakest a fair opponent.
pub fn computer_rating(skill: Skill) -> WengLinRating {
    let rating = match skill {
        // Playing to win beats `perfect` in about 51 games of 100 (the head-to-head in CHANGELOG.md): a gap of
        // about 0.15 in the same model.
        Skill::Champion => 30.15,
        Skill::Perfect => 30.0,
        Skill::Expert => 29.5,
        Skill::Good => 27.6,
        Skill::Casual => 24.9,
        Skill::Beginner => 22.2,
    };
    // Known well: a level's play does not vary from game to game as a person's does.
    WengLinRating {
        rating,
        uncertainty: 1.0,
    }
}

/// Who took part in a rated game.
#[derive(Clone, Debug, PartialEq)]
pub enum Rated {
    /// A person, by their standing before the game.
    Person(Standing),
    Computer(Skill),
}

/// The standings after one game: `players` with their final scores, in any order. Only the people's standings are
/// returned, in the order given; places come from the scores (1 for the highest, equal scores sharing a place),
/// and everyone in first place counts a win.
pub fn after_game(players: &[(Rated, u32)]) -> Vec<Standing> {
    let ratings: Vec<[WengLinRating; 1]> = players
        .iter()
        .map(|(who, _)| match who {
            Rated::Person(standing) => [standing.weng_lin()],
            Rated::Computer(skill) => [computer_rating(*skill)],
        })
        .collect();
    let places: Vec<usize> = players
        .iter()
        .map(|(_, score)| 1 + players.iter().filter(|(_, other)| other > score).count())
        .collect();
    let teams: Vec<(&[WengLinRating], MultiTeamOutcome)> = ratings
        .iter()
        .zip(&places)
        .map(|(team, &place)| (&team[..], MultiTeamOutcome::new(place)))
        .collect();
    let rated = weng_lin_multi_team(&teams, &WengLinConfig::new());
    players
        .iter()
        .zip(rated)
        .zip(places)
        .filter_map(|(((who, score), after), place)| {
            let Rated::Person(before) = who else {
                return None;
            };
            let after = after[0];
            Some(Standing {
                rating: after.rating,
                uncertainty: after.uncertainty,
                games: before.games + 1,
                wins: before.wins + u32::from(place == 1),
                points: before.points + u64::from(*score),
                best: before.best.max(*score),
                ..before.clone()
            })
        })
        .collect()
}
