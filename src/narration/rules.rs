//! The rules in force, read aloud (Ctrl+F1): the preset's name, then each box and what it scores, the bonuses,
//! the Joker, saved rolls, every option set differently from the preset, and duplicate dice. One short message
//! each, in sheet order, so the history (Shift+R) walks back through them line by line.
//!
//! Everything comes from the ruleset's own data (each box's pattern and payout), never from the preset's name,
//! so a ruleset with options is read as it is played.

use super::{box_name, preset_name};
use crate::game::MatchConfig;
use crate::i18n::Message;
use crate::rules::{BoxSpec, Category, JokerRule, Pattern, Payout, Ruleset};

/// Every line of the rules of the match `config` sets up (played by `rules`): the rules, then the dice when they
/// are duplicate.
pub fn read_match_aloud(config: &MatchConfig, rules: &Ruleset) -> Vec<Message> {
    let mut lines = read_aloud(rules);
    if config.duplicate {
        lines.push(Message::new("rules-duplicate"));
    }
    lines
}

/// Every line of the rules of `rules`, in the order they are read.
pub fn read_aloud(rules: &Ruleset) -> Vec<Message> {
    let mut lines = vec![
        Message::new("rules-heading")
            .with("preset", preset_name(rules.preset_id()))
            .with("dice", rules.dice_count())
            .with("rolls", rules.rolls_per_turn())
            .with("boxes", rules.boxes().len()),
    ];
    lines.extend(rules.boxes().iter().map(|spec| box_line(rules, spec)));
    lines.push(match rules.upper_bonus() {
        Some(bonus) => Message::new("rules-upper-bonus")
            .with("points", bonus.points)
            .with("threshold", bonus.threshold),
        None => Message::new("rules-no-upper-bonus"),
    });
    if rules.has_box(Category::Yahtzee) {
        let yahtzee = box_name(rules, Category::Yahtzee);
        lines.push(match rules.yahtzee_bonus() {
            Some(points) => Message::new("rules-yahtzee-bonus")
                .with("box", yahtzee.clone())
                .with("points", points),
            None => Message::new("rules-no-yahtzee-bonus").with("box", yahtzee.clone()),
        });
        lines.push(
            Message::new("rules-joker")
                .with("joker", joker_id(rules.joker()))
                .with("box", yahtzee),
        );
    }
    if rules.saved_rolls() {
        lines.push(Message::new("rules-saved-rolls"));
    }
    lines.extend(changed_options(rules));
    lines
}

/// "Full house: three of one face and two of another; 25 points."
fn box_line(rules: &Ruleset, spec: &BoxSpec) -> Message {
    let pattern = match spec.pattern {
        Pattern::Face(face) => Message::new("rules-pattern-face").with("face", face.value()),
        Pattern::OfAKind(count) => Message::new("rules-pattern-of-a-kind").with("count", count),
        Pattern::Pairs(count) => Message::new("rules-pattern-pairs").with("count", count),
        Pattern::FullHouse => Message::new("rules-pattern-full-house"),
        Pattern::Villa => Message::new("rules-pattern-villa"),
        Pattern::Tower => Message::new("rules-pattern-tower"),
        Pattern::AnyRun(length) => Message::new("rules-pattern-any-run").with("length", length),
        Pattern::Run { low, high } => Message::new("rules-pattern-run")
            .with("low", low.value())
            .with("high", high.value()),
        Pattern::AllSame => Message::new("rules-pattern-all-same"),
        Pattern::Any => Message::new("rules-pattern-any"),
    };
    let payout = match spec.payout {
        Payout::SumOfAll => Message::new("rules-payout-sum-of-all"),
        Payout::SumOfMatched => Message::new("rules-payout-sum-of-matched"),
        Payout::Fixed(points) => Message::new("rules-payout-fixed").with("points", points),
        Payout::SumOfAllAtLeast(points) => {
            Message::new("rules-payout-sum-at-least").with("points", points)
        }
        Payout::ComplementOfSum(points) => {
            Message::new("rules-payout-complement").with("points", points)
        }
    };
    Message::new("rules-box")
        .with("box", box_name(rules, spec.category))
        .with("pattern", pattern)
        .with("payout", payout)
}

