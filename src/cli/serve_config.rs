//! `sayzee serve --config FILE`, part of the command line (`cli.rs`): the server's settings in a TOML file, for
//! what has grown past a handful of flags. Each key is a `serve` flag's long name without its dashes (`listen`,
//! `tls-cert`, `max-spectators`), its value a string or a number, `true` for a flag that takes none, a list for one
//! that repeats (`trusted-proxy`). The file stands for those flags, put before the ones typed after `serve`, so a
//! flag given on the command line wins.

use std::ffi::OsString;
use std::path::Path;

use crate::usage::ServeUsage;

/// A flag of `serve` as the file may give it: its long name, and whether it takes a value.
pub(super) type Flag = (String, bool);

/// A configuration file larger than this is not one.
const MAX_FILE: u64 = 256 * 1024;

/// The flags the file at `path` stands for, in its order; `known` are the flags it may give.
///
/// # Errors
/// [`ServeUsage::Config`] when the file cannot be read or is not TOML, [`ServeUsage::ConfigKey`] for a
/// key that is no flag of `known`, [`ServeUsage::ConfigValue`] for a value of the wrong kind.
pub(super) fn flags_in(path: &Path, known: &[Flag]) -> Result<Vec<String>, ServeUsage> {
    let problem = |detail: Option<String>| ServeUsage::Config {
        path: path.display().to_string(),
        detail,
    };
    let metadata = std::fs::metadata(path).map_err(|error| problem(Some(error.to_string())))?;
    // A FIFO or a device is never read (it could block or never end), nor a file too large to be one.
    if !metadata.is_file() || metadata.len() > MAX_FILE {
        return Err(problem(None));
    }
    let text = std::fs::read_to_string(path).map_err(|error| problem(Some(error.to_string())))?;
    let table: toml::Table = text
        .parse()
        .map_err(|error: toml::de::Error| problem(Some(error.message().to_string())))?;
    let mut flags = Vec::new();
    for (key, value) in &table {
        let takes_value = known
            .iter()
            .find(|(name, _)| name == key)
            .map(|&(_, takes_value)| takes_value)
            .ok_or_else(|| ServeUsage::ConfigKey {
                path: path.display().to_string(),
                key: key.clone(),
            })?;
        let wrong = || ServeUsage::ConfigValue {
            path: path.display().to_string(),
            key: key.clone(),
        };
        let values: Vec<&toml::Value> = match value {
            toml::Value::Array(items) => items.iter().collect(),
            one => vec![one],
        };
        for value in values {
            match (value, takes_value) {
                (toml::Value::Boolean(true), false) => flags.push(format!("--{key}")),
                (toml::Value::Boolean(false), false) => {}
                (toml::Value::String(text), true) => {
                    flags.extend([format!("--{key}"), text.clone()]);
                }
                (toml::Value::Integer(number), true) => {
                    flags.extend([format!("--{key}"), number.to_string()]);
                }
                (toml::Value::Float(number), true) => {
                    flags.extend([format!("--{key}"), number.to_string()]);
                }
                _ => return Err(wrong()),
            }
        }
    }
    Ok(flags)
}

/// The command line `argv` with `flags` put right after `serve`, before the flags typed there (which win).
pub(super) fn with_flags(argv: Vec<OsString>, flags: Vec<String>) -> Vec<OsString> {
    let Some(at) = argv.iter().position(|arg| arg == "serve") else {
        return argv;
    };
    let mut merged = argv;
    let after = merged.split_off(at + 1);
    merged.extend(flags.into_iter().map(OsString::from));
    merged.extend(after);
    merged
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known() -> Vec<Flag> {
        ["listen", "max-spectators", "trusted-proxy"]
            .into_iter()
            .map(|name| (name.to_string(), true))
            .chain([("print-address".to_string(), false)])
            .collect()
    }

    fn written(text: &str) -> (tempfile::TempDir, std::path::PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("serve.toml");
        std::fs::write(&path, text).unwrap();
        (dir, path)
    }

    #[test]
    fn each_key_is_a_flag_and_a_list_repeats_it() {
        let (_dir, path) = written(
            "listen = \"0.0.0.0:7419\"\nmax-spectators = 5\nprint-address = true\n\
             trusted-proxy = [\"127.0.0.1\", \"::1\"]\n",
        );
        assert_eq!(
            flags_in(&path, &known()).unwrap(),
            [
                "--listen",
                "0.0.0.0:7419",
                "--max-spectators",
                "5",
                "--print-address",
                "--trusted-proxy",
                "127.0.0.1",
                "--trusted-proxy",
                "::1"
            ]
        );
    }

    #[test]
    fn an_unknown_key_or_a_value_of_the_wrong_kind_is_named() {
        let (_dir, path) = written("max-spectator = 5\n");
        assert!(matches!(
            flags_in(&path, &known()),
            Err(ServeUsage::ConfigKey { key, .. }) if key == "max-spectator"
        ));
        let (_dir, path) = written("config = \"other.toml\"\n");
        assert!(matches!(
            flags_in(&path, &known()),
            Err(ServeUsage::ConfigKey { .. })
        ));
        let (_dir, path) = written("print-address = \"yes\"\n");
        assert!(matches!(
            flags_in(&path, &known()),
            Err(ServeUsage::ConfigValue { key, .. }) if key == "print-address"
        ));
        let (_dir, path) = written("listen = [\n");
        assert!(matches!(
            flags_in(&path, &known()),
            Err(ServeUsage::Config { .. })
        ));
    }

    #[test]
    fn the_files_flags_come_before_those_typed_after_serve() {
        let argv: Vec<OsString> = ["sayzee", "--lang", "fr", "serve", "--listen", "127.0.0.1:1"]
            .into_iter()
            .map(OsString::from)
            .collect();
        let merged = with_flags(argv, vec!["--listen".into(), "0.0.0.0:7419".into()]);
        assert_eq!(
            merged,
            [
                "sayzee",
                "--lang",
                "fr",
                "serve",
                "--listen",
                "0.0.0.0:7419",
                "--listen",
                "127.0.0.1:1"
            ]
            .map(OsString::from)
        );
    }
}
