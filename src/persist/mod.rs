//! Files sayzee keeps between runs: settings, the solver's table cache. Input and output live here, not in the core.

pub mod settings;
pub mod table_cache;