/// One line for each option that makes these rules differ from their preset's own.
fn changed_options(rules: &Ruleset) -> Vec<Message> {
    let preset = Ruleset::preset(rules.preset_id());
    let options = rules.options();
    let switched = |id: &'static str, on: bool| Message::new(id).with("on", yes_no(on));
    let mut changes = Vec::new();
    if options.upper_bonus.is_some()
        && rules.upper_bonus().is_some() != preset.upper_bonus().is_some()
    {
        changes.push(switched(
            "rules-option-upper-bonus",
            rules.upper_bonus().is_some(),
        ));
    }
    if options.yahtzee_bonus.is_some()
        && rules.yahtzee_bonus().is_some() != preset.yahtzee_bonus().is_some()
    {
        changes.push(
            switched(
                "rules-option-yahtzee-bonus",
                rules.yahtzee_bonus().is_some(),
            )
            .with("box", box_name(rules, Category::Yahtzee)),
        );
    }
    if options.joker.is_some() && rules.joker() != preset.joker() {
        changes.push(Message::new("rules-option-joker").with("joker", joker_id(rules.joker())));
    }
    if options.extra_rows.is_some() && rules.boxes().len() != preset.boxes().len() {
        changes.push(switched(
            "rules-option-extra-rows",
            rules.boxes().len() > preset.boxes().len(),
        ));
    }
    if options.saved_rolls.is_some() && rules.saved_rolls() != preset.saved_rolls() {
        changes.push(switched("rules-option-saved-rolls", rules.saved_rolls()));
    }
    changes
        .into_iter()
        .map(|option| {
            Message::new("rules-changed")
                .with("preset", preset_name(rules.preset_id()))
                .with("option", option)
        })
        .collect()
}

/// The value of a Fluent `yes`/`no` selector.
pub fn yes_no(on: bool) -> &'static str {
    if on { "yes" } else { "no" }
}

fn joker_id(joker: JokerRule) -> &'static str {
    match joker {
        JokerRule::Off => "off",
        JokerRule::Forced => "forced",
        JokerRule::Free => "free",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Localizer;
    use crate::rules::{Preset, RuleOptions};

    fn heard(locale: &str, rules: &Ruleset) -> Vec<String> {
        let localizer = Localizer::for_locale(locale);
        read_aloud(rules)
            .iter()
            .map(|line| {
                localizer
                    .try_text(line)
                    .unwrap_or_else(|e| panic!("{locale}: {line}: {e:?}"))
            })
            .collect()
    }

    #[test]
    fn yahtzee_is_read_box_by_box_with_its_bonuses_and_joker() {
        let lines = heard("en-US", &Ruleset::preset(Preset::Yahtzee));
        assert_eq!(
            lines[0],
            "Rules: Yahtzee. 5 dice, 3 rolls a turn, 13 boxes."
        );
        assert_eq!(
            lines[1],
            "Ones: the dice showing 1; scores the sum of those dice."
        );
        assert!(lines.contains(
            &"Full house: three of one face and two of another; scores 25 points.".into()
        ));
        assert!(lines.contains(&"Small straight: 4 faces in a row; scores 30 points.".into()));
        assert!(lines.contains(
            &"Upper section bonus: 35 points for 63 or more in the upper section.".into()
        ));
        assert!(
            lines
                .last()
                .unwrap()
                .starts_with("Joker: a further Yahtzee goes in the upper box")
        );
        // The heading, 13 boxes, the upper bonus, the Yahtzee bonus and the Joker: one line each.
        assert_eq!(lines.len(), 1 + 13 + 3, "{lines:#?}");
    }

    #[test]
    fn maxi_yatzy_reads_its_own_boxes_its_saved_rolls_and_that_it_has_no_joker() {
        let lines = heard("en-US", &Ruleset::preset(Preset::MaxiYatzy));
        assert_eq!(
            lines[0],
            "Rules: Maxi Yatzy. 6 dice, 3 rolls a turn, 20 boxes."
        );
        assert!(lines.contains(
            &"Tower: four of one face and two of another; scores the sum of those dice.".into()
        ));
        assert!(
            lines.contains(
                &"Full straight: every face from 1 to 6; scores the sum of those dice.".into()
            ),
            "{lines:#?}"
        );
        assert!(lines.contains(&"Rolls you leave unused are saved for your next turn.".into()));
        assert!(lines.contains(&"No Maxi Yatzy bonus.".into()), "{lines:#?}");
        assert!(
            lines.contains(&"No Joker: a further Maxi Yatzy scores by the plain rules.".into()),
            "{lines:#?}"
        );
    }

    #[test]
    fn every_option_that_differs_from_the_preset_is_named_last() {
        let options = RuleOptions {
            upper_bonus: Some(false),
            joker: Some(JokerRule::Free),
            // The preset's own value is no change and is not read as one.
            yahtzee_bonus: Some(true),
            ..RuleOptions::default()
        };
        let rules = Ruleset::new(Preset::Yahtzee, options).unwrap();
        let lines = heard("en-US", &rules);
        assert_eq!(
            lines[lines.len() - 2..],
            [
                "Changed from Yahtzee: no upper section bonus.",
                "Changed from Yahtzee: with the free Joker."
            ]
        );
        assert!(lines.contains(&"No upper section bonus.".into()));
        assert_eq!(
            heard("fr", &rules).last().unwrap(),
            "Différence avec la variante Yams : avec le Joker libre."
        );
    }

    #[test]
    fn every_preset_is_read_in_every_language() {
        for preset in Preset::ALL {
            let rules = Ruleset::preset(preset);
            for locale in crate::i18n::available() {
                let lines = heard(locale, &rules);
                assert_eq!(lines.len(), read_aloud(&rules).len());
                assert!(
                    lines.iter().all(|l| !l.contains('{')),
                    "{locale}: {lines:#?}"
                );
            }
        }
    }
}
