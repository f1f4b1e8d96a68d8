//! The listener's ears: the game started in line mode, every printed line taken as it comes, and everything
//! heard kept (marks, bonuses, the upper section, saved rolls, the standings) so the totals can be checked.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use crate::heard::*;

/// How long the game may stay silent before the listener gives up: a watchdog against a hung game, never
/// a pacing delay (every wait ends as soon as the answer to `t` arrives).
const SILENCE_LIMIT: Duration = Duration::from_secs(30);

/// One game as heard, with the knowledge the listener gathered from it.
pub(crate) struct Listener {
    pub(crate) label: String,
    pub(crate) child: Child,
    pub(crate) stdin: ChildStdin,
    pub(crate) lines: Receiver<String>,
    /// Everything sent ("> enter") and heard, for failure messages.
    pub(crate) transcript: Vec<String>,
    /// Points heard per player: marks, Yahtzee bonuses, upper bonuses.
    pub(crate) totals: BTreeMap<String, u32>,
    /// The upper section per player and sheet, from the marks heard in Ones to Sixes.
    pub(crate) upper: BTreeMap<(String, u32), u32>,
    /// The latest "Sheet s of S." heard (a match of several sheets says it with every turn).
    pub(crate) sheet: Option<(u32, u32)>,
    /// Rolls the player heard saved for their next turn.
    pub(crate) saved: BTreeMap<String, u32>,
    /// Who marked last, so a Yahtzee bonus line (which names the box, not the player) is theirs.
    pub(crate) last_marker: Option<String>,
    /// The latest "X’s turn, round r of R." heard, and a "N rolls this turn." after it.
    pub(crate) announced: Option<(String, u32)>,
    pub(crate) rolls_announced: Option<u32>,
    /// The rolls a turn has without saved ones, from the first roll line heard.
    pub(crate) base_rolls: Option<u32>,
    pub(crate) game_over_heard: bool,
    /// Final standings heard: player and points.
    pub(crate) standings: BTreeMap<String, u32>,
    /// Counts for the report: turns played, Joker boxes heard, rolls saved heard.
    pub(crate) turns_played: u32,
    pub(crate) jokers_heard: u32,
    pub(crate) bonuses_heard: u32,
    pub(crate) yahtzee_bonuses_heard: u32,
    pub(crate) rolls_saved_heard: u32,
    /// Chooser openings where the forced Joker allowed fewer boxes than were open.
    pub(crate) joker_narrowings: u32,
    /// A computer's rolls since its turn was announced, and how often it rerolled every die.
    pub(crate) computer_rolls: u32,
    pub(crate) computer_rerolls_all: u32,
    /// Brief announcements (`verbosity = "brief"`): rolls, marks and turns are heard in their short forms.
    pub(crate) brief: bool,
}

impl Listener {
    /// Starts the game in `args` as every test runs the binary (`common::sayzee_in`): its settings, saved games
    /// and home under `files/<label>` (a test's own directory), the solved tables and W's openings those every test
    /// of the build shares (learning an opening again for each game took most of this suite's time). With `brief`,
    /// its settings file asks for brief announcements.
    pub(crate) fn start(label: &str, args: &[&str], files: &Path, brief: bool) -> Listener {
        let home = files.join(label.replace(|c: char| !c.is_ascii_alphanumeric(), "-"));
        if brief {
            let config = home.join("config");
            std::fs::create_dir_all(&config).unwrap();
            std::fs::write(
                config.join("settings.toml"),
                "[speech]\nverbosity = \"brief\"\n",
            )
            .unwrap();
        }
        let mut child = crate::common::sayzee_in(&home)
            .args(["--lang", "en-US"])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            // A panic's message goes straight to the test's output.
            .stderr(Stdio::inherit())
            .spawn()
            .expect("sayzee starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, lines) = channel();
        // Lines arrive on their own thread so that a silent game ends in a clear failure, not a hang.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Listener {
            label: label.to_string(),
            child,
            stdin,
            lines,
            transcript: Vec::new(),
            totals: BTreeMap::new(),
            upper: BTreeMap::new(),
            sheet: None,
            saved: BTreeMap::new(),
            last_marker: None,
            announced: None,
            rolls_announced: None,
            base_rolls: None,
            game_over_heard: false,
            standings: BTreeMap::new(),
            turns_played: 0,
            jokers_heard: 0,
            bonuses_heard: 0,
            yahtzee_bonuses_heard: 0,
            rolls_saved_heard: 0,
            joker_narrowings: 0,
            computer_rolls: 0,
            computer_rerolls_all: 0,
            brief,
        }
    }

