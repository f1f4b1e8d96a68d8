//! The printed score sheet (Shift+S): aligned plain text with a header row, for a sighted friend and for a
//! screen reader's review cursor. No colour and no box-drawing characters, which screen readers read aloud
//! as noise.
//!
//! This is the one part of narration that renders text, because columns can only be aligned once the
//! words are known in the player's language.

use crate::game::{Answer, SheetView};
use crate::game::{GameState, PlayerSheets, Query};
use crate::i18n::{Localizer, Message};
use crate::rules::Category;

use super::{box_name, sheet_of};

/// Columns are separated by this many spaces: enough for the eye, and a screen reader reads it as a pause.
const GAP: usize = 2;

/// The score sheets of every player as aligned text: one table per sheet (titled when there are several),
/// a header row with the player names, a row per box, then the upper section, its bonus, the Yahtzee bonus
/// when the rules have one, and the total. Lines end with '\n'.
pub fn score_table(localizer: &Localizer, state: &GameState) -> String {
    let Answer::Sheets(players) = state.query(Query::Sheets) else {
        unreachable!("the sheets query answers with sheets")
    };
    let rules = state.rules();
    let text = |message: Message| localizer.text(&message);
    let empty = text(Message::new("table-empty"));
    let sheet_count = players.first().map_or(0, |p| p.sheets.len());

    let mut header = vec![text(Message::new("table-box"))];
    header.extend(
        state
            .config()
            .players
            .iter()
            .map(|player| match super::player_name(player) {
                crate::i18n::Arg::Message(message) => text(*message),
                _ => player.name.to_string(),
            }),
    );

    let mut out = String::new();
    for k in 0..sheet_count {
        let cell = |points: Option<u16>| points.map_or_else(|| empty.clone(), |p| p.to_string());
        // One row of cells per player from `value` of that player's sheet `k`.
        let row = |label: String, value: &dyn Fn(&SheetView) -> Option<u16>| {
            let mut cells = vec![label];
            cells.extend(
                players
                    .iter()
                    .map(|p: &PlayerSheets| cell(value(&p.sheets[k]))),
            );
            cells
        };
        let mut rows = vec![header.clone()];
        for category in rules.categories() {
            rows.push(row(text(box_name(rules, category)), &|sheet| {
                points_in(sheet, category)
            }));
        }
        rows.push(row(text(Message::new("table-upper-total")), &|sheet| {
            Some(sheet.totals.upper)
        }));
        if rules.upper_bonus().is_some() {
            rows.push(row(text(Message::new("table-upper-bonus")), &|sheet| {
                Some(sheet.totals.upper_bonus)
            }));
        }
        if rules.yahtzee_bonus().is_some() {
            let label =
                Message::new("table-yahtzee-bonus").with("box", box_name(rules, Category::Yahtzee));
            rows.push(row(text(label), &|sheet| Some(sheet.totals.yahtzee_bonus)));
        }
        rows.push(row(text(Message::new("table-total")), &|sheet| {
            Some(sheet.totals.grand)
        }));
        if sheet_count > 1 {
            out.push_str(&text(sheet_of(k as u8 + 1, sheet_count as u8)));
            out.push('\n');
        }
        out.push_str(&aligned(&rows));
    }
    if sheet_count > 1 {
        let mut totals = vec![text(Message::new("table-match-total"))];
        totals.extend(players.iter().map(|p| p.total.to_string()));
        out.push_str(&aligned(&[header, totals]));
    }
    out
}

fn points_in(sheet: &SheetView, category: Category) -> Option<u16> {
    sheet
        .rows
        .iter()
        .find(|row| row.category == category)
        .and_then(|row| row.points)
}

/// The first column left-aligned, the others right-aligned (numbers line up by their last digit), without
/// trailing spaces.
fn aligned(rows: &[Vec<String>]) -> String {
    let columns = rows.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            rows.iter()
                .filter_map(|r| r.get(c))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut out = String::new();
    for row in rows {
        let mut line = String::new();
        for (c, cell) in row.iter().enumerate() {
            let pad = widths[c] - cell.chars().count();
            if c == 0 {
                line.push_str(cell);
                line.push_str(&" ".repeat(pad));
            } else {
                line.push_str(&" ".repeat(GAP + pad));
                line.push_str(cell);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
