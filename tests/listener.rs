//! A player who only listens: it plays whole games of every preset through the real binary in line mode,
//! deciding everything from the printed en-US lines, as a blind player decides from speech. It never sees
//! the game's state: it reads the dice from the roll lines, picks the faces to reroll from what it heard and
//! checks each selection was confirmed, walks the box chooser hearing every open box with its points, marks
//! the box it heard would score most, and adds up the marks and bonuses it heard to check the final standings.
//!
//! It plays with full announcements and with brief ones (`verbosity = "brief"`), whose shorter lines must carry
//! the same facts: a roll its dice and number, a mark its box and points, a computer's turn its mark.
//!
//! If a line a player needs stopped carrying its facts (a roll without its dice, a box without its points, a
//! mark without its score), the listener cannot play on and the test fails with the transcript's tail.
//!
//! Every command is followed by `t` (whose turn, the round, the rolls left): its answer is the last line of
//! the response, so the listener knows the game is waiting without sleeping or peeking at anything.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

/// How long the game may stay silent before the listener gives up: a watchdog against a hung game, never
/// a pacing delay (every wait ends as soon as the answer to `t` arrives).
const SILENCE_LIMIT: Duration = Duration::from_secs(30);

/// The upper boxes by the names a player hears.
const UPPER_BOXES: [&str; 6] = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"];

/// What the answer to `t` said.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Status {
    Turn(TurnHeard),
    Over,
}

/// "Ann’s turn, round 3 of 13, 2 rolls left."
#[derive(Clone, Debug, PartialEq, Eq)]
struct TurnHeard {
    player: String,
    round: u32,
    rounds: u32,
    rolls_left: u32,
}

/// "Roll 2 of 3: 3, 3, 3, 5, 5; new: 3, 5, 5."
#[derive(Clone, Debug, PartialEq, Eq)]
struct RollHeard {
    roll: u32,
    rolls: u32,
    dice: Vec<u8>,
    new: Option<Vec<u8>>,
}

/// "Full house, Joker, 25 points, 9 of 13."
#[derive(Clone, Debug, PartialEq, Eq)]
struct BoxHeard {
    name: String,
    joker: bool,
    points: u32,
    position: usize,
    count: usize,
}

/// "Ann scores 25 points in Full house with the Joker."
#[derive(Clone, Debug, PartialEq, Eq)]
struct MarkHeard {
    player: String,
    points: u32,
    name: String,
    joker: bool,
}

/// One game as heard, with the knowledge the listener gathered from it.
struct Listener {
    label: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// Everything sent ("> enter") and heard, for failure messages.
    transcript: Vec<String>,
    /// Points heard per player: marks, Yahtzee bonuses, upper bonuses.
    totals: BTreeMap<String, u32>,
    /// The upper section per player and sheet, from the marks heard in Ones to Sixes.
    upper: BTreeMap<(String, u32), u32>,
    /// The latest "Sheet s of S." heard (a match of several sheets says it with every turn).
    sheet: Option<(u32, u32)>,
    /// Rolls the player heard saved for their next turn.
    saved: BTreeMap<String, u32>,
    /// Who marked last, so a Yahtzee bonus line (which names the box, not the player) is theirs.
    last_marker: Option<String>,
    /// The latest "X’s turn, round r of R." heard, and a "N rolls this turn." after it.
    announced: Option<(String, u32)>,
    rolls_announced: Option<u32>,
    /// The rolls a turn has without saved ones, from the first roll line heard.
    base_rolls: Option<u32>,
    game_over_heard: bool,
    /// Final standings heard: player and points.
    standings: BTreeMap<String, u32>,
    /// Counts for the report: turns played, Joker boxes heard, rolls saved heard.
    turns_played: u32,
    jokers_heard: u32,
    bonuses_heard: u32,
    yahtzee_bonuses_heard: u32,
    rolls_saved_heard: u32,
    /// Chooser openings where the forced Joker allowed fewer boxes than were open.
    joker_narrowings: u32,
    /// A computer's rolls since its turn was announced, and how often it rerolled every die.
    computer_rolls: u32,
    computer_rerolls_all: u32,
    /// Brief announcements (`verbosity = "brief"`): rolls, marks and turns are heard in their short forms.
    brief: bool,
}

