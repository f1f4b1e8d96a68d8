//! A game's turns cut into parts that each fit in a frame: the history a person coming back is sent, and the turns
//! of a finished game the server keeps.

use sayzee_core::game::TurnRecord;

/// The turns in one [`crate::protocol::ServerMessage::History`] take at most this many bytes (or are one turn): half a frame
/// ([`crate::protocol::MAX_FRAME_BYTES`]), where a turn is a sheet and its choices, a kilobyte or two.
pub const HISTORY_BYTES: usize = 32 * 1024;

/// `turns` in order, in parts of at most `most_bytes` of JSON each (or one turn), so that a message of each part
/// fits in a frame.
pub fn turns_in_parts<'a>(
    turns: impl IntoIterator<Item = &'a TurnRecord>,
    most_bytes: usize,
) -> Vec<Vec<TurnRecord>> {
    let mut parts: Vec<Vec<TurnRecord>> = Vec::new();
    let mut bytes = 0;
    for turn in turns {
        let size = crate::protocol::encode(turn).len();
        match parts.last_mut() {
            Some(part) if bytes + size <= most_bytes => part.push(turn.clone()),
            _ => {
                parts.push(vec![turn.clone()]);
                bytes = 0;
            }
        }
        bytes += size;
    }
    parts
}
