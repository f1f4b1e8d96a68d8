//! Rules tests as data: one line a case, taken from the worked examples in shared/rules and edge cases.

use proptest::prelude::*;

use super::*;

use crate::rules::test_dice::dice;

/// The points `roll` scores in `category` on a blank sheet of `preset`.
fn check(preset: Preset, roll: &str, category: Category, expected: u16) {
    let rules = Ruleset::preset(preset);
    let mark = rules
        .mark(&Sheet::default(), &dice(roll), category)
        .unwrap_or_else(|e| panic!("{preset} {roll} {category}: {e:?}"));
    assert_eq!(mark.points, expected, "{preset}: {roll} in {category}");
}

#[test]
fn yatzy_worked_examples() {
    use Category::*;
    let cases = [
        // shared/rules/yatzy-scandinavian.txt
        ("15566", TwoPairs, 22),
        ("15555", TwoPairs, 0),
        ("22555", FullHouse, 19),
        ("22555", Chance, 19),
        ("22555", ThreeOfAKind, 15),
        ("22555", TwoPairs, 14),
        ("22555", OnePair, 10),
        ("12345", SmallStraight, 15),
        ("23456", LargeStraight, 20),
        // shared/rules/wikipedia-yahtzee.txt, "Similar games"
        ("55441", OnePair, 10),
        ("55441", TwoPairs, 18),
        ("55556", FourOfAKind, 20),
        ("55556", ThreeOfAKind, 15),
        ("66666", OnePair, 12),
        ("66666", ThreeOfAKind, 18),
        ("66666", FourOfAKind, 24),
        ("66666", Sixes, 30),
        ("66666", Chance, 30),
        ("66666", TwoPairs, 0),
        ("66666", FullHouse, 0),
        ("66666", SmallStraight, 0),
        ("66666", LargeStraight, 0),
        ("66666", Yahtzee, 50),
        // edge cases
        ("23456", SmallStraight, 0),
        ("12345", LargeStraight, 0),
        ("12346", SmallStraight, 0),
        ("11666", FullHouse, 20),
        ("66611", OnePair, 12),
        ("12346", OnePair, 0),
        ("55556", Yahtzee, 0),
    ];
    for (roll, category, points) in cases {
        check(Preset::Yatzy, roll, category, points);
    }
}

#[test]
fn official_yahtzee_worked_examples() {
    use Category::*;
    for preset in [Preset::Yahtzee, Preset::YahtzeeFreeJoker] {
        let cases = [
            // shared/rules/yahtzee-official-rules.txt: three 3s
            ("33312", Threes, 9),
            ("33312", Ones, 1),
            ("33312", Twos, 2),
            ("33312", Fours, 0),
            ("66623", ThreeOfAKind, 23),
            ("66623", FourOfAKind, 0),
            ("66662", ThreeOfAKind, 26),
            ("66662", FourOfAKind, 26),
            ("12346", SmallStraight, 30),
            ("23456", LargeStraight, 40),
            ("23456", SmallStraight, 30),
            ("22555", FullHouse, 25),
            ("13456", SmallStraight, 30),
            ("12356", SmallStraight, 0),
            ("12456", LargeStraight, 0),
            ("44444", Yahtzee, 50),
            ("44444", FullHouse, 0),
            ("44443", Yahtzee, 0),
            ("25536", Chance, 21),
            // shared/rules/wikipedia-yahtzee.txt, lower section values
            ("33344", ThreeOfAKind, 17),
            ("55554", FourOfAKind, 24),
            ("11111", SmallStraight, 0),
        ];
        for (roll, category, points) in cases {
            check(preset, roll, category, points);
        }
    }
}

#[test]
fn game_room_classic_worked_examples() {
    use Category::*;
    for preset in [Preset::Classic, Preset::ClassicExtra] {
        let cases = [
            // shared/rules/game-room-yahtzee-help.txt
            ("24446", Fours, 12),
            ("24446", Twos, 2),
            ("24446", Ones, 0),
            ("13334", ThreeOfAKind, 14),
            ("11155", FullHouse, 25),
            ("66655", FullHouse, 28),
            ("11122", FullHouse, 25),
            ("66644", FullHouse, 26),
            ("12344", SmallStraight, 30),
            ("34566", SmallStraight, 30),
            ("12345", LargeStraight, 40),
            ("66666", Yahtzee, 50),
            ("66666", FullHouse, 0),
        ];
        for (roll, category, points) in cases {
            check(preset, roll, category, points);
        }
    }
    let extra = [
        ("13355", DoublePair, 17),
        ("33355", DoublePair, 19),
        ("33335", DoublePair, 0),
        ("12346", DoublePair, 0),
        ("12344", Pair, 14),
        ("12356", Pair, 0),
        ("11111", Misere, 31),
        ("66666", Misere, 6),
        ("12346", Misere, 20),
    ];
    for (roll, category, points) in extra {
        check(Preset::ClassicExtra, roll, category, points);
    }
}

