//! The crate's import graph, read from its source: which file of `src/` names a path that lives in which other.
//!
//! An arrow A -> B when file A names a path (in a `use` tree, or inline: `crate::x::Y`, `super::x`, `self::x`,
//! or a child module of A by its bare name) whose longest prefix that is a module lives in file B. Comments,
//! strings and inline `#[cfg(test)] mod … { }` blocks are left out; a `mod x;` line is no arrow. Modules declared
//! under a `cfg` that names `test` are test files, and `#[path]` is followed.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// One source file of the crate.
#[derive(Debug)]
pub struct SourceFile {
    /// Relative to `src/`, with `/` separators: `player/session/dispatch.rs`.
    pub name: String,
    /// The module path: `["player", "session", "dispatch"]`; empty for `lib.rs`.
    pub module: Vec<String>,
    /// Compiled only for tests (declared under a `cfg` naming `test`, or inside such a module).
    pub is_test: bool,
    /// The code with comments, strings and inline test modules removed.
    pub code: String,
}

/// Every file of the library crate reached from `src/lib.rs` through `mod` declarations, and the arrows.
#[derive(Debug)]
pub struct Graph {
    pub files: Vec<SourceFile>,
    /// Arrows by index into `files`.
    pub arrows: Vec<BTreeSet<usize>>,
}

impl Graph {
    pub fn read(src: &Path) -> Graph {
        let mut files = Vec::new();
        collect(src, &src.join("lib.rs"), Vec::new(), false, &mut files);
        let by_module: BTreeMap<Vec<String>, usize> = files
            .iter()
            .enumerate()
            .map(|(index, file)| (file.module.clone(), index))
            .collect();
        let arrows = files
            .iter()
            .enumerate()
            .map(|(index, file)| {
                let children = child_modules(&file.code);
                paths_named(&file.code, &children)
                    .into_iter()
                    .filter_map(|path| resolve(&file.module, &children, &path, &by_module))
                    .filter(|&target| target != index)
                    .collect()
            })
            .collect();
        Graph { files, arrows }
    }

    /// Whether `from` imports through the front (`mod.rs`) of a folder it sits in: `rules/sheet.rs` naming
    /// `super::Dice`, which `rules/mod.rs` re-exports from `rules/dice.rs`.
    pub fn runs_back_up(&self, from: usize, to: usize) -> bool {
        let (file, front) = (&self.files[from], &self.files[to]);
        front.name.ends_with("mod.rs")
            && file.module.len() > front.module.len()
            && file.module.starts_with(&front.module)
    }

    /// Groups of two or more files that import each other in a circle (Tarjan's strongly connected components),
    /// not counting imports that run back up to a folder's front: a front re-exports its files, so each such
    /// import would close a loop through it (those are found by [`Graph::runs_back_up`] instead).
    pub fn circles(&self) -> Vec<Vec<String>> {
        let arrows: Vec<BTreeSet<usize>> = self
            .arrows
            .iter()
            .enumerate()
            .map(|(from, targets)| {
                targets
                    .iter()
                    .copied()
                    .filter(|&to| !self.runs_back_up(from, to))
                    .collect()
            })
            .collect();
        let count = self.files.len();
        let mut state = Tarjan {
            index: vec![None; count],
            low: vec![0; count],
            on_stack: vec![false; count],
            stack: Vec::new(),
            next: 0,
            groups: Vec::new(),
        };
        for file in 0..count {
            if state.index[file].is_none() {
                state.visit(file, &arrows);
            }
        }
        state
            .groups
            .into_iter()
            .filter(|group| group.len() > 1)
            .map(|group| {
                let mut names: Vec<String> =
                    group.iter().map(|&i| self.files[i].name.clone()).collect();
                names.sort();
                names
            })
            .collect()
    }

    /// Every file reachable from `start` through arrows, `start` included.
    pub fn reach(&self, start: &[usize]) -> BTreeSet<usize> {
        let mut seen: BTreeSet<usize> = start.iter().copied().collect();
        let mut todo: Vec<usize> = start.to_vec();
        while let Some(file) = todo.pop() {
            for &next in &self.arrows[file] {
                if seen.insert(next) {
                    todo.push(next);
                }
            }
        }
        seen
    }
}

struct Tarjan {
    index: Vec<Option<usize>>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    next: usize,
    groups: Vec<Vec<usize>>,
}

impl Tarjan {
    fn visit(&mut self, file: usize, arrows: &[BTreeSet<usize>]) {
        self.index[file] = Some(self.next);
        self.low[file] = self.next;
        self.next += 1;
        self.stack.push(file);
        self.on_stack[file] = true;
        for &next in &arrows[file] {
            match self.index[next] {
                None => {
                    self.visit(next, arrows);
                    self.low[file] = self.low[file].min(self.low[next]);
                }
                Some(index) if self.on_stack[next] => self.low[file] = self.low[file].min(index),
                Some(_) => {}
            }
        }
        if Some(self.low[file]) == self.index[file] {
            let mut group = Vec::new();
            while let Some(member) = self.stack.pop() {
                self.on_stack[member] = false;
                group.push(member);
                if member == file {
                    break;
                }
            }
            self.groups.push(group);
        }
    }
}

