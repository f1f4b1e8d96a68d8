//! Setting a match up: the flags first, all checked before any question, then spoken questions for whatever
//! they leave open, and the offer to resume a saved game.
//!
//! The questions are part of the game, so the game's quit keys work at every one of them: Escape twice,
//! Ctrl+Q, Ctrl+C, Ctrl+D and the word `quit`; F1 or `help` says what can be done. Each answer is checked
//! when it is given, and a refusal says what would fit ("a number from 1 to 8", "Ann is taken"), so a
//! mistake is never found after the last question.

use crate::game::{ConfigError, Game, MAX_PLAYERS, MatchConfig, PlayerSpec, Skill};
use crate::i18n::{Arg, Localizer, Message};
use crate::narration;
use crate::player::args::PlayArgs;
use crate::player::lines::{LineRead, LineSource};
use crate::player::persistence;
use crate::player::persistence::Preferences;
use crate::player::question::{Question, Said, Step};
use crate::rules::Preset;
use crate::speech::{Speaker, Urgency};
use crate::text::{CleanText, MAX_NAME_CHARS, PlayerName};
use crate::usage::{UsageError, parse_preset};

/// Asks setup questions by line, saying each one with its default.
pub(super) struct Asker<'a> {
    pub localizer: &'a mut Localizer,
    pub speaker: &'a mut dyn Speaker,
    pub input: &'a mut dyn LineSource,
}

/// What a question hears while it waits: see [`Asker::ask_listed_hearing`].
pub(super) struct Listening<'a> {
    /// `None`: nothing to hear, the answer is simply waited for.
    pub news: Option<News<'a>>,
    pub say_first: bool,
}

/// The news a question hears while it waits for its answer, and the bell rung both when news arrives and when a
/// line is read (the line source rings it: [`LineSource::ring_when_read`]), so the question sleeps until one of
/// them comes.
pub(super) struct News<'a> {
    pub heard: &'a mut dyn FnMut() -> Heard,
    pub rung: &'a std::sync::mpsc::Receiver<()>,
}

/// What a question heard while it waited: said as it comes; `stop` ends the question with no answer (what was
/// heard changes it).
pub(super) struct Heard {
    pub said: Vec<Message>,
    pub stop: bool,
}

/// The player quit during setup (a quit key, `quit`, or the end of input): there is no game yet, so the
/// program says goodbye and ends.
#[derive(Debug)]
pub(super) struct SetupInterrupted;

/// Why setup gave no match.
#[derive(Debug)]
pub(super) enum SetupFailure {
    Usage(UsageError),
    Interrupted,
}

impl From<UsageError> for SetupFailure {
    fn from(error: UsageError) -> SetupFailure {
        SetupFailure::Usage(error)
    }
}

impl From<SetupInterrupted> for SetupFailure {
    fn from(_: SetupInterrupted) -> SetupFailure {
        SetupFailure::Interrupted
    }
}

impl From<ConfigError> for SetupFailure {
    fn from(error: ConfigError) -> SetupFailure {
        SetupFailure::Usage(UsageError::Config(error))
    }
}

/// A line read at a question, once the words that stand for keys are understood.
fn prompt_read(read: LineRead, localizer: &Localizer) -> LineRead {
    let LineRead::Line(line) = read else {
        return read;
    };
    match crate::player::words::in_english(&line, localizer).as_str() {
        "quit" | "ctrl+q" | "ctrl+c" => LineRead::Interrupted,
        "escape" | "esc" => LineRead::Escape,
        "help" | "f1" => LineRead::Help,
        _ => LineRead::Line(line),
    }
}

