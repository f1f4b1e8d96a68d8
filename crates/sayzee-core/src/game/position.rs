//! Dice by position (the `dice = "position"` option): which die sits at each place of the sorted roll, and
//! whether it is set to be rerolled.
//!
//! The selection itself stays faces (`Turn::selected`), as every other command and the reroll read it; a
//! turn whose dice were named by place also records the places (`Turn::places`), so that of two dice showing
//! one face it is the one the player named that is said and toggled. Dice chosen any other way (by face, all,
//! none) take the first places of their faces.

use crate::rules::Face;

/// The places (1 for the lowest die) of the selected dice: `named` when they are exactly the places of the
/// `selected` faces in `dice`, else the first places of each selected face.
pub fn selected_places(dice: &[Face], selected: &[Face], named: &[u8]) -> Vec<u8> {
    let faces_at = |places: &[u8]| -> Option<Vec<Face>> {
        let mut faces = places
            .iter()
            .map(|p| dice.get(usize::from(*p).checked_sub(1)?).copied())
            .collect::<Option<Vec<Face>>>()?;
        faces.sort_unstable();
        Some(faces)
    };
    let mut distinct = named.to_vec();
    distinct.dedup();
    if !named.is_empty()
        && distinct.len() == named.len()
        && faces_at(named).as_deref() == Some(selected)
    {
        return named.to_vec();
    }
    let mut places = Vec::new();
    for face in selected {
        let first_free = (1..=dice.len() as u8)
            .find(|p| dice[usize::from(*p) - 1] == *face && !places.contains(p));
        places.extend(first_free);
    }
    places.sort_unstable();
    places
}

/// The die at `place` (1 for the lowest) of `dice` and whether it is selected, given the selected places;
/// `None` when there is no such place.
pub fn die_at(dice: &[Face], selected_places: &[u8], place: u8) -> Option<(Face, bool)> {
    let face = *dice.get(usize::from(place).checked_sub(1)?)?;
    Some((face, selected_places.contains(&place)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn faces(text: &str) -> Vec<Face> {
        text.bytes().map(|b| Face::new(b - b'0').unwrap()).collect()
    }

    #[test]
    fn named_places_are_kept_and_other_choices_take_the_first_places_of_their_faces() {
        let dice = faces("23556");
        assert_eq!(selected_places(&dice, &faces("5"), &[4]), [4]);
        assert_eq!(selected_places(&dice, &faces("5"), &[]), [3]);
        assert_eq!(selected_places(&dice, &faces("56"), &[]), [3, 5]);
        // Places that do not match the faces (a stale record) give way to the first places.
        assert_eq!(selected_places(&dice, &faces("5"), &[1]), [3]);
        assert_eq!(die_at(&dice, &[4], 4), Some((faces("5")[0], true)));
        assert_eq!(die_at(&dice, &[4], 3), Some((faces("5")[0], false)));
        assert_eq!(die_at(&dice, &[], 0), None);
        assert_eq!(die_at(&dice, &[], 6), None);
    }
}
