//! The listener's hands: a turn played from what was heard (which dice to reroll, each selection confirmed,
//! the chooser walked and the best box heard marked) and a whole game to its standings.

use std::collections::BTreeMap;

use crate::ears::Listener;
use crate::heard::*;

impl Listener {
    /// Plays one turn of `turn.player` by ear; returns the answer to `t` after the mark.
    pub(crate) fn play_turn(&mut self, turn: &TurnHeard) -> Status {
        self.turns_played += 1;
        let player = turn.player.clone();
        self.check(self.announced == Some((player.clone(), turn.round)), || {
            format!("{player}’s turn {} was never announced", turn.round)
        });
        // The rolls this turn: said when they differ from usual (saved rolls), and agreeing with T.
        if let Some(base) = self.base_rolls {
            let saved = self.saved.get(&player).copied().unwrap_or(0);
            let expected = base + saved;
            self.check(turn.rolls_left == expected, || {
                format!(
                    "T says {} rolls, but {saved} were heard saved",
                    turn.rolls_left
                )
            });
            let announced = self.rolls_announced.unwrap_or(base);
            self.check(announced == expected, || {
                format!("the turn was announced with {announced} rolls, not {expected}")
            });
        }
        self.check_scores();

        let (heard, status) = self.say("enter");
        let rolls = turn.rolls_left;
        let Some(mut roll) = heard.iter().find_map(|l| self.parse_roll_heard(l, rolls)) else {
            self.fail("Enter rolled, but no roll line named the dice")
        };
        self.check(roll.roll == 1 && roll.new.is_none(), || {
            "the first roll is not roll 1".into()
        });
        self.check(roll.rolls == turn.rolls_left, || {
            "the roll line and T disagree on the rolls".into()
        });
        self.base_rolls.get_or_insert(roll.rolls);
        let mut rolls_left = self.turn(&status).rolls_left;
        self.check(rolls_left == roll.rolls - roll.roll, || {
            "T’s rolls left disagree with the roll line".into()
        });

        while rolls_left > 0 {
            let Some(reroll) = choose_reroll(&roll.dice) else {
                break;
            };
            self.select(&roll.dice, &reroll, turn.round.is_multiple_of(3));
            let (heard, status) = self.say("enter");
            let next = match heard.as_slice() {
                [line] => self.parse_roll_heard(line, roll.rolls),
                _ => None,
            };
            let Some(next) = next else {
                self.fail("Enter rerolled, but no single roll line named the dice")
            };
            let new = next.new.clone().unwrap_or_else(|| next.dice.clone());
            self.check(
                next.roll == roll.roll + 1 && next.rolls == roll.rolls,
                || "the roll count did not move on by one".into(),
            );
            self.check(new.len() == reroll.len(), || {
                "the new dice are not as many as the ones rerolled".into()
            });
            let kept = without(&roll.dice, &reroll);
            self.check(sorted([kept, new].concat()) == next.dice, || {
                "the dice are not the kept ones plus the new ones".into()
            });
            roll = next;
            rolls_left = self.turn(&status).rolls_left;
            self.check(rolls_left == roll.rolls - roll.roll, || {
                "T’s rolls left disagree with the roll line".into()
            });
        }
        let repeated = self.expect_one("d", "the latest roll", parse_roll);
        self.check(repeated.dice == roll.dice && repeated.new.is_none(), || {
            "D repeated other dice".into()
        });
        self.choose_and_mark(turn)
    }

