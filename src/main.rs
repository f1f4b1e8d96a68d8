//! The `sayzee` binary: parse the command line, run, exit with a status that says how it went.

#![forbid(unsafe_code)]

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = sayzee::cli::Cli::parse();
    sayzee::cli::run(cli, &mut std::io::stdout(), &mut std::io::stderr())
}
