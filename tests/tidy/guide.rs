//! README and the guide in `docs/guide/` against what the program says and how a screen reader walks them: every
//! flag `--help` lists is in the guide, every page moves by headings, and no paragraph runs on.

use std::fs;
use std::path::PathBuf;
use std::process::Command;

use super::root;

/// README and every page of the guide, with their text.
fn pages() -> Vec<(PathBuf, String)> {
    let mut paths = vec![root().join("README.md")];
    let mut guide: Vec<PathBuf> = fs::read_dir(root().join("docs/guide"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    guide.sort();
    assert!(guide.len() >= 6, "the guide has its pages: {guide:?}");
    paths.extend(guide);
    paths
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            (path, text)
        })
        .collect()
}

/// The `--flags` a help text names.
fn flags_in(help: &str) -> Vec<String> {
    let mut flags: Vec<String> = help
        .split(|c: char| c.is_whitespace() || c == ',' || c == '[' || c == ']')
        .filter(|word| word.starts_with("--") && word.len() > 2)
        .map(|word| {
            word.split(['=', '<'])
                .next()
                .unwrap_or_default()
                .trim_end_matches(['.', ')', ':'])
                .to_string()
        })
        .collect();
    flags.sort();
    flags.dedup();
    flags
}

#[test]
fn every_flag_the_help_lists_is_in_the_guide() {
    let guide: String = pages().into_iter().map(|(_, text)| text).collect();
    let home = tempfile::tempdir().unwrap();
    let mut missing = Vec::new();
    for command in [
        &["--help"][..],
        &["join", "--help"],
        &["serve", "--help"],
        &["op", "--help"],
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_sayzee"))
            .args(command)
            .env("SAYZEE_CONFIG_DIR", home.path())
            .env("SAYZEE_DATA_DIR", home.path())
            .output()
            .unwrap();
        let help = String::from_utf8_lossy(&output.stdout);
        let flags = flags_in(&help);
        assert!(flags.len() >= 5, "{command:?} lists its flags: {help}");
        for flag in flags {
            if !["--help", "--version"].contains(&flag.as_str()) && !guide.contains(&flag) {
                missing.push(format!("{} {flag}", command[0]));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "flags the guide never names: {missing:#?}"
    );
}

/// The most words in one paragraph: past it, a screen reader reads one long block with nothing to jump by.
const MOST_WORDS: usize = 90;

#[test]
fn every_page_moves_by_headings_and_no_paragraph_runs_on() {
    for (path, text) in pages() {
        let lines: Vec<&str> = text.lines().collect();
        let headings = lines.iter().filter(|l| l.starts_with('#')).count();
        assert!(
            headings >= 3 && lines.len() / headings <= 60,
            "{}: {headings} headings for {} lines",
            path.display(),
            lines.len()
        );
        let mut in_code = false;
        let mut paragraph = Vec::new();
        for line in lines.iter().chain([&""]) {
            if line.starts_with("```") {
                in_code = !in_code;
            }
            let prose = !in_code
                && !line.trim().is_empty()
                && !line.starts_with(['#', '|', '-', '`'])
                && !line.starts_with(|c: char| c.is_ascii_digit())
                && !line.starts_with("  ");
            if prose {
                paragraph.push(*line);
                continue;
            }
            let words = paragraph.join(" ").split_whitespace().count();
            assert!(
                words <= MOST_WORDS,
                "{}: a paragraph of {words} words: {}",
                path.display(),
                paragraph.join(" ")
            );
            paragraph.clear();
        }
    }
}