    /// Selects `reroll` (faces of `dice`) with the digit keys, checking each confirmation; with
    /// `second_thoughts`, also selects one die too many and keeps it again with Shift.
    pub(crate) fn select(&mut self, dice: &[u8], reroll: &[u8], second_thoughts: bool) {
        let mut selected: Vec<u8> = Vec::new();
        for face in reroll {
            selected.push(*face);
            selected.sort_unstable();
            let confirmation = self.expect_one(&face.to_string(), "a confirmation", |l| {
                parse_selection(l, " will be rerolled")
            });
            self.check(confirmation == (*face, selected.clone()), || {
                format!("selecting {face} was not confirmed with {selected:?}")
            });
        }
        let kept = without(dice, reroll);
        if second_thoughts && let Some(extra) = kept.first().copied() {
            let confirmation = self.expect_one(&extra.to_string(), "a confirmation", |l| {
                parse_selection(l, " will be rerolled")
            });
            let mut more = [selected.clone(), vec![extra]].concat();
            more.sort_unstable();
            self.check(confirmation == (extra, more), || {
                format!("selecting {extra} too was not confirmed")
            });
            let confirmation = self.expect_one(&format!("shift+{extra}"), "kept again", |l| {
                parse_selection(l, " is kept")
            });
            self.check(confirmation == (extra, selected.clone()), || {
                format!("keeping {extra} again was not confirmed")
            });
        }
        // Space: what is kept and what will be rerolled, as a last check before Enter.
        let (heard, _) = self.say("space");
        let expected = if kept.is_empty() {
            format!("All will be rerolled: {}.", faces(dice))
        } else {
            format!("Kept: {}. Rerolling: {}.", faces(&kept), faces(&selected))
        };
        self.check(heard == [expected.clone()], || {
            format!("Space should say “{expected}”")
        });
    }

    /// Opens the chooser, hears every open box, marks the one heard to score most.
    pub(crate) fn choose_and_mark(&mut self, turn: &TurnHeard) -> Status {
        let (heard, _) = self.say("enter");
        // One box a round: the boxes still open are the rounds of this sheet still to play, this one included.
        let sheets = self.sheet.map_or(1, |(_, sheets)| sheets);
        let boxes = turn.rounds / sheets;
        let open = (boxes - (turn.round - 1) % boxes) as usize;
        let allowed = match heard.first().map(String::as_str) {
            Some("Choose a box.") => open,
            Some(line) => match parse_joker_chooser(line) {
                Some(allowed) => {
                    self.joker_narrowings += 1;
                    self.check(allowed < open, || {
                        format!("the Joker allows {allowed} of {open} open boxes")
                    });
                    allowed
                }
                None => self.fail("Enter did not open the chooser"),
            },
            None => self.fail("Enter said nothing"),
        };
        self.check(heard.len() == 2 && parse_box(&heard[1]).is_some(), || {
            "the chooser opened without saying the box under the cursor".into()
        });
        let first = self.expect_one("home", "the first box", parse_box);
        self.check(first.position == 1, || "Home is not box 1".into());
        self.check(first.count == allowed, || {
            format!("{} boxes in the chooser, {allowed} expected", first.count)
        });
        let mut boxes = vec![first];
        while boxes.len() < boxes[0].count {
            let next = self.expect_one("down", "the next box", parse_box);
            self.check(
                next.position == boxes.len() + 1 && next.count == boxes[0].count,
                || "Down did not go to the next box".into(),
            );
            boxes.push(next);
        }
        let last = self.expect_one("end", "the last box", parse_box);
        self.check(Some(&last) == boxes.last(), || {
            "End is not the last box".into()
        });
        self.jokers_heard += boxes.iter().filter(|b| b.joker).count() as u32;

        // The box heard to score most; the first of equals (so Ones takes a zero before Chance does).
        let best_points = boxes.iter().map(|b| b.points).max().unwrap();
        let best = boxes.iter().position(|b| b.points == best_points).unwrap();
        // Walk there the short way, hearing each box again.
        let mut at = boxes.len() - 1;
        if best < at / 2 {
            let heard = self.expect_one("home", "the first box", parse_box);
            self.check(heard == boxes[0], || "Home said another box".into());
            at = 0;
        }
        while at != best {
            let key = if at < best { "down" } else { "up" };
            at = if at < best { at + 1 } else { at - 1 };
            let heard = self.expect_one(key, "a box", parse_box);
            self.check(heard == boxes[at], || format!("{key} said another box"));
        }
        let chosen = boxes[best].clone();
        let (heard, status) = self.say("enter");
        let mark = heard
            .first()
            .and_then(|l| self.parse_mark_heard(l, Some(&turn.player)));
        self.check(
            mark == Some(MarkHeard {
                player: turn.player.clone(),
                points: chosen.points,
                name: chosen.name.clone(),
                joker: chosen.joker,
            }),
            || format!("marking {chosen:?} was not heard as such"),
        );
        status
    }

