//! The solver's tables cached on disk, so a game starts without solving again (being written).
