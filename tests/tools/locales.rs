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

/// Every `.rs` file under `dir`.
fn rust_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files
}

/// Each `Message::new("id")` written in `source` with the argument names its own chain gives
/// (`.with("name", …)`): the calls at its own depth, up to the end of the expression it is in.
fn messages_written(source: &str) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    for (at, _) in source.match_indices("Message::new(") {
        let piece = &source[at + "Message::new(".len()..];
        let Some(literal) = piece.trim_start().strip_prefix('"') else {
            continue;
        };
        let Some(id) = literal.split('"').next() else {
            continue;
        };
        let after_id = &literal[id.len() + 1..];
        found.push((id.to_string(), chain_arguments(after_id)));
    }
    found
}

/// The names of the `.with("name", …)` calls chained at depth 0 of `text` (which starts inside
/// `Message::new(` after the id), until the expression ends.
fn chain_arguments(text: &str) -> Vec<String> {
    let mut arguments = Vec::new();
    // Inside the `Message::new(` until its `)`.
    let mut depth = 1;
    let mut chars = text.char_indices().peekable();
    while let Some((index, c)) = chars.next() {
        match c {
            '"' => {
                // A string: skipped whole.
                let mut escaped = false;
                for (_, c) in chars.by_ref() {
                    if c == '"' && !escaped {
                        break;
                    }
                    escaped = c == '\\' && !escaped;
                }
            }
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth -= 1;
                if depth < 0 {
                    break;
                }
            }
            ';' | ',' if depth == 0 => break,
            '.' if depth == 0 => {
                let rest = text[index + 1..].trim_start();
                if let Some(call) = rest.strip_prefix("with(")
                    && let Some(name) = call.trim_start().strip_prefix('"')
                {
                    arguments.extend(name.split('"').next().map(str::to_string));
                }
            }
            _ => {}
        }
    }
    arguments
}

/// A mistyped id would be spoken to a blind player as the raw id, and a mistyped argument leave a gap in the
/// sentence: every id written in `src/` is a message (the other locales follow from the test above), and every
/// argument it is given by name is one that message uses.
#[test]
fn every_message_src_writes_exists_with_the_arguments_it_is_given() {
    let english = messages("en-US");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut wrong = Vec::new();
    let mut checked = 0;
    for file in rust_files(&root.join("src")) {
        let whole = std::fs::read_to_string(&file).unwrap();
        // Tests may name messages that do not exist, to see what happens then.
        let text = whole.split("#[cfg(test)]").next().unwrap_or(&whole);
        let shown = file.strip_prefix(root).unwrap().display().to_string();
        for (id, arguments) in messages_written(text) {
            checked += 1;
            let Some(variables) = english.get(&id) else {
                wrong.push(format!("{shown}: no message {id}"));
                continue;
            };
            for argument in arguments.iter().filter(|a| !variables.contains(*a)) {
                wrong.push(format!("{shown}: {id} has no variable {argument}"));
            }
        }
    }
    assert!(checked > 300, "the ids in src/ were found ({checked})");
    assert!(wrong.is_empty(), "{wrong:#?}");
}

#[test]
fn the_scan_of_src_finds_ids_and_their_arguments() {
    let source = r#"let a = Message::new("net-log-move")
        .with("table", name)
        .with("seat", Message::new("inner").with("x", 1).into())
        .with("count", "(;");
    say(&[Message::new(
        "hint-thinking",
    )]);"#;
    assert_eq!(
        messages_written(source),
        vec![
            (
                "net-log-move".to_string(),
                vec!["table".to_string(), "seat".to_string(), "count".to_string()]
            ),
            ("inner".to_string(), vec!["x".to_string()]),
            ("hint-thinking".to_string(), vec![]),
        ]
    );
}