impl Asker<'_> {
    pub fn say(&mut self, message: &Message) {
        let _ = self
            .speaker
            .speak(&self.localizer.text(message), Urgency::Interrupt);
    }

    /// Says `message` after whatever is being said.
    pub fn tell(&mut self, message: &Message) {
        let _ = self
            .speaker
            .speak(&self.localizer.text(message), Urgency::Queue);
    }

    /// The saved game, its summary said, and whether the player takes it up (Enter) or starts anew.
    pub fn resume(&mut self, game: &Game) -> Result<bool, SetupInterrupted> {
        for message in persistence::resume_summary(game) {
            self.tell(&message);
        }
        // The answer is read in the language of the question.
        let localizer = Localizer::for_locale(&self.localizer.locale());
        self.ask(
            &Message::new("resume-question"),
            |answer| persistence::resume_answer(answer, &localizer).ok_or_else(|| one_of(answer)),
            true,
        )
    }

    /// Another sayzee uses the files in `data_dir`: whether to play without saving (Enter) or quit.
    pub fn busy(&mut self, data_dir: &std::path::Path) -> Result<bool, SetupInterrupted> {
        self.tell(&persistence::busy_notice(data_dir));
        let localizer = Localizer::for_locale(&self.localizer.locale());
        self.ask(
            &Message::new("data-busy-question"),
            |answer| persistence::busy_answer(answer, &localizer).ok_or_else(|| one_of(answer)),
            true,
        )
    }

    /// Asks for what is not shown as it is typed (a password): the question, then one line. Enter alone gives
    /// `None`; help asks again; a quit key, Escape or the end of input ends setup.
    pub fn ask_secret(&mut self, question: &Message) -> Result<Option<String>, SetupInterrupted> {
        loop {
            self.say(question);
            match self.input.read_secret() {
                LineRead::Line(line) if line.is_empty() => return Ok(None),
                LineRead::Line(line) => return Ok(Some(line)),
                LineRead::Help => {}
                LineRead::Refused(message) => self.say(&message),
                LineRead::End | LineRead::Interrupted | LineRead::Escape => {
                    return Err(SetupInterrupted);
                }
            }
        }
    }

    /// Asks until `check` accepts the answer, saying what it found wrong each time. An empty answer (or
    /// `enter`, the key's name in line mode) takes the default; a quit key, `quit` or the end of input ends setup.
    pub fn ask<T>(
        &mut self,
        question: &Message,
        check: impl Fn(&str) -> Result<T, Message>,
        default: T,
    ) -> Result<T, SetupInterrupted> {
        self.ask_listed(question, &[], check, default)
    }

    /// [`Asker::ask`] for a question whose choices are too long for one sentence: the short question, then
    /// `lines` (headings and numbered choices) one per line. After a refusal only the question is said again (the
    /// choices were just heard); after help, the choices too.
    pub fn ask_listed<T>(
        &mut self,
        question: &Message,
        lines: &[Message],
        check: impl Fn(&str) -> Result<T, Message>,
        default: T,
    ) -> Result<T, SetupInterrupted> {
        let listening = Listening {
            news: None,
            say_first: true,
        };
        let answer = self.ask_listed_hearing(question, lines, check, default, listening)?;
        // Only news stops a question without an answer, and there is none here.
        answer.ok_or(SetupInterrupted)
    }

    /// [`Asker::ask_listed`] that hears news while it waits for the answer (chat in a server's lobby): each
    /// message `listening.news` gives is said as it comes, and `None` comes back when the news stops the question.
    /// Without `listening.say_first` the question and its lines are not said at first (they were just heard),
    /// only after help or a refusal.
    pub fn ask_listed_hearing<T>(
        &mut self,
        question: &Message,
        lines: &[Message],
        check: impl Fn(&str) -> Result<T, Message>,
        default: T,
        mut listening: Listening<'_>,
    ) -> Result<Option<T>, SetupInterrupted> {
        let mut question = Question::new(question.clone(), lines.to_vec(), check, default);
        if listening.say_first {
            self.say_all(&question.asked());
        }
        loop {
            let read = match &mut listening.news {
                None => self.input.read_line(),
                Some(news) => match self.read_hearing(news) {
                    Some(read) => read,
                    None => return Ok(None),
                },
            };
            match question.hear(prompt_read(read, self.localizer)) {
                Step::Ask(said) => self.say_all(&said),
                Step::Answered(answer) => return Ok(Some(answer)),
                Step::Quit => return Err(SetupInterrupted),
            }
        }
    }

    /// The next line, the news heard meanwhile said as it comes; `None` when the news stopped the question.
    /// Between the two it sleeps: the line source and the news ring the same bell.
    fn read_hearing(&mut self, news: &mut News<'_>) -> Option<LineRead> {
        loop {
            // A line read already (a source that cannot wait gives its next line here).
            if let Some(read) = self.input.read_line_within(std::time::Duration::ZERO) {
                return Some(read);
            }
            let heard = (news.heard)();
            for message in &heard.said {
                self.tell(message);
            }
            if heard.stop {
                return None;
            }
            if news.rung.recv().is_err() {
                // Nobody can ring any more: no news will come, only the line.
                return Some(self.input.read_line());
            }
        }
    }

    /// Says each line with its own urgency.
    fn say_all(&mut self, said: &[Said]) {
        for said in said {
            let _ = self
                .speaker
                .speak(&self.localizer.text(&said.message), said.urgency);
        }
    }
}