    /// Plays the whole game as every human in `humans`, listening through everyone else's turns.
    pub(crate) fn play(mut self, humans: &[&str]) -> Report {
        let (_, mut status) = self.listen();
        while let Status::Turn(turn) = &status {
            let turn = turn.clone();
            self.check(humans.contains(&turn.player.as_str()), || {
                format!("the game waits on {}, who is no human here", turn.player)
            });
            status = self.play_turn(&turn);
        }
        self.check(self.game_over_heard, || {
            "the end was never announced".into()
        });
        self.check(!self.standings.is_empty(), || {
            "no final standings were said".into()
        });
        for (player, points) in &self.standings {
            let mine = self.totals.get(player).copied().unwrap_or(0);
            self.check(*points == mine, || {
                format!("{player} finishes with {points}, but the points heard add up to {mine}")
            });
        }
        self.check(self.standings.len() == self.totals.len(), || {
            "a player who marked is missing from the standings".into()
        });
        let winner = self.standings.values().max().copied().unwrap_or(0);
        let winners: Vec<&String> = self
            .standings
            .iter()
            .filter(|(_, p)| **p == winner)
            .map(|(who, _)| who)
            .collect();
        self.check(
            winners.len() > 1
                || self.transcript.iter().any(|l| {
                    l.starts_with(&format!("{} wins with ", winners[0]))
                        || l.starts_with(&format!("{} finishes with ", winners[0]))
                }),
            || "the highest score was not said to win".into(),
        );
        self.check_scores();
        self.send("quit");
        let goodbye = self.next_line();
        self.check(goodbye == "Goodbye.", || "quit did not say goodbye".into());
        let status = self.child.wait().expect("sayzee exits");
        self.check(status.success(), || format!("sayzee exited with {status}"));
        Report {
            turns: self.turns_played,
            jokers: self.jokers_heard,
            joker_narrowings: self.joker_narrowings,
            upper_bonuses: self.bonuses_heard,
            yahtzee_bonuses: self.yahtzee_bonuses_heard,
            rolls_saved: self.rolls_saved_heard,
            computer_rerolls_all: self.computer_rerolls_all,
            standings: std::mem::take(&mut self.standings),
        }
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        // A failed game may still be running: end it (only this child, by its own handle).
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// What one game showed, for the cross-game checks.
#[derive(Debug)]
pub(crate) struct Report {
    pub(crate) turns: u32,
    pub(crate) jokers: u32,
    pub(crate) joker_narrowings: u32,
    pub(crate) upper_bonuses: u32,
    pub(crate) yahtzee_bonuses: u32,
    pub(crate) rolls_saved: u32,
    pub(crate) computer_rerolls_all: u32,
    pub(crate) standings: BTreeMap<String, u32>,
}

/// A sensible reroll from the dice alone: stop on five (six) of a kind, a straight of all dice or a full
/// house shape; chase a straight one die short; otherwise keep the most common face (the higher on ties).
/// Returns the faces to reroll, or `None` to stop.
pub(crate) fn choose_reroll(dice: &[u8]) -> Option<Vec<u8>> {
    let mut counts = [0usize; 7];
    for face in dice {
        counts[*face as usize] += 1;
    }
    let mut shape: Vec<usize> = counts.iter().copied().filter(|c| *c > 0).collect();
    shape.sort_unstable_by(|a, b| b.cmp(a));
    let n = dice.len();
    let distinct: Vec<u8> = (1..=6).filter(|f| counts[*f as usize] > 0).collect();
    let straight = distinct.len() == n && distinct[n - 1] - distinct[0] == n as u8 - 1;
    let house = matches!(shape.as_slice(), [3, 2] | [3, 3] | [4, 2]);
    if shape[0] == n || straight || house {
        return None;
    }
    // The longest run of consecutive faces: one die short of a full straight is worth chasing.
    let run = (1..=6u8)
        .flat_map(|start| (start..=6).map(move |end| (start, end)))
        .filter(|(start, end)| (*start..=*end).all(|f| counts[f as usize] > 0))
        .max_by_key(|(start, end)| (end - start, *end))
        .unwrap();
    let keep: Vec<u8> = if usize::from(run.1 - run.0) + 1 == n - 1 {
        (run.0..=run.1).collect()
    } else {
        let most = (1..=6u8).max_by_key(|f| (counts[*f as usize], *f)).unwrap();
        vec![most; counts[most as usize]]
    };
    Some(without(dice, &keep))
}