#[test]
fn maxi_yatzy_worked_examples() {
    use Category::*;
    let cases = [
        // shared/rules/maxi-yatzy.md, the table's examples
        ("642651", OnePair, 12),
        ("213355", TwoPairs, 16),
        ("225566", ThreePairs, 26),
        ("453554", ThreeOfAKind, 15),
        ("242252", FourOfAKind, 8),
        ("332333", FiveOfAKind, 15),
        ("123453", SmallStraight, 15),
        ("234566", LargeStraight, 20),
        ("123456", FullStraight, 21),
        ("344666", FullHouse, 26),
        ("222555", Villa, 21),
        ("336666", Tower, 30),
        ("342654", Chance, 24),
        ("444444", Yahtzee, 100),
        // the best combination where several fit
        ("666555", FullHouse, 28),
        ("555666", OnePair, 12),
        ("556666", TwoPairs, 22),
        ("555566", ThreePairs, 0),
        ("666655", Tower, 34),
        ("666665", Tower, 0),
        ("666666", Tower, 0),
        ("666666", Villa, 0),
        ("123456", SmallStraight, 15),
        ("123456", LargeStraight, 20),
        ("123455", FullStraight, 0),
        ("444443", Yahtzee, 0),
        ("444443", FiveOfAKind, 20),
        ("444444", Fours, 24),
    ];
    for (roll, category, points) in cases {
        check(Preset::MaxiYatzy, roll, category, points);
    }
}

#[test]
fn every_preset_has_its_boxes_in_sheet_order() {
    let ids = |preset| -> Vec<&str> {
        Ruleset::preset(preset)
            .categories()
            .map(Category::id)
            .collect()
    };
    let upper = ["ones", "twos", "threes", "fours", "fives", "sixes"];
    let official = [
        "three-of-a-kind",
        "four-of-a-kind",
        "full-house",
        "small-straight",
        "large-straight",
        "yahtzee",
        "chance",
    ];
    let yahtzee: Vec<&str> = upper.iter().chain(&official).copied().collect();
    assert_eq!(ids(Preset::Yahtzee), yahtzee);
    assert_eq!(ids(Preset::YahtzeeFreeJoker), yahtzee);
    assert_eq!(ids(Preset::Classic), yahtzee);
    let extra: Vec<&str> = yahtzee
        .iter()
        .chain(&["pair", "double-pair", "misere"])
        .copied()
        .collect();
    assert_eq!(ids(Preset::ClassicExtra), extra);
    assert_eq!(ids(Preset::Yatzy).len(), 15);
    assert_eq!(ids(Preset::MaxiYatzy).len(), 20);
    assert_eq!(Ruleset::preset(Preset::MaxiYatzy).dice_count(), 6);
    assert!(Ruleset::preset(Preset::MaxiYatzy).saved_rolls());
}

/// Marks each (roll, box) in turn on a blank sheet, as a player would, and returns the sheet.
fn play(rules: &Ruleset, turns: &[(&str, Category)]) -> Sheet {
    let mut sheet = Sheet::default();
    for &(roll, category) in turns {
        let mark = rules
            .mark(&sheet, &dice(roll), category)
            .unwrap_or_else(|e| panic!("{roll} in {category}: {e:?}"));
        sheet.record(&mark);
    }
    sheet
}

#[test]
fn thirteen_yahtzees_total_1575_under_official_rules() {
    use Category::*;
    let turns = [
        ("66666", Yahtzee),
        ("11111", Ones),
        ("22222", Twos),
        ("33333", Threes),
        ("44444", Fours),
        ("55555", Fives),
        ("66666", Sixes),
        ("66666", ThreeOfAKind),
        ("66666", FourOfAKind),
        ("66666", FullHouse),
        ("66666", SmallStraight),
        ("66666", LargeStraight),
        ("66666", Chance),
    ];
    for preset in [Preset::Yahtzee, Preset::YahtzeeFreeJoker] {
        let rules = Ruleset::preset(preset);
        let sheet = play(&rules, &turns);
        assert!(rules.is_complete(&sheet));
        let totals = rules.totals(&sheet);
        assert_eq!(totals.yahtzee_bonus, 1200, "{preset}");
        assert_eq!(totals.grand, 1575, "{preset}");
    }
}