impl Listener {
    /// Starts the game in `args`, keeping solved tables in `cache` (a test's own directory); with `brief`, its
    /// settings file asks for brief announcements.
    fn start(label: &str, args: &[&str], cache: &Path, brief: bool) -> Listener {
        let home = label.replace(|c: char| !c.is_ascii_alphanumeric(), "-");
        if brief {
            let config = cache.join(format!("{home}-config"));
            std::fs::create_dir_all(&config).unwrap();
            std::fs::write(
                config.join("settings.toml"),
                "[speech]\nverbosity = \"brief\"\n",
            )
            .unwrap();
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_sayzee"))
            .args(["--lang", "en-US"])
            .args(args)
            .env("LC_ALL", "C")
            .env("LANG", "C")
            .env("SAYZEE_CACHE_DIR", cache)
            // Settings and saved games of this game's own, so none is offered for resume.
            .env("SAYZEE_CONFIG_DIR", cache.join(format!("{home}-config")))
            .env("SAYZEE_DATA_DIR", cache.join(format!("{home}-data")))
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
    fn parse_mark_heard(&self, line: &str, whose: Option<&str>) -> Option<MarkHeard> {
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
    fn parse_roll_heard(&self, line: &str, rolls: u32) -> Option<RollHeard> {
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
    fn fail(&self, why: &str) -> ! {
        let start = self.transcript.len().saturating_sub(60);
        panic!(
            "{}: {why}\n--- transcript tail ---\n{}",
            self.label,
            self.transcript[start..].join("\n")
        );
    }

    #[track_caller]
    fn check(&self, ok: bool, why: impl FnOnce() -> String) {
        if !ok {
            self.fail(&why());
        }
    }

    fn send(&mut self, line: &str) {
        self.transcript.push(format!("> {line}"));
        if writeln!(self.stdin, "{line}").is_err() {
            self.fail(&format!("the game stopped reading before “{line}”"));
        }
    }

    fn next_line(&mut self) -> String {
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
    fn say(&mut self, command: &str) -> (Vec<String>, Status) {
        self.send(command);
        self.listen()
    }

    /// Asks `t` and hears everything until its answer, which ends the response.
    fn listen(&mut self) -> (Vec<String>, Status) {
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
    fn hear(&mut self, line: &str) {
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
    fn sheet_number(&self) -> u32 {
        self.sheet.map_or(1, |(sheet, _)| sheet)
    }

    /// The answer to `t` must be a turn, not the end.
    #[track_caller]
    fn turn(&self, status: &Status) -> TurnHeard {
        match status {
            Status::Turn(turn) => turn.clone(),
            Status::Over => self.fail("the game ended in the middle of a turn"),
        }
    }

    /// The one line `command` should cause, parsed by `parse`.
    fn expect_one<T>(&mut self, command: &str, what: &str, parse: impl Fn(&str) -> Option<T>) -> T {
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
    fn check_scores(&mut self) {
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

    /// Plays one turn of `turn.player` by ear; returns the answer to `t` after the mark.
    fn play_turn(&mut self, turn: &TurnHeard) -> Status {
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
    fn select(&mut self, dice: &[u8], reroll: &[u8], second_thoughts: bool) {
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
    fn choose_and_mark(&mut self, turn: &TurnHeard) -> Status {
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
    fn play(mut self, humans: &[&str]) -> Report {
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
struct Report {
    turns: u32,
    jokers: u32,
    joker_narrowings: u32,
    upper_bonuses: u32,
    yahtzee_bonuses: u32,
    rolls_saved: u32,
    computer_rerolls_all: u32,
    standings: BTreeMap<String, u32>,
}

/// A sensible reroll from the dice alone: stop on five (six) of a kind, a straight of all dice or a full
/// house shape; chase a straight one die short; otherwise keep the most common face (the higher on ties).
/// Returns the faces to reroll, or `None` to stop.
fn choose_reroll(dice: &[u8]) -> Option<Vec<u8>> {
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

/// `all` without one die of each face in `taken`, sorted.
fn without(all: &[u8], taken: &[u8]) -> Vec<u8> {
    let mut rest = all.to_vec();
    for face in taken {
        if let Some(at) = rest.iter().position(|f| f == face) {
            rest.remove(at);
        }
    }
    sorted(rest)
}

fn sorted(mut faces: Vec<u8>) -> Vec<u8> {
    faces.sort_unstable();
    faces
}

fn faces(list: &[u8]) -> String {
    list.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// "1, 3, 3, 4, 6": every item a face from 1 to 6.
fn parse_faces(text: &str) -> Option<Vec<u8>> {
    text.split(", ")
        .map(|f| f.parse::<u8>().ok().filter(|f| (1..=6).contains(f)))
        .collect()
}

/// "2 rolls" or "1 roll", "25 points" or "1 point".
fn parse_count(text: &str, unit: &str) -> Option<u32> {
    let (number, word) = text.split_once(' ')?;
    let number: u32 = number.parse().ok()?;
    let plural = format!("{unit}s");
    (word == if number == 1 { unit } else { plural.as_str() }).then_some(number)
}

/// "Ann’s turn, round 3 of 13, 2 rolls left." (the answer to T)
fn parse_turn_info(line: &str) -> Option<TurnHeard> {
    let (player, rest) = line.split_once("’s turn, round ")?;
    let (rounds, rolls) = rest.strip_suffix(" left.")?.split_once(", ")?;
    let (round, rounds) = rounds.split_once(" of ")?;
    let rolls_left = if rolls == "no rolls" {
        0
    } else {
        parse_count(rolls, "roll")?
    };
    Some(TurnHeard {
        player: player.to_string(),
        round: round.parse().ok()?,
        rounds: rounds.parse().ok()?,
        rolls_left,
    })
}

/// "Sheet 2 of 3."
fn parse_sheet(line: &str) -> Option<(u32, u32)> {
    let (sheet, sheets) = line
        .strip_prefix("Sheet ")?
        .strip_suffix('.')?
        .split_once(" of ")?;
    Some((sheet.parse().ok()?, sheets.parse().ok()?))
}

/// "Ann’s turn, round 3 of 13." (the turn starting)
fn parse_turn_started(line: &str) -> Option<(String, u32)> {
    let (player, rest) = line.split_once("’s turn, round ")?;
    let (round, rounds) = rest.strip_suffix('.')?.split_once(" of ")?;
    rounds.parse::<u32>().ok()?;
    Some((player.to_string(), round.parse().ok()?))
}

/// "Ann, round 3 of 13." (the turn starting, in brief)
fn parse_turn_started_brief(line: &str) -> Option<(String, u32)> {
    let (player, rest) = line.split_once(", round ")?;
    let (round, rounds) = rest.strip_suffix('.')?.split_once(" of ")?;
    rounds.parse::<u32>().ok()?;
    Some((player.to_string(), round.parse().ok()?))
}

/// "Roll 2 of 3: 3, 3, 3, 5, 5; new: 3, 5, 5." or "Roll 1 of 3: 1, 3, 3, 4, 6."
fn parse_roll(line: &str) -> Option<RollHeard> {
    let rest = line.strip_prefix("Roll ")?.strip_suffix('.')?;
    let (counts, dice) = rest.split_once(": ")?;
    let (roll, rolls) = counts.split_once(" of ")?;
    let (dice, new) = match dice.split_once("; new: ") {
        Some((dice, new)) => (dice, Some(parse_faces(new)?)),
        None => (dice, None),
    };
    let dice = parse_faces(dice)?;
    if dice != sorted(dice.clone()) || !(5..=6).contains(&dice.len()) {
        return None;
    }
    Some(RollHeard {
        roll: roll.parse().ok()?,
        rolls: rolls.parse().ok()?,
        dice,
        new,
    })
}

/// "A 3 will be rerolled; 2 dice to reroll: 1, 3." (with `verb` " will be rerolled") or "The 3 is kept; 1 die
/// to reroll: 1." and "The 3 is kept; nothing to reroll." (with `verb` " is kept"): the face and the dice now
/// set to be rerolled.
fn parse_selection(line: &str, verb: &str) -> Option<(u8, Vec<u8>)> {
    let (face, rest) = line.split_once(verb)?;
    let face = face
        .strip_prefix("A ")
        .or_else(|| face.strip_prefix("The "))?;
    let face: u8 = face.parse().ok()?;
    let selected = match rest {
        "." if verb == " will be rerolled" => vec![face],
        "; nothing to reroll." => Vec::new(),
        _ => {
            // "; 2 dice to reroll: 1, 3." — the count said first must be the number of faces after it.
            let (count, faces) = rest.strip_prefix("; ")?.split_once(" to reroll: ")?;
            let count = parse_count(count, "die").or_else(|| {
                let (n, word) = count.split_once(' ')?;
                (word == "dice").then(|| n.parse().ok())?
            })?;
            let faces = parse_faces(faces.strip_suffix('.')?)?;
            (faces.len() == count as usize).then_some(faces)?
        }
    };
    Some((face, selected))
}

/// "Full house, 25 points, 9 of 13." or "Full house, Joker, 25 points, 9 of 13."
fn parse_box(line: &str) -> Option<BoxHeard> {
    let rest = line.strip_suffix('.')?;
    let (rest, place) = rest.rsplit_once(", ")?;
    let (position, count) = place.split_once(" of ")?;
    let (name, points) = rest.rsplit_once(", ")?;
    let (name, joker) = match name.strip_suffix(", Joker") {
        Some(name) => (name, true),
        None => (name, false),
    };
    Some(BoxHeard {
        name: name.to_string(),
        joker,
        points: parse_count(points, "point")?,
        position: position.parse().ok()?,
        count: count.parse().ok()?,
    })
}

/// A computer player's roll as heard.
#[derive(Debug)]
enum ComputerRoll {
    /// "Computer 1 rolls 1, 2, 4, 5, 6."
    First(Vec<u8>),
    /// "Computer 1 keeps 1, 2 and rolls again: 1, 1, 1, 2, 3; new: 1, 1, 3." or "Computer 1 rolls all dice again: ..."
    Again { kept: Vec<u8>, dice: Vec<u8> },
}

/// A computer's roll line: who and what. Computer players are named "Computer 1", "Computer 2", ...
fn parse_computer_roll(line: &str) -> Option<(String, ComputerRoll)> {
    let rest = line.strip_prefix("Computer ")?;
    let (number, rest) = rest.split_once(' ')?;
    number.parse::<u8>().ok()?;
    let who = format!("Computer {number}");
    let rest = rest.strip_suffix('.')?;
    let roll = if let Some(dice) = rest.strip_prefix("rolls all dice again: ") {
        ComputerRoll::Again {
            kept: Vec::new(),
            dice: parse_faces(dice)?,
        }
    } else if let Some(dice) = rest.strip_prefix("rolls ") {
        ComputerRoll::First(parse_faces(dice)?)
    } else {
        let (kept, rolled) = rest
            .strip_prefix("keeps ")?
            .split_once(" and rolls again: ")?;
        let (dice, new) = rolled.split_once("; new: ")?;
        let (kept, dice, new) = (parse_faces(kept)?, parse_faces(dice)?, parse_faces(new)?);
        // What is new is exactly what was not kept: a listener can trust either part.
        let mut together = [kept.clone(), new].concat();
        together.sort_unstable();
        if together != dice {
            return None;
        }
        ComputerRoll::Again { kept, dice }
    };
    Some((who, roll))
}

/// "Choose a box: the Joker rule allows 6 boxes." or "... allows only one.": how many boxes it allows.
fn parse_joker_chooser(line: &str) -> Option<usize> {
    match line.strip_prefix("Choose a box: the Joker rule allows ")? {
        "only one." => Some(1),
        rest => rest.strip_suffix(" boxes.")?.parse().ok(),
    }
}

/// "Ann scores 25 points in Full house." or "... in Fours with the Joker."
fn parse_mark(line: &str) -> Option<MarkHeard> {
    let (player, rest) = line.split_once(" scores ")?;
    let (points, name) = rest.strip_suffix('.')?.split_once(" in ")?;
    let (name, joker) = match name.strip_suffix(" with the Joker") {
        Some(name) => (name, true),
        None => (name, false),
    };
    Some(MarkHeard {
        player: player.to_string(),
        points: parse_count(points, "point")?,
        name: name.to_string(),
        joker,
    })
}

/// "Ann wins with 250 points.", "Bo is second with 1 point.", "Ann and Bo tie for first with 200 points.",
/// "Ann finishes with 180 points.": the players named and their points.
fn parse_standing(line: &str) -> Option<(Vec<String>, u32)> {
    let (who, points) = line.strip_suffix('.')?.rsplit_once(" with ")?;
    let points = parse_count(points, "point")?;
    let names = if let Some((names, _place)) = who.split_once(" tie for ") {
        let (rest, last) = names.rsplit_once(" and ")?;
        rest.split(", ").chain([last]).map(String::from).collect()
    } else if let Some(name) = who
        .strip_suffix(" wins")
        .or_else(|| who.strip_suffix(" finishes"))
    {
        vec![name.to_string()]
    } else {
        let (name, _place) = who.rsplit_once(" is ")?;
        vec![name.to_string()]
    };
    Some((names, points))
}

/// Plays one seeded game of `preset` by ear with these players; returns what it showed.
fn listen_to(preset: &str, seed: u64, humans: &[&str], bots: &[&str], cache: &Path) -> Report {
    listen_to_sheets(preset, seed, 1, humans, bots, cache, false)
}

/// As [`listen_to`], each player filling `sheets` sheets.
fn listen_to_sheets(
    preset: &str,
    seed: u64,
    sheets: u32,
    humans: &[&str],
    bots: &[&str],
    cache: &Path,
    brief: bool,
) -> Report {
    let seed = seed.to_string();
    let sheets = sheets.to_string();
    let mut args = vec!["--rules", preset, "--seed", &seed, "--sheets", &sheets];
    for human in humans {
        args.extend(["--player", human]);
    }
    for bot in bots {
        args.extend(["--bot", bot]);
    }
    let verbosity = if brief { "brief" } else { "full" };
    let label = format!(
        "{preset}, seed {seed}, {sheets} sheets, {humans:?} and bots {bots:?}, {verbosity}"
    );
    Listener::start(&label, &args, cache, brief).play(humans)
}

/// Every preset with its number of boxes, and seeds that bring the Joker and Yahtzee bonuses where they
/// exist (the dice depend on the seed only, so these games replay the same in every build).
const GAMES: [(&str, usize, u64, u64); 6] = [
    // (preset, boxes, seed alone, seed for two)
    ("yahtzee", 13, 10, 46),
    ("yahtzee-free-joker", 13, 10, 46),
    ("classic", 13, 102, 202),
    ("classic-extra", 16, 103, 203),
    ("yatzy", 15, 104, 204),
    ("maxi-yatzy", 20, 3, 205),
];

/// The Joker games must have brought what they were chosen for.
fn check_joker_coverage(preset: &str, report: &Report) {
    match preset {
        "yahtzee" => {
            assert!(report.joker_narrowings > 0, "{preset}: {report:?}");
            assert!(report.jokers > 0, "{preset}: {report:?}");
            assert!(report.yahtzee_bonuses > 0, "{preset}: {report:?}");
        }
        "yahtzee-free-joker" => {
            assert_eq!(
                report.joker_narrowings, 0,
                "{preset}: a free Joker narrows nothing"
            );
            assert!(report.jokers > 0, "{preset}: {report:?}");
            assert!(report.yahtzee_bonuses > 0, "{preset}: {report:?}");
        }
        "maxi-yatzy" => assert!(report.rolls_saved > 0, "{preset}: {report:?}"),
        _ => assert_eq!(report.yahtzee_bonuses, 0, "{preset} has no Yahtzee bonus"),
    }
}

#[test]
fn a_listener_plays_every_preset_alone_to_the_end() {
    let cache = tempfile::tempdir().unwrap();
    for (preset, boxes, seed, _) in GAMES {
        let report = listen_to(preset, seed, &["Ann"], &[], cache.path());
        assert_eq!(report.turns as usize, boxes, "{preset}: one turn a box");
        assert_eq!(report.standings.len(), 1, "{preset}");
        check_joker_coverage(preset, &report);
        if preset == "yatzy" {
            // This game earns the upper bonus, so the final sum checks that it was said and counted.
            assert_eq!(report.upper_bonuses, 1, "{report:?}");
        }
    }
}

#[test]
fn two_listeners_share_the_keyboard_in_every_preset() {
    let cache = tempfile::tempdir().unwrap();
    for (preset, boxes, _, seed) in GAMES {
        let report = listen_to(preset, seed, &["Ann", "Bo"], &[], cache.path());
        assert_eq!(
            report.turns as usize,
            2 * boxes,
            "{preset}: one turn a box each"
        );
        assert_eq!(report.standings.len(), 2, "{preset}");
        check_joker_coverage(preset, &report);
    }
}

#[test]
fn a_listener_follows_the_computer_players_turns() {
    let cache = tempfile::tempdir().unwrap();
    for (preset, boxes, seed, bots) in [
        ("yahtzee", 13, 300, &["good"][..]),
        // A beginner rerolls every die now and then, and this game ends in a tie.
        ("yatzy", 15, 12, &["beginner"][..]),
        ("maxi-yatzy", 20, 300, &["good", "casual"][..]),
    ] {
        let report = listen_to(preset, seed, &["Ann"], bots, cache.path());
        assert_eq!(report.turns as usize, boxes, "{preset}: Ann’s turns only");
        assert_eq!(report.standings.len(), 1 + bots.len(), "{preset}");
        if preset == "yatzy" {
            assert!(report.computer_rerolls_all > 0, "{report:?}");
            assert_eq!(report.standings["Ann"], report.standings["Computer 1"]);
        }
    }
}

#[test]
fn a_listener_follows_a_match_of_several_sheets() {
    let cache = tempfile::tempdir().unwrap();
    let report = listen_to_sheets("yatzy", 7, 2, &["Ann"], &["casual"], cache.path(), false);
    assert_eq!(report.turns, 30, "two sheets of 15 boxes");
    assert_eq!(report.standings.len(), 2);
}

#[test]
fn a_listener_plays_to_the_end_hearing_only_brief_announcements() {
    let cache = tempfile::tempdir().unwrap();
    // Alone with the Joker and Yahtzee bonuses; hot seat; with computers (whose turns are one line each);
    // saved rolls; a match of two sheets.
    let yahtzee = listen_to_sheets("yahtzee", 10, 1, &["Ann"], &[], cache.path(), true);
    check_joker_coverage("yahtzee", &yahtzee);
    assert_eq!(yahtzee.turns, 13);
    let hot_seat = listen_to_sheets("yatzy", 204, 1, &["Ann", "Bo"], &[], cache.path(), true);
    assert_eq!(hot_seat.standings.len(), 2);
    let computers = listen_to_sheets("yahtzee", 300, 1, &["Ann"], &["good"], cache.path(), true);
    assert_eq!(computers.standings.len(), 2);
    assert_eq!(
        computers.computer_rerolls_all, 0,
        "no computer roll is said in brief"
    );
    let maxi = listen_to_sheets("maxi-yatzy", 3, 1, &["Ann"], &[], cache.path(), true);
    check_joker_coverage("maxi-yatzy", &maxi);
    let sheets = listen_to_sheets("yatzy", 7, 2, &["Ann"], &["casual"], cache.path(), true);
    assert_eq!(sheets.turns, 30);
}