/// Reads `path` as module `module` and every module file it declares, depth first.
fn collect(
    src: &Path,
    path: &Path,
    module: Vec<String>,
    is_test: bool,
    files: &mut Vec<SourceFile>,
) {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let without_literals = strip_comments_and_strings(&text);
    let declarations = module_declarations(&without_literals);
    let code = strip_inline_test_modules(&without_literals);
    let name = path
        .strip_prefix(src)
        .unwrap()
        .to_string_lossy()
        .replace('\\', "/");
    // Where this file's children live: beside a `mod.rs` or `lib.rs`, else in a folder named as the file.
    let own_dir: PathBuf = match path.file_name().and_then(|n| n.to_str()) {
        Some("mod.rs" | "lib.rs") => path.parent().unwrap().to_path_buf(),
        _ => path.with_extension(""),
    };
    files.push(SourceFile {
        name,
        module: module.clone(),
        is_test,
        code,
    });
    for declaration in declarations {
        let child_path = match &declaration.path_attribute {
            Some(relative) => path.parent().unwrap().join(relative),
            None => {
                let file = own_dir.join(format!("{}.rs", declaration.name));
                if file.exists() {
                    file
                } else {
                    own_dir.join(&declaration.name).join("mod.rs")
                }
            }
        };
        let mut child = module.clone();
        child.push(declaration.name);
        collect(
            src,
            &child_path,
            child,
            is_test || declaration.for_tests,
            files,
        );
    }
}

struct Declaration {
    name: String,
    path_attribute: Option<String>,
    for_tests: bool,
}

/// The `mod name;` lines of a file (not inline `mod name { }` blocks), with their `#[path]` and whether a
/// `cfg` naming `test` guards them. Works on code whose comments are gone but whose strings are kept.
fn module_declarations(code: &str) -> Vec<Declaration> {
    let mut found = Vec::new();
    let mut attributes: Vec<String> = Vec::new();
    for line in code.lines() {
        let line = line.trim();
        if line.starts_with("#[") {
            attributes.push(line.to_string());
            continue;
        }
        let rest = line
            .strip_prefix("pub(crate) ")
            .or_else(|| line.strip_prefix("pub(super) "))
            .or_else(|| line.strip_prefix("pub "))
            .unwrap_or(line);
        if let Some(name) = rest.strip_prefix("mod ").and_then(|r| r.strip_suffix(';')) {
            let path_attribute = attributes.iter().find_map(|a| {
                a.strip_prefix("#[path = \"")
                    .and_then(|r| r.strip_suffix("\"]"))
                    .map(str::to_string)
            });
            let for_tests = attributes
                .iter()
                .any(|a| a.starts_with("#[cfg(") && words(a).any(|w| w == "test"));
            found.push(Declaration {
                name: name.trim().to_string(),
                path_attribute,
                for_tests,
            });
        }
        if !line.is_empty() {
            attributes.clear();
        }
    }
    found
}

fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
}