    /// A mark line, full ("Ann scores 25 points in Full house.") or brief ("Full house, 25." in a person's
    /// own turn, "Computer 1: Full house, 25." for a computer). A brief line without a name is the mark of
    /// `whose` turn, or else of the turn announced last.
    pub(crate) fn parse_mark_heard(&self, line: &str, whose: Option<&str>) -> Option<MarkHeard> {
        if !self.brief {
            return parse_mark(line);
        }
        let (player, rest) = match line.split_once(": ") {
            Some((player, rest)) => (player.to_string(), rest),
            None => (
                whose
                    .map(str::to_string)
                    .or_else(|| self.announced.as_ref().map(|(p, _)| p.clone()))?,
                line,
            ),
        };
        let rest = rest.strip_suffix('.')?;
        let (rest, joker) = match rest.strip_suffix(", Joker") {
            Some(rest) => (rest, true),
            None => (rest, false),
        };
        let (name, points) = rest.rsplit_once(", ")?;
        // A box is named in words (a selection or roll line never is).
        let words = name.chars().all(|c| c.is_alphabetic() || c == ' ');
        let capital = name.chars().next().is_some_and(char::is_uppercase);
        (words && capital).then_some(())?;
        Some(MarkHeard {
            player,
            points: points.parse().ok()?,
            name: name.to_string(),
            joker,
        })
    }

    /// A roll line, full ("Roll 2 of 3: 3, 3, 3, 5, 5; new: 3, 5, 5.") or brief ("3, 3, 3, 5, 5, roll 2; new
    /// 3, 5, 5."; the rolls of the turn, which brief lines leave out, are `rolls`).
    pub(crate) fn parse_roll_heard(&self, line: &str, rolls: u32) -> Option<RollHeard> {
        if !self.brief {
            return parse_roll(line);
        }
        let rest = line.strip_suffix('.')?;
        let (rest, new) = match rest.split_once("; new ") {
            Some((rest, new)) => (rest, Some(parse_faces(new)?)),
            None => (rest, None),
        };
        let (dice, roll) = rest.rsplit_once(", roll ")?;
        let dice = parse_faces(dice)?;
        if dice != sorted(dice.clone()) || !(5..=6).contains(&dice.len()) {
            return None;
        }
        Some(RollHeard {
            roll: roll.parse().ok()?,
            rolls,
            dice,
            new,
        })
    }

    /// Fails the test, showing what was said last.
    #[track_caller]
    pub(crate) fn fail(&self, why: &str) -> ! {
        let start = self.transcript.len().saturating_sub(60);
        panic!(
            "{}: {why}\n--- transcript tail ---\n{}",
            self.label,
            self.transcript[start..].join("\n")
        );
    }

    #[track_caller]
    pub(crate) fn check(&self, ok: bool, why: impl FnOnce() -> String) {
        if !ok {
            self.fail(&why());
        }
    }

    pub(crate) fn send(&mut self, line: &str) {
        self.transcript.push(format!("> {line}"));
        if writeln!(self.stdin, "{line}").is_err() {
            self.fail(&format!("the game stopped reading before “{line}”"));
        }
    }

    pub(crate) fn next_line(&mut self) -> String {
        match self.lines.recv_timeout(SILENCE_LIMIT) {
            Ok(line) => {
                self.transcript.push(line.clone());
                line
            }
            Err(RecvTimeoutError::Timeout) => self.fail("the game fell silent"),
            Err(RecvTimeoutError::Disconnected) => self.fail("the game ended its output"),
        }
    }

    /// Types `command`, then `t`; returns what `command` caused and the answer to `t`.
    pub(crate) fn say(&mut self, command: &str) -> (Vec<String>, Status) {
        self.send(command);
        self.listen()
    }

