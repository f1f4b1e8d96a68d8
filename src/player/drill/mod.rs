//! `sayzee drill`: the player's costliest past decisions asked again, costliest first, those due today. Each is
//! played at its decision with the game's own keys (raw mode) or commands (line mode), through the same session
//! as a game (`session/drill.rs` holds what differs), and its answer is kept in the statistics, where the drills live
//! (`persist::drills`). The day is counted here, at the edge, in UTC.

use clap::Args;

use crate::computer::{BuildQueue, Expert};
use crate::i18n::{Localizer, Message};
use crate::persist::drills::Drill;
use crate::player::args::Interface;
use crate::player::local::{Input, open_lines};
use crate::player::persistence::{DataAccess, Files, Preferences, StatisticsAt, day_of, due_at};
use crate::player::seat::{
    Greeting, Sitting, claim_data_dir, keyboard_layout, play_to_the_end, tell_notices,
};
use crate::player::session::{DrillSeat, Driven};
use crate::player::setup::Asker;
use crate::player::voice;
use crate::usage::UsageError;

/// The flags of `sayzee drill`.
#[derive(Debug, Default, Args)]
pub struct DrillArgs {
    /// Only this player's drills (default: everyone's kept in the data directory).
    #[arg(long = "player", value_name = "NAME")]
    pub player: Option<String>,

    #[command(flatten)]
    pub interface: Interface,
}

/// Asks the drills due today, one after another, until the last or until the player stops.
///
/// # Errors
/// [`UsageError`] when the flags ask for what cannot be (a layout or a voice sayzee does not know).
pub fn run(
    args: &DrillArgs,
    settings: &Preferences,
    files: Files,
    mut localizer: Localizer,
    input: Input<'_>,
) -> Result<(), UsageError> {
    let mut speakers = voice::speakers(&args.interface, settings, &localizer)?;
    let layout = keyboard_layout(&args.interface, settings, &localizer)?;
    let (line_mode, mut lines) = open_lines(input);
    let today = day_of(std::time::SystemTime::now());
    let chosen = {
        let speaker = speakers
            .first_mut()
            .expect("the text output is always there");
        let mut asker = Asker {
            localizer: &mut localizer,
            speaker: speaker.as_mut(),
            input: lines.as_mut(),
        };
        tell_notices(&mut asker, &files.notices);
        choose_drills(args, &files, today, &mut asker)
    };
    let Some((drills, later, at, _access)) = chosen else {
        return Ok(());
    };
    let Some(game) = drills.first().and_then(Drill::game) else {
        return Ok(());
    };
    // The drills are marked from what they hold: no table is read, and none is built for the hint they refuse.
    let expert = Expert::deferred(game.state().rules().clone(), None, BuildQueue::new(1));
    let sitting = Sitting {
        game,
        start_events: Vec::new(),
        seat: Box::new(DrillSeat::new(drills, today, at, later)),
        expert,
        localizer,
        speakers,
        settings,
        files: &files,
        interface: &args.interface,
        line_mode,
        lines: Driven::Lines,
        greeting: Greeting::Nothing,
        layout,
        pace: std::time::Duration::ZERO,
        played_elsewhere: None,
        shared_chances: None,
        learns_opening: false,
        persistence: None,
        wire: None,
    };
    play_to_the_end(sitting, lines.as_mut());
    Ok(())
}

/// The drills due today with what is needed to ask them: the due days of the others, where the answers are kept
/// (none when this sayzee may not write there) and the claim on the data directory, held while they are asked.
type Chosen = (Vec<Drill>, Vec<u32>, Option<StatisticsAt>, DataAccess);

/// The drills due today, of the player asked for: `None`, with what the player must hear said, when there is none
/// (or no data directory, or the player chose not to go on).
fn choose_drills(
    args: &DrillArgs,
    files: &Files,
    today: u32,
    asker: &mut Asker<'_>,
) -> Option<Chosen> {
    let Some(dir) = files.data_dir.as_deref() else {
        asker.say(&Message::new("drill-no-data"));
        return None;
    };
    let access = claim_data_dir(asker, dir, files.cache_dir.as_deref())?;
    let at = StatisticsAt {
        dir: dir.to_path_buf(),
        aside: access.aside(),
    };
    let player = args.player.as_deref();
    let (said, due, later) = due_at(&at, today, player);
    for message in &said {
        asker.tell(message);
    }
    if due.is_empty() {
        let next_in = later.iter().min().map(|due| due.saturating_sub(today));
        asker.say(&crate::narration::drill::none_due(next_in));
        return None;
    }
    let at = access.writes().then_some(at);
    Some((due, later, at, access))
}
