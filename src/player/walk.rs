//! `sayzee walk`: one of the last games finished at home (`persist::finished`), opened again at its end and reviewed
//! as it was then: each person's luck and figures, the costliest decisions, and, with keys, every decision walked
//! with the arrows (the roll, the choice, the expert's choice and its cost; against others, where the table is
//! exact, the choices that moved the chance of winning and how far). Nothing is written: the game is counted
//! already.

use clap::Args;

use crate::computer::Expert;
use crate::i18n::{Localizer, Message};
use crate::narration;
use crate::persist::files::{Aside, Loaded};
use crate::persist::finished::Finished;
use crate::player::args::Interface;
use crate::player::local::{Input, open_lines};
use crate::player::persistence::{Files, Preferences};
use crate::player::seat::{Greeting, Sitting, keyboard_layout, play_to_the_end, tell_notices};
use crate::player::session::{Driven, HomeSeat};
use crate::player::setup::Asker;
use crate::player::voice;
use crate::usage::UsageError;

/// The flags of `sayzee walk`.
#[derive(Debug, Default, Args)]
pub struct WalkArgs {
    /// Which finished game, counted back from the last (1, the default, is the last one).
    #[arg(long, value_name = "N", allow_hyphen_values = true)]
    pub game: Option<String>,

    #[command(flatten)]
    pub interface: Interface,
}

/// Opens the finished game asked for and reviews it, until the player leaves.
///
/// # Errors
/// [`UsageError`] when the flags ask for what cannot be (a game number that is not one, a layout or voice sayzee
/// does not know).
pub fn run(
    args: &WalkArgs,
    settings: &Preferences,
    files: Files,
    mut localizer: Localizer,
    input: Input<'_>,
) -> Result<(), UsageError> {
    let back = match &args.game {
        Some(text) => {
            crate::usage::number_in("game", text, 1, crate::persist::finished::KEPT as u64)?
        }
        None => 1,
    };
    let mut speakers = voice::speakers(&args.interface, settings, &localizer)?;
    let layout = keyboard_layout(&args.interface, settings, &localizer)?;
    let (line_mode, mut lines) = open_lines(input);
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
        chosen_game(&files, back as usize, &mut asker)
    };
    let Some((game, intro)) = chosen else {
        return Ok(());
    };
    let expert = Expert::build(game.state().rules().clone(), files.cache_dir.clone());
    let sitting = Sitting {
        game,
        start_events: Vec::new(),
        seat: Box::new(HomeSeat::new(None, None)),
        expert,
        localizer,
        speakers,
        settings,
        files: &files,
        interface: &args.interface,
        line_mode,
        lines: Driven::Lines,
        greeting: Greeting::Review(intro),
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

/// The finished game `back` games before the last and what says which it is; `None`, with what the player must
/// hear said, when there is no such game.
fn chosen_game(
    files: &Files,
    back: usize,
    asker: &mut Asker<'_>,
) -> Option<(crate::game::Game, Message)> {
    let Some(dir) = files.data_dir.as_deref() else {
        asker.say(&Message::new("walk-none"));
        return None;
    };
    // Read only: another sayzee may hold the directory, and a damaged file is theirs to move aside.
    let kept = match Finished::load(dir, Aside::Leave) {
        Loaded::Read(kept) => kept,
        Loaded::Missing => Finished::default(),
        Loaded::Refused { problem, .. } => {
            let path = dir.join(crate::persist::finished::FILE_NAME);
            let kind = crate::player::persistence::FileKind::Finished;
            for message in crate::player::persistence::refusal(kind, &problem, &path, None) {
                asker.tell(&message);
            }
            Finished::default()
        }
    };
    let count = kept.games.len();
    if count == 0 {
        asker.say(&Message::new("walk-none"));
        return None;
    }
    let Some(game) = count.checked_sub(back).and_then(|at| kept.games.get(at)) else {
        asker.say(&Message::new("walk-no-such-game").with("count", count));
        return None;
    };
    let state = game.state();
    let scores: Vec<crate::i18n::Arg> = (0..state.players().len())
        .map(|player| {
            Message::new("walk-score")
                .with(
                    "name",
                    narration::player_name(&state.config().players[player]),
                )
                .with("points", state.total(player))
                .into()
        })
        .collect();
    let intro = Message::new("walk-intro")
        .with("n", back)
        .with("count", count)
        .with("preset", narration::preset_name(state.config().preset))
        .with("scores", narration::list_comma(scores));
    Some((game.clone(), intro))
}
