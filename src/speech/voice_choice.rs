//! Which of a synthesizer's voices speaks a language: pure, so it is tested in every build, though only the
//! system's speech through the `tts` crate (`system.rs`, Windows, macOS, and Linux with `system-backends`) uses it.
#![cfg_attr(
    not(any(windows, target_os = "macos", feature = "system-backends")),
    allow(dead_code)
)]

use unic_langid::LanguageIdentifier;

/// Which of the voices (each its language tag and whether it is the system's default voice) should speak
/// `locale`, if any speaks its language: one of the locale's own region first (en-US for "en-US", fr-FR for
/// "fr", sv-SE for "sv"), then the system's default voice, then one naming the language without a region, then
/// the first other; among equals, the first listed.
pub(crate) fn best_voice(voices: &[(String, bool)], locale: &str) -> Option<usize> {
    let mut wanted: LanguageIdentifier = locale.parse().ok()?;
    // The region the locale means when it names none: "fr" is spoken in France, "sv" in Sweden.
    wanted.maximize();
    voices
        .iter()
        .enumerate()
        .filter_map(|(index, (tag, is_default))| {
            let language: LanguageIdentifier = tag.replace('_', "-").parse().ok()?;
            if language.language != wanted.language {
                return None;
            }
            let own_region = language.region.is_some() && language.region == wanted.region;
            let rank = (!own_region, !is_default, language.region.is_some());
            Some((rank, index))
        })
        .min()
        .map(|(_, index)| index)
}

#[cfg(test)]
mod tests {
    use super::best_voice;

    fn voices(tags: &[&str]) -> Vec<(String, bool)> {
        tags.iter().map(|tag| (tag.to_string(), false)).collect()
    }

    #[test]
    fn the_locales_own_region_comes_before_the_first_listed() {
        let listed = voices(&["en-029", "en-GB", "en-US", "fr-BE", "fr-FR", "fr-CH", "sv"]);
        assert_eq!(
            best_voice(&listed, "en-US"),
            Some(2),
            "not English (Caribbean)"
        );
        assert_eq!(best_voice(&listed, "fr"), Some(4), "not French (Belgium)");
        assert_eq!(best_voice(&listed, "sv"), Some(6), "the only Swedish voice");
        assert_eq!(
            best_voice(&listed, "de"),
            None,
            "no German voice: keep the voice as it is"
        );
    }

    #[test]
    fn without_the_region_the_systems_default_voice_wins_then_a_voice_without_region() {
        let mut listed = voices(&["de-AT", "de-CH", "de"]);
        assert_eq!(best_voice(&listed, "de"), Some(2));
        listed[1].1 = true;
        assert_eq!(best_voice(&listed, "de"), Some(1), "the default voice");
        listed.push(("de-DE".to_string(), false));
        assert_eq!(best_voice(&listed, "de"), Some(3), "its own region first");
    }
}