#[test]
fn the_wikipedia_extremes_351_and_5() {
    use Category::*;
    let rules = Ruleset::preset(Preset::Yahtzee);
    let best_without_bonus = play(
        &rules,
        &[
            ("11112", Ones),
            ("22221", Twos),
            ("33331", Threes),
            ("44441", Fours),
            ("55551", Fives),
            ("66661", Sixes),
            ("55555", Yahtzee),
            ("66665", ThreeOfAKind),
            ("66665", FourOfAKind),
            ("66665", Chance),
            ("22333", FullHouse),
            ("12345", SmallStraight),
            ("23456", LargeStraight),
        ],
    );
    assert_eq!(rules.totals(&best_without_bonus).grand, 351);

    let worst = play(
        &rules,
        &[
            ("11111", Chance),
            ("23456", Ones),
            ("13456", Twos),
            ("12456", Threes),
            ("12356", Fours),
            ("12346", Fives),
            ("12345", Sixes),
            ("12346", ThreeOfAKind),
            ("12346", FourOfAKind),
            ("12346", FullHouse),
            ("12256", SmallStraight),
            ("12356", LargeStraight),
            ("12346", Yahtzee),
        ],
    );
    assert_eq!(rules.totals(&worst).grand, 5);
}

#[test]
fn forced_joker_sends_the_roll_to_its_upper_box_first() {
    use Category::*;
    let rules = Ruleset::preset(Preset::Yahtzee);
    let sheet = play(&rules, &[("33333", Yahtzee)]);
    let roll = dice("44444");
    assert_eq!(rules.joker_requirement(&sheet, &roll), Some(vec![Fours]));
    assert_eq!(
        rules.mark(&sheet, &roll, FullHouse),
        Err(MarkRefusal::JokerRequires(vec![Fours]))
    );
    let mark = rules.mark(&sheet, &roll, Fours).unwrap();
    assert_eq!(
        (mark.points, mark.yahtzee_bonus, mark.joker),
        (20, 100, false)
    );
}

#[test]
fn forced_joker_then_takes_any_lower_box_at_fixed_values() {
    use Category::*;
    let rules = Ruleset::preset(Preset::Yahtzee);
    let sheet = play(&rules, &[("33333", Yahtzee), ("44412", Fours)]);
    let roll = dice("44444");
    let allowed = rules.joker_requirement(&sheet, &roll).unwrap();
    assert_eq!(
        allowed,
        vec![
            ThreeOfAKind,
            FourOfAKind,
            FullHouse,
            SmallStraight,
            LargeStraight,
            Chance
        ]
    );
    let points = |category| rules.mark(&sheet, &roll, category).unwrap().points;
    assert_eq!(points(FullHouse), 25);
    assert_eq!(points(SmallStraight), 30);
    assert_eq!(points(LargeStraight), 40);
    assert_eq!(points(ThreeOfAKind), 20);
    assert_eq!(points(Chance), 20);
    assert_eq!(
        rules.mark(&sheet, &roll, Sixes),
        Err(MarkRefusal::JokerRequires(allowed))
    );
    // the chooser shows refused boxes too, marked as not allowed
    let options = rules.box_options(&sheet, &roll);
    let sixes = options.iter().find(|o| o.mark.category == Sixes).unwrap();
    assert!(!sixes.allowed);
    let full_house = options
        .iter()
        .find(|o| o.mark.category == FullHouse)
        .unwrap();
    assert!(full_house.allowed && full_house.mark.joker && full_house.mark.points == 25);
}

#[test]
fn forced_joker_with_every_lower_box_filled_takes_an_upper_box_for_zero() {
    use Category::*;
    let rules = Ruleset::preset(Preset::Yahtzee);
    let sheet = play(
        &rules,
        &[
            ("12346", Yahtzee),
            ("12346", ThreeOfAKind),
            ("12346", FourOfAKind),
            ("12346", FullHouse),
            ("12346", SmallStraight),
            ("12346", LargeStraight),
            ("12346", Chance),
            ("55123", Fives),
        ],
    );
    let roll = dice("55555");
    assert_eq!(
        rules.joker_requirement(&sheet, &roll),
        Some(vec![Ones, Twos, Threes, Fours, Sixes])
    );
    let mark = rules.mark(&sheet, &roll, Twos).unwrap();
    // the Yahtzee box holds 0: no bonus
    assert_eq!((mark.points, mark.yahtzee_bonus), (0, 0));
}