/// "That does not fit here", with the answer echoed short and clean. The question follows it again, with
/// its choices: said here as well, a list would be heard twice in a row.
pub(super) fn one_of(answer: &str) -> Message {
    Message::new("setup-invalid-choice").with("answer", CleanText::echo(answer).into_string())
}

/// The whole number from `min` to `max` an answer gives, or what would fit.
pub(super) fn number_answer(answer: &str, min: usize, max: usize) -> Result<usize, Message> {
    answer
        .parse::<usize>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| {
            Message::new("setup-invalid-number")
                .with("answer", CleanText::echo(answer).into_string())
                .with("min", min)
                .with("max", max)
        })
}

/// Choices said with their numbers ("1: Yahtzee, 2: Yatzy"), so a player can answer with a number, which
/// is the same in every language, or with the name.
pub(super) fn numbered(names: impl IntoIterator<Item = Message>) -> Arg {
    narration::list_comma(numbered_items(names))
}

/// One numbered choice said on a line of its own: "3: make a new table".
pub(super) fn numbered_line(n: usize, name: Message) -> Message {
    Message::new("setup-choice-line")
        .with("n", n)
        .with("name", name)
}

fn numbered_items(names: impl IntoIterator<Item = Message>) -> Vec<Arg> {
    names
        .into_iter()
        .enumerate()
        .map(|(i, name)| {
            Message::new("setup-choice")
                .with("n", i + 1)
                .with("name", name)
                .into()
        })
        .collect()
}

/// The choice an answer names: its number in `choices`, its id, or its name in the player's language.
fn choice_answer<T: Copy>(
    answer: &str,
    choices: &[(T, &str, Message)],
    localizer: &Localizer,
) -> Option<T> {
    let wanted = answer.trim().to_lowercase();
    if let Ok(n) = wanted.parse::<usize>() {
        return n.checked_sub(1).and_then(|i| choices.get(i)).map(|c| c.0);
    }
    choices
        .iter()
        .find(|(_, id, name)| {
            *id == wanted.replace(' ', "-") || localizer.text(name).to_lowercase() == wanted
        })
        .map(|c| c.0)
}

/// A player's name as answered at setup: cleaned, no longer than a name may be, and not one already taken.
fn name_answer(answer: &str, taken: &[PlayerSpec]) -> Result<PlayerName, Message> {
    let (name, cleaning) = PlayerName::cleaned(answer);
    if cleaning.shortened {
        return Err(Message::new("setup-name-too-long").with("max", MAX_NAME_CHARS));
    }
    if let Some(holder) = taken
        .iter()
        .find(|player| player.name.same_as(name.as_str()))
    {
        return Err(Message::new("setup-name-taken").with("name", holder.name.to_string()));
    }
    Ok(name)
}

/// The first name made by `message` with a number from `from` on that no player in `taken` has, so a default
/// never clashes with a name chosen earlier ("Player 2" answered for the first player moves the second
/// player's default on to "Player 3").
fn free_name(
    localizer: &Localizer,
    message: &'static str,
    from: usize,
    taken: &[PlayerSpec],
) -> PlayerName {
    free_number(localizer, message, from, taken).1
}

/// [`free_name`] with the number it was made with.
fn free_number(
    localizer: &Localizer,
    message: &'static str,
    from: usize,
    taken: &[PlayerSpec],
) -> (usize, PlayerName) {
    (from..)
        .map(|n| {
            let name = PlayerName::new(&localizer.text(&Message::new(message).with("n", n)));
            (n, name)
        })
        .find(|(_, name)| {
            !taken
                .iter()
                .any(|player| player.name.same_as(name.as_str()))
        })
        .expect("there are fewer players than numbers")
}

/// Everything the flags and settings say, checked before any question so a mistake is never found late.
struct Flags {
    preset: Option<Preset>,
    default_preset: Preset,
    bots: Vec<Skill>,
}

fn check_flags(
    args: &PlayArgs,
    settings: &Preferences,
    localizer: &Localizer,
) -> Result<Flags, UsageError> {
    let preset = args.rules.as_deref().map(parse_preset).transpose()?;
    let default_preset = settings.preset.unwrap_or_default();
    let bots = args
        .bots
        .iter()
        .map(|level| {
            level
                .parse::<Skill>()
                .map_err(|_| UsageError::UnknownLevel(level.clone()))
        })
        .collect::<Result<Vec<Skill>, UsageError>>()?;
    if let Some(long) = args
        .players
        .iter()
        .find(|name| PlayerName::cleaned(name).1.shortened)
    {
        return Err(UsageError::NameTooLong(long.clone()));
    }
    let sheets = args.sheets()?;
    if !args.players.is_empty() || !bots.is_empty() {
        let mut named = MatchConfig::new(preset.unwrap_or_default(), Vec::new());
        named.players = args.players.iter().map(PlayerSpec::human).collect();
        add_computers(&mut named.players, &bots, localizer);
        named.sheets = sheets.unwrap_or(1);
        if !named.players.is_empty() {
            named.validate()?;
        }
    }
    Ok(Flags {
        preset,
        default_preset,
        bots,
    })
}