    /// Asks `t` and hears everything until its answer, which ends the response.
    pub(crate) fn listen(&mut self) -> (Vec<String>, Status) {
        self.send("t");
        let mut heard = Vec::new();
        loop {
            let line = self.next_line();
            if let Some(turn) = parse_turn_info(&line) {
                // In a match of several sheets, T names the sheet too, on a line of its own.
                if self.sheet.is_some_and(|(_, sheets)| sheets > 1) {
                    let line = self.next_line();
                    let sheet = parse_sheet(&line)
                        .unwrap_or_else(|| self.fail("T did not say which sheet is played"));
                    self.check(Some(sheet) == self.sheet, || {
                        "T names another sheet than the turn did".into()
                    });
                }
                return (heard, Status::Turn(turn));
            }
            if line == "Game over." {
                // The first is the event; the answer to `t` after it says the same.
                if self.game_over_heard {
                    return (heard, Status::Over);
                }
                self.game_over_heard = true;
            }
            self.hear(&line);
            heard.push(line);
        }
    }

    /// What any line tells every listener, whoever's turn it is: marks, bonuses, turns, standings.
    pub(crate) fn hear(&mut self, line: &str) {
        if self.brief
            && let Some((who, points)) = line
                .strip_suffix('.')
                .and_then(|l| l.split_once(": upper section bonus, "))
        {
            let points: u32 = points.parse().unwrap_or_else(|_| self.fail("bonus points"));
            *self.totals.entry(who.to_string()).or_default() += points;
            self.bonuses_heard += 1;
        } else if self.brief
            && let Some((_, points)) = line
                .strip_suffix('.')
                .and_then(|l| l.rsplit_once(" bonus, "))
                .filter(|(name, _)| !name.contains(':'))
        {
            let points: u32 = points.parse().unwrap_or_else(|_| self.fail("bonus points"));
            let Some(marker) = self.last_marker.clone() else {
                self.fail("a bonus before any mark")
            };
            *self.totals.entry(marker).or_default() += points;
            self.yahtzee_bonuses_heard += 1;
        } else if let Some(mark) = self.parse_mark_heard(line, None) {
            self.check(!self.game_over_heard, || {
                "a mark after the game ended".into()
            });
            *self.totals.entry(mark.player.clone()).or_default() += mark.points;
            if UPPER_BOXES.contains(&mark.name.as_str()) {
                *self
                    .upper
                    .entry((mark.player.clone(), self.sheet_number()))
                    .or_default() += mark.points;
            }
            self.saved.remove(&mark.player);
            self.last_marker = Some(mark.player);
        } else if let Some(rest) = line.strip_prefix("Upper section ") {
            let said: u32 = rest
                .split([' ', '.'])
                .next()
                .and_then(|n| n.parse().ok())
                .unwrap_or_else(|| self.fail("the upper section line names no total"));
            let marker = self.last_marker.clone().unwrap_or_default();
            let mine = self
                .upper
                .get(&(marker.clone(), self.sheet_number()))
                .copied()
                .unwrap_or(0);
            self.check(said == mine, || {
                format!("heard upper section {said}, but {marker}’s upper marks add up to {mine}")
            });
        } else if let Some((who, points)) = line
            .strip_suffix(" points!")
            .and_then(|l| l.split_once(" earns the upper section bonus: "))
        {
            let points: u32 = points.parse().unwrap_or_else(|_| self.fail("bonus points"));
            *self.totals.entry(who.to_string()).or_default() += points;
            self.bonuses_heard += 1;
        } else if let Some((_, points)) = line
            .strip_suffix(" points!")
            .and_then(|l| l.split_once(" bonus: "))
        {
            let points: u32 = points.parse().unwrap_or_else(|_| self.fail("bonus points"));
            let Some(marker) = self.last_marker.clone() else {
                self.fail("a bonus before any mark")
            };
            *self.totals.entry(marker).or_default() += points;
            self.yahtzee_bonuses_heard += 1;
        } else if let Some(saved) = line.strip_suffix(" saved for the next turn.") {
            let count = parse_count(saved, "roll")
                .unwrap_or_else(|| self.fail("a rolls-saved line without its number"));
            let marker = self.last_marker.clone().unwrap_or_default();
            self.saved.insert(marker, count);
            self.rolls_saved_heard += 1;
        } else if let Some(rolls) = line.strip_suffix(" this turn.") {
            let count = parse_count(rolls, "roll")
                .unwrap_or_else(|| self.fail("a rolls-this-turn line without its number"));
            self.rolls_announced = Some(count);
        } else if let Some(sheet) = parse_sheet(line) {
            self.sheet = Some(sheet);
        } else if let Some((player, round)) = parse_turn_started(line)
            .or_else(|| self.brief.then(|| parse_turn_started_brief(line)).flatten())
        {
            self.announced = Some((player, round));
            self.rolls_announced = None;
            self.computer_rolls = 0;
        } else if let Some(standing) = parse_standing(line) {
            self.check(self.game_over_heard, || {
                "a standing before the game ended".into()
            });
            for player in standing.0 {
                self.standings.insert(player, standing.1);
            }
        } else if let Some((who, roll)) = parse_computer_roll(line) {
            // A computer's rolls are not needed to play, but a listener follows them: each names its dice,
            // the first of a turn is the only plain "rolls", and what it keeps is among the dice it shows.
            self.check(
                self.announced.as_ref().is_some_and(|(p, _)| *p == who),
                || format!("{who} rolls outside its turn"),
            );
            let rolls = self.rolls_announced.or(self.base_rolls).unwrap_or(u32::MAX);
            match roll {
                ComputerRoll::First(dice) => {
                    self.check((5..=6).contains(&dice.len()), || {
                        "a roll of too few dice".into()
                    });
                    self.check(self.computer_rolls == 0, || {
                        format!("{who}’s later roll sounds like a first one")
                    });
                }
                ComputerRoll::Again { kept, dice } => {
                    self.check(self.computer_rolls > 0, || {
                        "a reroll before any roll".into()
                    });
                    self.check(
                        without(&dice, &kept).len() + kept.len() == dice.len(),
                        || format!("{who} keeps dice it does not show"),
                    );
                    self.computer_rerolls_all += u32::from(kept.is_empty());
                }
            }
            self.computer_rolls += 1;
            self.check(self.computer_rolls <= rolls, || {
                format!("{who} rolled too often")
            });
        } else if line.starts_with("Computer ") && line.contains(" rolls") {
            self.fail(&format!("a computer’s roll without its dice: “{line}”"));
        }
    }

