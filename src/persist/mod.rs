//! Files sayzee keeps between runs: for now the solver's table cache. Input and output live here, not in the core.

pub mod table_cache;
