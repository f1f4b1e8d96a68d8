//! Function lengths, counted as `../shared/tools/fnlen.py` counts them: from the line of `fn` to the line of its
//! closing brace, with strings, characters and comments blanked first so that their braces do not count.

/// `source` with every comment, string and character literal blanked to spaces (newlines kept).
pub fn blanked(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let mut out = String::with_capacity(source.len());
    let mut i = 0;
    let blank = |out: &mut String, from: &[char]| {
        out.extend(from.iter().map(|&c| if c == '\n' { '\n' } else { ' ' }));
    };
    let word_before = |i: usize| i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
    while i < chars.len() {
        let rest = &chars[i..];
        let end = if rest.starts_with(&['/', '/']) {
            i + rest.iter().position(|&c| c == '\n').unwrap_or(rest.len())
        } else if rest.starts_with(&['/', '*']) {
            let mut depth = 0;
            let mut j = i;
            while j < chars.len() {
                if chars[j..].starts_with(&['/', '*']) {
                    depth += 1;
                    j += 2;
                } else if chars[j..].starts_with(&['*', '/']) {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            j
        } else if let Some(hashes) = raw_string_opening(rest).filter(|_| !word_before(i)) {
            let opening = rest.iter().position(|&c| c == '"').unwrap_or(0) + 1;
            let closing: Vec<char> = std::iter::once('"')
                .chain("#".repeat(hashes).chars())
                .collect();
            let mut j = i + opening;
            while j < chars.len() && !chars[j..].starts_with(&closing) {
                j += 1;
            }
            (j + closing.len()).min(chars.len())
        } else if rest[0] == '"' || (rest.starts_with(&['b', '"']) && !word_before(i)) {
            let mut j = i + if rest[0] == 'b' { 2 } else { 1 };
            while j < chars.len() && chars[j] != '"' {
                j += if chars[j] == '\\' { 2 } else { 1 };
            }
            (j + 1).min(chars.len())
        } else if rest[0] == '\'' {
            char_literal_length(rest).map_or(i, |length| i + length)
        } else {
            i
        };
        if end > i {
            blank(&mut out, &chars[i..end]);
            i = end;
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// How many `#` a raw string opening at the start of `text` has (`r"`, `r#"`, `br##"`...), if it is one.
fn raw_string_opening(text: &[char]) -> Option<usize> {
    let after_b = if text.first() == Some(&'b') { 1 } else { 0 };
    if text.get(after_b) != Some(&'r') {
        return None;
    }
    let hashes = text[after_b + 1..]
        .iter()
        .take_while(|&&c| c == '#')
        .count();
    (text.get(after_b + 1 + hashes) == Some(&'"')).then_some(hashes)
}

/// The length of a character literal at the start of `text` (`'a'`, `'\n'`, `'\u{1F3B2}'`), or `None` for a
/// lifetime.
fn char_literal_length(text: &[char]) -> Option<usize> {
    match text.get(1) {
        Some('\\') => {
            let close = text.iter().skip(2).take(10).position(|&c| c == '\'')?;
            Some(close + 3)
        }
        Some(_) if text.get(2) == Some(&'\'') => Some(3),
        _ => None,
    }
}

/// Every function with a body in `source`: its name, the line of its `fn` and its length in lines.
pub fn functions(source: &str) -> Vec<(String, usize, usize)> {
    let text = blanked(source);
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(offset) = text[from..].find("fn ") {
        let at = from + offset;
        from = at + 3;
        if at > 0 && (bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_') {
            continue;
        }
        let name: String = text[at + 3..]
            .trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            continue;
        }
        let Some(body) = body_start(bytes, at + 3) else {
            continue;
        };
        let Some(close) = matching_brace(bytes, body) else {
            continue;
        };
        let line = text[..at].matches('\n').count() + 1;
        let end = text[..close].matches('\n').count() + 1;
        found.push((name, line, end - line + 1));
    }
    found
}

/// Where the body of a function whose signature starts at `from` opens, or `None` for one without a body.
fn body_start(bytes: &[u8], from: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (offset, &byte) in bytes[from..].iter().enumerate() {
        match byte {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth -= 1,
            b';' if depth <= 0 => return None,
            b'{' if depth <= 0 => return Some(from + offset),
            _ => {}
        }
    }
    None
}

/// The closing brace of the one that opens at `open`.
fn matching_brace(bytes: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0;
    for (offset, &byte) in bytes[open..].iter().enumerate() {
        match byte {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(open + offset);
                }
            }
            _ => {}
        }
    }
    None
}

#[test]
fn lengths_are_counted_from_fn_to_its_closing_brace_past_braces_in_strings_and_comments() {
    let source = "fn short() {}\n\nfn longer(a: u8) -> u8 {\n    // { not a brace\n    let s = \"}\";\n    let c = '{';\n    a\n}\nfn declared();\n";
    assert_eq!(
        functions(source),
        vec![("short".to_string(), 1, 1), ("longer".to_string(), 3, 6)]
    );
}