/// The match the flags ask for, asking about whatever they leave open.
pub(super) fn setup(
    args: &PlayArgs,
    settings: &Preferences,
    ask_language: bool,
    asker: &mut Asker<'_>,
) -> Result<MatchConfig, SetupFailure> {
    let flags = check_flags(args, settings, asker.localizer)?;
    if ask_language && flags.preset.is_none() {
        ask_language_question(asker)?;
    }
    let preset = match flags.preset {
        Some(preset) => preset,
        None => ask_preset(asker, flags.default_preset)?,
    };
    let mut players: Vec<PlayerSpec> = args.players.iter().map(PlayerSpec::human).collect();
    if players.is_empty() && flags.bots.is_empty() {
        let count = asker.ask(
            &Message::new("setup-players")
                .with("default", 1u8)
                .with("max", MAX_PLAYERS),
            |answer| number_answer(answer, 1, MAX_PLAYERS),
            1,
        )?;
        for n in 1..=count {
            let name = ask_name(asker, n, &players)?;
            players.push(PlayerSpec::human(name));
        }
        ask_computers(asker, &mut players)?;
    } else {
        add_computers(&mut players, &flags.bots, asker.localizer);
    }
    let (options, unfit) = settings.rule_options(preset);
    for message in &unfit {
        asker.tell(message);
    }
    let config = MatchConfig {
        preset,
        options,
        players,
        sheets: args.sheets()?.unwrap_or(1),
        duplicate: args.duplicate,
    };
    config.validate().map_err(UsageError::Config)?;
    Ok(config)
}

/// How many computer players join `players` (as many as there is room for), and how well they play.
pub(super) fn ask_computers(
    asker: &mut Asker<'_>,
    players: &mut Vec<PlayerSpec>,
) -> Result<(), SetupInterrupted> {
    let room = MAX_PLAYERS.saturating_sub(players.len());
    let computers = if room == 0 {
        0
    } else {
        asker.ask(
            &Message::new("setup-bots")
                .with("default", 0u8)
                .with("max", room),
            |answer| number_answer(answer, 0, room),
            0,
        )?
    };
    if computers > 0 {
        let skill = ask_level(asker)?;
        add_computers(players, &vec![skill; computers], asker.localizer);
    }
    Ok(())
}

/// The name of person `n` at this keyboard, asked with a free default name ("Player 2").
pub(super) fn ask_name(
    asker: &mut Asker<'_>,
    n: usize,
    players: &[PlayerSpec],
) -> Result<PlayerName, SetupInterrupted> {
    let default = free_name(asker.localizer, "setup-default-name", n, players);
    asker.ask(
        &Message::new("setup-name")
            .with("n", n)
            .with("default", default.to_string()),
        |answer| name_answer(answer, players),
        default,
    )
}

/// The name of person `n` of the `seats` at a network table's keyboard ("Your name?" when there is one). Enter
/// takes `suggested` (the name this keyboard used last) unless a name in `taken` is the same, else a free
/// default name; a name in `taken` (at this keyboard, or refused by the table) is refused and asked again.
pub(crate) fn ask_network_name(
    asker: &mut Asker<'_>,
    n: usize,
    seats: usize,
    taken: &[PlayerSpec],
    suggested: Option<&str>,
) -> Result<PlayerName, SetupInterrupted> {
    let default = suggested
        .map(PlayerName::new)
        .filter(|name| name.is_acceptable() && !taken.iter().any(|p| p.name.same_as(name.as_str())))
        .unwrap_or_else(|| free_name(asker.localizer, "setup-default-name", n, taken));
    let question = if seats == 1 {
        Message::new("setup-your-name")
    } else {
        Message::new("setup-name").with("n", n)
    };
    asker.ask(
        &question.with("default", default.to_string()),
        |answer| name_answer(answer, taken),
        default,
    )
}

/// Which rules, said by their names with numbers to answer with.
fn ask_preset(asker: &mut Asker<'_>, default: Preset) -> Result<Preset, SetupInterrupted> {
    let choices = Preset::ALL.map(|preset| (preset, preset.id(), narration::preset_name(preset)));
    ask_choice(asker, "setup-rules", "presets", &choices, default)
}

