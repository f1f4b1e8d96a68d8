//! What a listener hears in one printed en-US line: the answer to `t`, a turn, a roll, a box in the chooser, a
//! mark, a computer's roll, the standings; each parsed from the words alone, `None` when the line says
//! something else.

/// The upper boxes by the names a player hears.
pub(crate) const UPPER_BOXES: [&str; 6] = ["Ones", "Twos", "Threes", "Fours", "Fives", "Sixes"];

/// What the answer to `t` said.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    Turn(TurnHeard),
    Over,
}

/// "Ann’s turn, round 3 of 13, 2 rolls left."
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TurnHeard {
    pub(crate) player: String,
    pub(crate) round: u32,
    pub(crate) rounds: u32,
    pub(crate) rolls_left: u32,
}

/// "Roll 2 of 3: 3, 3, 3, 5, 5; new: 3, 5, 5."
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RollHeard {
    pub(crate) roll: u32,
    pub(crate) rolls: u32,
    pub(crate) dice: Vec<u8>,
    pub(crate) new: Option<Vec<u8>>,
}

/// "Full house, Joker, 25 points, 9 of 13."
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BoxHeard {
    pub(crate) name: String,
    pub(crate) joker: bool,
    pub(crate) points: u32,
    pub(crate) position: usize,
    pub(crate) count: usize,
}

/// "Ann scores 25 points in Full house with the Joker."
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MarkHeard {
    pub(crate) player: String,
    pub(crate) points: u32,
    pub(crate) name: String,
    pub(crate) joker: bool,
}

pub(crate) fn faces(list: &[u8]) -> String {
    list.iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// "1, 3, 3, 4, 6": every item a face from 1 to 6.
pub(crate) fn parse_faces(text: &str) -> Option<Vec<u8>> {
    text.split(", ")
        .map(|f| f.parse::<u8>().ok().filter(|f| (1..=6).contains(f)))
        .collect()
}

/// "2 rolls" or "1 roll", "25 points" or "1 point".
pub(crate) fn parse_count(text: &str, unit: &str) -> Option<u32> {
    let (number, word) = text.split_once(' ')?;
    let number: u32 = number.parse().ok()?;
    let plural = format!("{unit}s");
    (word == if number == 1 { unit } else { plural.as_str() }).then_some(number)
}

/// "Ann’s turn, round 3 of 13, 2 rolls left." (the answer to T)
pub(crate) fn parse_turn_info(line: &str) -> Option<TurnHeard> {
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
pub(crate) fn parse_sheet(line: &str) -> Option<(u32, u32)> {
    let (sheet, sheets) = line
        .strip_prefix("Sheet ")?
        .strip_suffix('.')?
        .split_once(" of ")?;
    Some((sheet.parse().ok()?, sheets.parse().ok()?))
}

/// "Your turn, Ann: round 3 of 13." (the turn starting, of a player at this keyboard) or "Robo’s turn, round 3
/// of 13." (anyone else's)
pub(crate) fn parse_turn_started(line: &str) -> Option<(String, u32)> {
    let (player, rest) = match line.strip_prefix("Your turn, ") {
        Some(rest) => rest.split_once(": round ")?,
        None => line.split_once("’s turn, round ")?,
    };
    let (round, rounds) = rest.strip_suffix('.')?.split_once(" of ")?;
    rounds.parse::<u32>().ok()?;
    Some((player.to_string(), round.parse().ok()?))
}

/// "Ann, round 3 of 13." (the turn starting, in brief)
pub(crate) fn parse_turn_started_brief(line: &str) -> Option<(String, u32)> {
    let (player, rest) = line.split_once(", round ")?;
    let (round, rounds) = rest.strip_suffix('.')?.split_once(" of ")?;
    rounds.parse::<u32>().ok()?;
    Some((player.to_string(), round.parse().ok()?))
}

/// "Roll 2 of 3: 3, 3, 3, 5, 5; new: 3, 5, 5." or "Roll 1 of 3: 1, 3, 3, 4, 6."
pub(crate) fn parse_roll(line: &str) -> Option<RollHeard> {
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
pub(crate) fn parse_selection(line: &str, verb: &str) -> Option<(u8, Vec<u8>)> {
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
pub(crate) fn parse_box(line: &str) -> Option<BoxHeard> {
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
pub(crate) enum ComputerRoll {
    /// "Computer 1 rolls 1, 2, 4, 5, 6."
    First(Vec<u8>),
    /// "Computer 1 keeps 1, 2 and rolls again: 1, 1, 1, 2, 3; new: 1, 1, 3." or "Computer 1 rolls all dice again: ..."
    Again { kept: Vec<u8>, dice: Vec<u8> },
}

/// A computer's roll line: who and what. Computer players are named "Computer 1", "Computer 2", ...
pub(crate) fn parse_computer_roll(line: &str) -> Option<(String, ComputerRoll)> {
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
pub(crate) fn parse_joker_chooser(line: &str) -> Option<usize> {
    match line.strip_prefix("Choose a box: the Joker rule allows ")? {
        "only one." => Some(1),
        rest => rest.strip_suffix(" boxes.")?.parse().ok(),
    }
}

/// "Ann scores 25 points in Full house." or "... in Fours with the Joker."
pub(crate) fn parse_mark(line: &str) -> Option<MarkHeard> {
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
pub(crate) fn parse_standing(line: &str) -> Option<(Vec<String>, u32)> {
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

/// `all` without one die of each face in `taken`, sorted.
pub(crate) fn without(all: &[u8], taken: &[u8]) -> Vec<u8> {
    let mut rest = all.to_vec();
    for face in taken {
        if let Some(at) = rest.iter().position(|f| f == face) {
            rest.remove(at);
        }
    }
    sorted(rest)
}

pub(crate) fn sorted(mut faces: Vec<u8>) -> Vec<u8> {
    faces.sort_unstable();
    faces
}