#[test]
fn free_joker_scores_fixed_values_only_with_the_upper_box_filled() {
    use Category::*;
    let rules = Ruleset::preset(Preset::YahtzeeFreeJoker);
    let sheet = play(&rules, &[("22222", Yahtzee)]);
    let roll = dice("55555");
    assert_eq!(rules.joker_requirement(&sheet, &roll), None);
    let mark = rules.mark(&sheet, &roll, FullHouse).unwrap();
    assert_eq!(
        (mark.points, mark.yahtzee_bonus, mark.joker),
        (0, 100, false)
    );
    assert_eq!(rules.mark(&sheet, &roll, Ones).unwrap().points, 0);

    let sheet = play(&rules, &[("22222", Yahtzee), ("55512", Fives)]);
    let mark = rules.mark(&sheet, &roll, LargeStraight).unwrap();
    assert_eq!(
        (mark.points, mark.yahtzee_bonus, mark.joker),
        (40, 100, true)
    );
}

#[test]
fn no_joker_and_no_bonus_in_classic_and_yatzy() {
    use Category::*;
    for preset in [Preset::Classic, Preset::Yatzy] {
        let rules = Ruleset::preset(preset);
        let sheet = play(&rules, &[("33333", Yahtzee), ("22213", Twos)]);
        let roll = dice("22222");
        assert_eq!(rules.joker_requirement(&sheet, &roll), None);
        let mark = rules.mark(&sheet, &roll, FullHouse).unwrap();
        assert_eq!((mark.points, mark.yahtzee_bonus), (0, 0), "{preset}");
    }
}

#[test]
fn refusals_say_why() {
    use Category::*;
    let rules = Ruleset::preset(Preset::Yahtzee);
    let sheet = play(&rules, &[("12346", Chance)]);
    assert_eq!(
        rules.mark(&sheet, &dice("12345"), Chance),
        Err(MarkRefusal::AlreadyFilled(Chance))
    );
    assert_eq!(
        rules.mark(&sheet, &dice("12345"), OnePair),
        Err(MarkRefusal::NoSuchBox(OnePair))
    );
}

#[test]
fn options_layer_over_presets() {
    let no_bonus = RuleOptions {
        upper_bonus: Some(false),
        yahtzee_bonus: Some(false),
        joker: Some(JokerRule::Off),
        ..RuleOptions::default()
    };
    let rules = Ruleset::new(Preset::Yahtzee, no_bonus).unwrap();
    assert_eq!(rules.upper_bonus(), None);
    assert_eq!(rules.yahtzee_bonus(), None);
    assert_eq!(rules.joker(), JokerRule::Off);

    let extra = RuleOptions {
        extra_rows: Some(true),
        ..RuleOptions::default()
    };
    assert_eq!(
        Ruleset::new(Preset::Yahtzee, extra).unwrap().boxes().len(),
        16
    );
    let fewer = RuleOptions {
        extra_rows: Some(false),
        ..RuleOptions::default()
    };
    assert_eq!(
        Ruleset::new(Preset::ClassicExtra, fewer).unwrap().boxes(),
        Ruleset::preset(Preset::Classic).boxes()
    );
    assert_eq!(
        Ruleset::new(Preset::Yatzy, extra),
        Err(RulesError::NoExtraRows(Preset::Yatzy))
    );
    let joker = RuleOptions {
        joker: Some(JokerRule::Forced),
        ..RuleOptions::default()
    };
    assert_eq!(
        Ruleset::new(Preset::MaxiYatzy, joker),
        Err(RulesError::NoYahtzeeBox(Preset::MaxiYatzy))
    );
    let saved = RuleOptions {
        saved_rolls: Some(false),
        ..RuleOptions::default()
    };
    assert!(
        !Ruleset::new(Preset::MaxiYatzy, saved)
            .unwrap()
            .saved_rolls()
    );
}

#[test]
fn upper_bonus_is_earned_at_the_threshold() {
    use Category::*;
    let rules = Ruleset::preset(Preset::Yatzy);
    let sheet = play(
        &rules,
        &[
            ("11123", Ones),
            ("22213", Twos),
            ("33312", Threes),
            ("44412", Fours),
            ("55512", Fives),
            ("66612", Sixes),
        ],
    );
    let progress = rules.upper_progress(&sheet).unwrap();
    assert_eq!(
        (progress.total, progress.threshold, progress.earned),
        (63, 63, true)
    );
    assert_eq!(rules.totals(&sheet).grand, 113);
}