/// At a new network table: how well the computer plays that takes the seat of someone who leaves.
pub(crate) fn ask_stand_in(asker: &mut Asker<'_>) -> Result<Skill, SetupInterrupted> {
    let choices = Skill::ALL.map(|skill| (skill, skill.id(), crate::narration::level_name(skill)));
    ask_choice(
        asker,
        "net-question-stand-in",
        "levels",
        &choices,
        Skill::Good,
    )
}

/// How well the computer players play, said in the player's language with numbers to answer with.
fn ask_level(asker: &mut Asker<'_>) -> Result<Skill, SetupInterrupted> {
    let choices = Skill::ALL.map(|skill| (skill, skill.id(), crate::narration::level_name(skill)));
    ask_choice(asker, "setup-bot-level", "levels", &choices, Skill::Good)
}

/// Asks `question` with `choices` (value, id, name) said as a numbered list in its argument `list_arg`, and
/// the default's name; an answer is a number, an id or a name in the player's language.
fn ask_choice<T: Copy + PartialEq>(
    asker: &mut Asker<'_>,
    question: &'static str,
    list_arg: &'static str,
    choices: &[(T, &str, Message)],
    default: T,
) -> Result<T, SetupInterrupted> {
    let localizer = Localizer::for_locale(&asker.localizer.locale());
    let list = numbered(choices.iter().map(|c| c.2.clone()));
    let default_name = choices
        .iter()
        .find(|c| c.0 == default)
        .map(|c| c.2.clone())
        .expect("the default is one of the choices");
    asker.ask(
        &Message::new(question)
            .with("default", default_name)
            .with(list_arg, list.clone()),
        |answer| choice_answer(answer, choices, &localizer).ok_or_else(|| one_of(answer)),
        default,
    )
}

/// The language question, asked with the rules question when neither `--lang` nor the settings chose one:
/// Enter keeps the language the game speaks now; another answer switches the questions that follow too.
/// Languages are said by their names ("French"), which a voice says as a word where it spells a code out.
pub(crate) fn ask_language_question(asker: &mut Asker<'_>) -> Result<(), SetupInterrupted> {
    let current = asker.localizer.locale();
    let shipped: Vec<&'static str> = crate::i18n::available().collect();
    let name = |tag: &str| Message::new("language-name").with("tag", tag.to_string());
    let others = narration::list_or(
        shipped
            .iter()
            .filter(|tag| **tag != current)
            .map(|tag| name(tag).into())
            .collect(),
    );
    let localizer = Localizer::for_locale(&current);
    let chosen = asker.ask(
        &Message::new("setup-language")
            .with("default", name(&current))
            .with("languages", others.clone()),
        |answer| language_answer(answer, &shipped, &localizer).ok_or_else(|| one_of(answer)),
        None,
    )?;
    if let Some(locale) = chosen.filter(|locale| *locale != current) {
        *asker.localizer = Localizer::for_locale(locale);
        let _ = asker.speaker.set_language(locale);
    }
    Ok(())
}

/// The shipped language an answer names: its name in the language asked in ("French") or in its own
/// ("français"), its tag (`de`, `en-US`) or just its language (`en`), in any case.
fn language_answer(
    answer: &str,
    shipped: &[&'static str],
    asked_in: &Localizer,
) -> Option<Option<&'static str>> {
    let wanted = answer.trim().to_lowercase();
    let language = |tag: &str| {
        tag.split(['-', '_'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase()
    };
    let named = |tag: &&&'static str| {
        let name = Message::new("language-name").with("tag", tag.to_string());
        [asked_in.text(&name), Localizer::for_locale(tag).text(&name)]
            .iter()
            .any(|said| said.to_lowercase() == wanted)
    };
    shipped
        .iter()
        .find(named)
        .or_else(|| shipped.iter().find(|tag| tag.eq_ignore_ascii_case(&wanted)))
        .or_else(|| {
            shipped
                .iter()
                .find(|tag| language(tag) == language(&wanted))
        })
        .map(|tag| Some(*tag))
}

/// Seats the computer players, each named with the lowest number no person has taken ("Computer 1", or
/// "Computer 2" when someone is called "Computer 1").
pub(super) fn add_computers(
    players: &mut Vec<PlayerSpec>,
    skills: &[Skill],
    localizer: &Localizer,
) {
    for skill in skills {
        let (number, name) = free_number(localizer, "setup-bot-name", 1, players);
        let number = u8::try_from(number).expect("there are at most 8 players");
        players.push(PlayerSpec::numbered_computer(name, number, *skill));
    }
}