    /// The sheet being filled, 1 unless a sheet was named.
    pub(crate) fn sheet_number(&self) -> u32 {
        self.sheet.map_or(1, |(sheet, _)| sheet)
    }

    /// The answer to `t` must be a turn, not the end.
    #[track_caller]
    pub(crate) fn turn(&self, status: &Status) -> TurnHeard {
        match status {
            Status::Turn(turn) => turn.clone(),
            Status::Over => self.fail("the game ended in the middle of a turn"),
        }
    }

    /// The one line `command` should cause, parsed by `parse`.
    pub(crate) fn expect_one<T>(
        &mut self,
        command: &str,
        what: &str,
        parse: impl Fn(&str) -> Option<T>,
    ) -> T {
        let (heard, _) = self.say(command);
        match heard.as_slice() {
            [line] => match parse(line) {
                Some(value) => value,
                None => self.fail(&format!("after {command}, expected {what}, heard “{line}”")),
            },
            _ => self.fail(&format!("after {command}, expected one line: {what}")),
        }
    }

    /// Checks the running scores ("Scores: Ann: 25, Bo: 0.") against the marks heard.
    pub(crate) fn check_scores(&mut self) {
        let (heard, _) = self.say("s");
        let Some(entries) = heard
            .first()
            .and_then(|l| l.strip_prefix("Scores: "))
            .and_then(|l| l.strip_suffix('.'))
        else {
            self.fail("S said no scores")
        };
        let said: Vec<(String, u32)> = entries
            .split(", ")
            .map(|entry| {
                entry
                    .rsplit_once(": ")
                    .and_then(|(who, points)| Some((who.to_string(), points.parse().ok()?)))
                    .unwrap_or_else(|| self.fail(&format!("a score entry without points: {entry}")))
            })
            .collect();
        for (player, points) in said {
            let mine = self.totals.get(&player).copied().unwrap_or(0);
            self.check(points == mine, || {
                format!("S says {player} has {points}, the marks heard add up to {mine}")
            });
        }
    }
}
