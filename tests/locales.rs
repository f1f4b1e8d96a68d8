//! Every locale carries every message, with the same variables, and each renders without a Fluent error.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, PatternElement};
use sayzee::i18n::{self, Arg, Localizer, Message};

/// Message id to the variables it uses, for one locale's file, with those of the messages it references
/// (`{ die-ordinal }` sees the caller's arguments).
fn messages(locale: &str) -> BTreeMap<String, BTreeSet<String>> {
    let source = i18n::source(locale).unwrap();
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{locale}: syntax errors {errors:?}"));
    let mut direct = BTreeMap::new();
    for entry in resource.body {
        if let Entry::Message(message) = entry {
            let mut used = Used::default();
            if let Some(pattern) = &message.value {
                collect_pattern(pattern, &mut used);
            }
            direct.insert(message.id.name.to_string(), used);
        }
    }
    direct
        .keys()
        .map(|id| {
            let mut variables = BTreeSet::new();
            let mut seen = BTreeSet::new();
            let mut to_visit = vec![id.clone()];
            while let Some(next) = to_visit.pop() {
                if !seen.insert(next.clone()) {
                    continue;
                }
                if let Some(used) = direct.get(&next) {
                    variables.extend(used.variables.iter().cloned());
                    to_visit.extend(used.messages.iter().cloned());
                }
            }
            (id.clone(), variables)
        })
        .collect()
}

/// The variables a message uses itself, and the messages it references.
#[derive(Default)]
struct Used {
    variables: BTreeSet<String>,
    messages: BTreeSet<String>,
}

fn collect_pattern(pattern: &ast::Pattern<&str>, used: &mut Used) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            collect_expression(expression, used);
        }
    }
}

fn collect_expression(expression: &Expression<&str>, used: &mut Used) {
    match expression {
        Expression::Select { selector, variants } => {
            collect_inline(selector, used);
            for variant in variants {
                collect_pattern(&variant.value, used);
            }
        }
        Expression::Inline(inline) => collect_inline(inline, used),
    }
}

fn collect_inline(inline: &InlineExpression<&str>, used: &mut Used) {
    match inline {
        InlineExpression::VariableReference { id } => {
            used.variables.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            used.messages.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => collect_expression(expression, used),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                collect_inline(argument, used);
            }
        }
        _ => {}
    }
}

#[test]
fn every_locale_has_every_message_with_the_same_variables() {
    let reference = messages(i18n::FALLBACK);
    assert!(!reference.is_empty());
    for locale in i18n::available() {
        let other = messages(locale);
        let missing: Vec<_> = reference
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{locale} lacks {missing:?}");
        let extra: Vec<_> = other
            .keys()
            .filter(|id| !reference.contains_key(*id))
            .collect();
        assert!(
            extra.is_empty(),
            "{locale} has messages en-US lacks: {extra:?}"
        );
        for (id, variables) in &reference {
            assert_eq!(&other[id], variables, "{locale}: {id} uses other variables");
        }
    }
}

/// A sample value for a variable, by the convention that numbers have these names.
fn sample(variable: &str, number: f64) -> Arg {
    const NUMBERS: [&str; 10] = [
        "count", "expected", "found", "games", "highest", "lowest", "max", "n", "states", "value",
    ];
    // ## Narration: the numeric variables of game.ftl.
    const NARRATION_NUMBERS: [&str; 12] = [
        "points",
        "total",
        "threshold",
        "roll",
        "rolls",
        "round",
        "rounds",
        "sheet",
        "sheets",
        "position",
        "place",
        "face",
    ];
    // ## Statistics: the numbers of persist.ftl.
    const STATISTICS_NUMBERS: [&str; 5] = ["games", "wins", "best", "average", "yahtzees"];
    if NUMBERS.contains(&variable)
        || NARRATION_NUMBERS.contains(&variable)
        || STATISTICS_NUMBERS.contains(&variable)
    {
        Arg::Number(number)
    } else {
        Arg::Text(format!("<{variable}>").into())
    }
}

#[test]
fn every_message_of_every_locale_renders_without_errors() {
    for locale in i18n::available() {
        let localizer = Localizer::for_locale(locale);
        for (id, variables) in messages(locale) {
            for number in [0.0, 1.0, 2.0, 5.0, 21.0] {
                let mut message = Message::new(id.clone());
                for variable in &variables {
                    let name: &'static str = Box::leak(variable.clone().into_boxed_str());
                    message = message.with(name, sample(variable, number));
                }
                let text = localizer
                    .try_text(&message)
                    .unwrap_or_else(|e| panic!("{locale}: {id} fails to render: {e:?}"));
                assert!(!text.trim().is_empty(), "{locale}: {id} is empty");
                assert!(
                    !text.contains(['\u{2068}', '\u{2069}']),
                    "{locale}: isolation marks"
                );
            }
        }
    }
}

#[test]
fn plurals_follow_each_language() {
    let count = |locale: &str, found: u8| {
        let message = Message::new("cli-dice-count")
            .with("preset", "yatzy")
            .with("expected", 5u8)
            .with("found", found)
            .with("example", "15566");
        Localizer::for_locale(locale).text(&message)
    };
    // French counts zero as singular; English does not.
    assert!(count("fr", 0).contains("0 dé a été donné"));
    assert!(count("en-US", 0).contains("0 dice were given"));
    assert!(count("en-US", 1).contains("1 die was given"));
    assert!(count("sv", 2).contains("2 tärningar angavs"));
}