/// The highest points each box can score on a blank sheet, as the rule texts state or imply.
fn stated_maximum(preset: Preset, category: Category) -> u16 {
    use Category::*;
    let six_dice = preset == Preset::MaxiYatzy;
    match category {
        Ones | Twos | Threes | Fours | Fives | Sixes => {
            let face = category.upper_face().unwrap().value() as u16;
            face * if six_dice { 6 } else { 5 }
        }
        Chance => {
            if six_dice {
                36
            } else {
                30
            }
        }
        ThreeOfAKind | FourOfAKind if matches!(preset, Preset::Yatzy | Preset::MaxiYatzy) => {
            if category == ThreeOfAKind {
                18
            } else {
                24
            }
        }
        ThreeOfAKind | FourOfAKind => 30,
        FiveOfAKind => 30,
        OnePair => 12,
        TwoPairs => 22,
        ThreePairs => 30,
        FullHouse => match preset {
            Preset::Yahtzee | Preset::YahtzeeFreeJoker => 25,
            _ => 28,
        },
        Villa => 33,
        Tower => 34,
        SmallStraight => match preset {
            Preset::Yatzy | Preset::MaxiYatzy => 15,
            _ => 30,
        },
        LargeStraight => match preset {
            Preset::Yatzy | Preset::MaxiYatzy => 20,
            _ => 40,
        },
        FullStraight => 21,
        Yahtzee => {
            if six_dice {
                100
            } else {
                50
            }
        }
        Pair => 30,
        DoublePair => 28,
        Misere => 31,
    }
}

fn preset_and_dice() -> impl Strategy<Value = (Preset, Vec<u8>)> {
    prop::sample::select(Preset::ALL.to_vec()).prop_flat_map(|preset| {
        let count = Ruleset::preset(preset).dice_count() as usize;
        (Just(preset), prop::collection::vec(1u8..=6, count))
    })
}

fn faces(values: &[u8]) -> Vec<Face> {
    values.iter().map(|&v| Face::new(v).unwrap()).collect()
}

proptest! {
    #[test]
    fn a_score_never_depends_on_the_order_of_the_dice(
        (preset, values) in preset_and_dice(),
        rotation in 0usize..6,
    ) {
        let rules = Ruleset::preset(preset);
        let mut shuffled = values.clone();
        shuffled.reverse();
        shuffled.rotate_left(rotation % values.len());
        let a = Dice::new(&faces(&values)).unwrap();
        let b = Dice::new(&faces(&shuffled)).unwrap();
        for spec in rules.boxes() {
            prop_assert_eq!(spec.points(&a), spec.points(&b));
        }
    }

    #[test]
    fn fixed_value_boxes_score_zero_or_their_value_and_no_box_exceeds_its_maximum(
        (preset, values) in preset_and_dice(),
    ) {
        let rules = Ruleset::preset(preset);
        let roll = Dice::new(&faces(&values)).unwrap();
        for option in rules.box_options(&Sheet::default(), &roll) {
            let spec = rules.box_spec(option.mark.category).unwrap();
            if let Payout::Fixed(value) = spec.payout {
                prop_assert!(option.mark.points == 0 || option.mark.points == value);
            }
            prop_assert!(option.mark.points <= stated_maximum(preset, option.mark.category),
                "{} scores {} in {}", roll, option.mark.points, option.mark.category);
        }
    }

    #[test]
    fn totals_equal_the_boxes_plus_bonuses(
        (preset, rolls) in prop::sample::select(Preset::ALL.to_vec()).prop_flat_map(|preset| {
            let rules = Ruleset::preset(preset);
            let count = rules.dice_count() as usize;
            let boxes = rules.boxes().len();
            (Just(preset), prop::collection::vec((prop::collection::vec(1u8..=6, count), any::<prop::sample::Index>()), boxes))
        }),
    ) {
        let rules = Ruleset::preset(preset);
        let mut sheet = Sheet::default();
        for (values, pick) in rolls {
            let roll = Dice::new(&faces(&values)).unwrap();
            let allowed: Vec<Mark> = rules.box_options(&sheet, &roll).into_iter()
                .filter(|o| o.allowed).map(|o| o.mark).collect();
            let mark = *pick.get(&allowed);
            prop_assert_eq!(rules.mark(&sheet, &roll, mark.category), Ok(mark));
            sheet.record(&mark);
        }
        prop_assert!(rules.is_complete(&sheet));
        let totals = rules.totals(&sheet);
        let boxes: u16 = rules.categories().map(|c| sheet.points(c).unwrap()).sum();
        let upper_bonus = rules.upper_bonus().filter(|b| totals.upper >= b.threshold).map_or(0, |b| b.points);
        let yahtzee_bonus = u16::from(sheet.yahtzee_bonuses()) * 100;
        prop_assert_eq!(totals.grand, boxes + upper_bonus + yahtzee_bonus);
        prop_assert_eq!(totals.upper + totals.lower, boxes);
    }
}
