//! The `sayzee` binary: parse the command line, run, exit with a status that says how it went.

#![forbid(unsafe_code)]

use std::process::ExitCode;

fn main() -> ExitCode {
    let argv = std::env::args_os().collect();
    sayzee::cli::run_from(argv, &mut std::io::stdout(), &mut std::io::stderr())
}