/// Comments removed, and the contents of string literals (plain and raw) emptied; `#[path = "…"]` keeps its
/// string, since it names a file.
fn strip_comments_and_strings(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == 'r'
            && (next == Some('"') || next == Some('#'))
            && !chars[..i]
                .last()
                .is_some_and(|p| p.is_alphanumeric() || *p == '_')
        {
            // A raw string: r"…", r#"…"#.
            let mut hashes = 0;
            let mut j = i + 1;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                out.push(c);
                i += 1;
                continue;
            }
            j += 1;
            loop {
                if j >= chars.len() {
                    break;
                }
                if chars[j] == '"' && (1..=hashes).all(|k| chars.get(j + k) == Some(&'#')) {
                    j += 1 + hashes;
                    break;
                }
                j += 1;
            }
            out.push_str("\"\"");
            i = j;
        } else if c == '"' {
            let keep = out.trim_end().ends_with("#[path =");
            let start = i;
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                i += 1;
            }
            i += 1;
            if keep {
                out.extend(&chars[start..i.min(chars.len())]);
            } else {
                out.push_str("\"\"");
            }
        } else if c == '\'' {
            // A character literal ('"', '{', '\'') is skipped whole; a lifetime ('a) is kept.
            let close = if next == Some('\\') {
                chars[i + 2..]
                    .iter()
                    .position(|&c| c == '\'')
                    .map(|p| i + 2 + p)
            } else if chars.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            match close {
                Some(end) => {
                    out.push_str("' '");
                    i = end + 1;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

/// `#[cfg(test)] mod name { … }` blocks removed (their imports are the tests', not the module's).
pub fn strip_inline_test_modules(code: &str) -> String {
    let mut out = code.to_string();
    while let Some(start) = find_inline_test_module(&out) {
        let open = start + out[start..].find('{').unwrap();
        let mut depth = 0;
        let mut end = out.len();
        for (offset, c) in out[open..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = open + offset + 1;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.replace_range(start..end, "");
    }
    out
}

fn find_inline_test_module(code: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(found) = code[from..].find("#[cfg(") {
        let start = from + found;
        let attribute_end = start + code[start..].find(']')?;
        let after = code[attribute_end + 1..].trim_start();
        let is_test = words(&code[start..attribute_end]).any(|w| w == "test");
        let rest = after
            .strip_prefix("pub ")
            .or_else(|| after.strip_prefix("pub(crate) "))
            .unwrap_or(after);
        if is_test && let Some(declared) = rest.strip_prefix("mod ") {
            let head: String = declared
                .chars()
                .take_while(|&c| c != ';' && c != '{')
                .collect();
            if declared[head.len()..].starts_with('{') {
                return Some(start);
            }
        }
        from = attribute_end;
    }
    None
}

/// The names of the modules a file declares, inline blocks included (their paths are relative to it).
fn child_modules(code: &str) -> BTreeSet<String> {
    let tokens = tokenize(code);
    tokens
        .windows(2)
        .filter(|pair| pair[0] == "mod")
        .map(|pair| pair[1].clone())
        .filter(|name| is_identifier(name))
        .collect()
}

fn is_identifier(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// Identifiers, `::` and single punctuation characters.
fn tokenize(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_alphanumeric() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            tokens.push(chars[start..i].iter().collect());
        } else if c == ':' && chars.get(i + 1) == Some(&':') {
            tokens.push("::".to_string());
            i += 2;
        } else if c.is_whitespace() {
            i += 1;
        } else {
            tokens.push(c.to_string());
            i += 1;
        }
    }
    tokens
}

/// Every path the file names that may lead into the crate: the leaves of its `use` trees, and inline paths.
fn paths_named(code: &str, children: &BTreeSet<String>) -> Vec<Vec<String>> {
    let tokens = tokenize(code);
    let mut paths = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        if tokens[i] == "use" && (i == 0 || tokens[i - 1] != "::") {
            let end = tokens[i..]
                .iter()
                .position(|t| t == ";")
                .map_or(tokens.len(), |p| i + p);
            let tree = &tokens[i + 1..end];
            let start = usize::from(tree.first().is_some_and(|t| t == "::"));
            use_tree(&tree[start..], &[], &mut paths);
            i = end + 1;
            continue;
        }
        let starts_path = is_identifier(&tokens[i])
            && tokens.get(i + 1).is_some_and(|t| t == "::")
            && (i == 0 || tokens[i - 1] != "::")
            && (["crate", "super", "self"].contains(&tokens[i].as_str())
                || children.contains(&tokens[i]));
        if starts_path {
            let mut path = vec![tokens[i].clone()];
            let mut j = i + 1;
            while tokens.get(j).is_some_and(|t| t == "::")
                && tokens.get(j + 1).is_some_and(|t| is_identifier(t))
            {
                path.push(tokens[j + 1].clone());
                j += 2;
            }
            paths.push(path);
            i = j;
            continue;
        }
        i += 1;
    }
    paths
}

/// The leaves of a `use` tree, each with the prefix it is under: `a::{b, c::{d, self}}` gives `a::b`, `a::c::d`
/// and `a::c`.
fn use_tree(tokens: &[String], prefix: &[String], out: &mut Vec<Vec<String>>) {
    let mut path = prefix.to_vec();
    let mut i = 0;
    while i < tokens.len() {
        let token = &tokens[i];
        if token == "{" {
            let mut depth = 0;
            let mut part_start = i + 1;
            for j in i..tokens.len() {
                match tokens[j].as_str() {
                    "{" => depth += 1,
                    "}" => {
                        depth -= 1;
                        if depth == 0 {
                            use_tree(&tokens[part_start..j], &path, out);
                            return;
                        }
                    }
                    "," if depth == 1 => {
                        use_tree(&tokens[part_start..j], &path, out);
                        part_start = j + 1;
                    }
                    _ => {}
                }
            }
            return;
        } else if (token == "self" && !path.is_empty()) || token == "as" || token == "*" {
            // `a::{self}` is `a`; what follows `as` is a new name, not a path; `*` takes all of the prefix.
            break;
        } else if is_identifier(token) {
            path.push(token.clone());
        }
        i += 1;
    }
    if !path.is_empty() {
        out.push(path);
    }
}

/// The file that holds what `path`, named in module `here`, leads to: the longest prefix that is a module.
fn resolve(
    here: &[String],
    children: &BTreeSet<String>,
    path: &[String],
    by_module: &BTreeMap<Vec<String>, usize>,
) -> Option<usize> {
    let mut base: Vec<String>;
    let mut rest = path;
    match path.first()?.as_str() {
        "crate" => {
            base = Vec::new();
            rest = &path[1..];
        }
        "super" | "self" => {
            base = here.to_vec();
            while let Some(first) = rest.first() {
                match first.as_str() {
                    "super" => {
                        base.pop();
                    }
                    "self" => {}
                    _ => break,
                }
                rest = &rest[1..];
            }
        }
        first if children.contains(first) => base = here.to_vec(),
        _ => return None,
    }
    let mut best = None;
    for taken in 0..=rest.len() {
        let mut module = base.clone();
        module.extend(rest[..taken].iter().cloned());
        if let Some(&file) = by_module.get(&module) {
            best = Some(file);
        }
    }
    best
}
