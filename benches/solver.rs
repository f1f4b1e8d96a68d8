//! Solver benchmarks (being written).
fn main() {}
