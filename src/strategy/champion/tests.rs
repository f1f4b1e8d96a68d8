//! The champion in endgames built by hand, each choice checked against the exact chance of winning worked out
//! by the forecaster's own walk (not the remembered spreads the champion decides with), and against `perfect`.

use std::sync::Arc;

use super::*;
use crate::rules::{Category, Face, Preset, Ruleset};
use crate::strategy::{win_chances, yahtzee_table};

fn dice(faces: [u8; 5]) -> Dice {
    Dice::new(&faces.map(|f| Face::new(f).unwrap())).unwrap()
}

/// A sheet with every box but Chance and Yahtzee filled, each with `[1, 2, 3, 4, 6]` except Sixes, filled with
/// `sixes`.
fn nearly_full(rules: &Ruleset, sixes: [u8; 5]) -> Sheet {
    let mut sheet = Sheet::default();
    for category in rules.categories() {
        let roll = match category {
            Category::Chance | Category::Yahtzee => continue,
            Category::Sixes => sixes,
            _ => [1, 2, 3, 4, 6],
        };
        let mark = rules.mark(&sheet, &dice(roll), category).unwrap();
        sheet.record(&mark);
    }
    sheet
}

/// Ann (seat 0) with Chance and Yahtzee open; Bo finished, `lead` points ahead of Ann's points so far (behind
/// when negative). Their Sixes make most of the lead, Bo's Chance the rest.
fn endgame(lead: i32) -> (Ruleset, Vec<Vec<Sheet>>) {
    let rules = Ruleset::preset(Preset::Yahtzee);
    let (low, high) = ([1, 2, 3, 4, 6], [6, 6, 6, 6, 1]);
    let (ann, mut bo) = if lead >= 18 {
        (nearly_full(&rules, low), nearly_full(&rules, high))
    } else {
        (nearly_full(&rules, high), nearly_full(&rules, low))
    };
    let scratch = rules
        .mark(&bo, &dice([1, 2, 3, 4, 6]), Category::Yahtzee)
        .unwrap();
    bo.record(&scratch);
    let gap = i32::from(rules.totals(&bo).grand) - i32::from(rules.totals(&ann).grand);
    // Bo's Chance makes up the rest of the lead: five dice summing to it.
    let mut faces = [1u8; 5];
    let mut rest = lead - gap - 5;
    for face in &mut faces {
        let more = rest.clamp(0, 5);
        *face += more as u8;
        rest -= more;
    }
    let chance = rules.mark(&bo, &dice(faces), Category::Chance).unwrap();
    bo.record(&chance);
    assert!(rules.is_complete(&bo));
    assert_eq!(
        i32::from(rules.totals(&bo).grand),
        i32::from(rules.totals(&ann).grand) + lead
    );
    (rules, vec![vec![ann], vec![bo]])
}

/// Ann's exact chance of winning after holding `keep` of `dice` with one roll left (stopping when it holds them
/// all), then marking the box that wins most often: every roll of the other dice counted out, each box's chance
/// from the forecaster's walk (not the remembered spreads the champion decides with).
fn exact_chance(forecaster: &Forecaster, seats: &[Vec<Sheet>], dice: &Dice, keep: &[Face]) -> f64 {
    let rules = forecaster.table().rules();
    let ann = &seats[0][0];
    let bo = ScoreDistribution::certain(u32::from(rules.totals(&seats[1][0]).grand));
    let best_box = |roll: &Dice| {
        rules
            .box_options(ann, roll)
            .into_iter()
            .map(|option| {
                let mut after = ann.clone();
                after.record(&option.mark);
                win_chances(&[forecaster.final_scores(&after, None), bo.clone()])[0]
            })
            .fold(0.0, f64::max)
    };
    if keep.len() == dice.len() {
        return best_box(dice);
    }
    let rolled = dice.len() - keep.len();
    let outcomes = 6usize.pow(rolled as u32);
    (0..outcomes)
        .map(|mut number| {
            let mut faces = keep.to_vec();
            for _ in 0..rolled {
                faces.push(Face::new((number % 6) as u8 + 1).unwrap());
                number /= 6;
            }
            best_box(&Dice::new(&faces).unwrap())
        })
        .sum::<f64>()
        / outcomes as f64
}

/// The champion's and `perfect`'s choices for Ann with `dice` and one roll left.
fn choices(seats: &[Vec<Sheet>], dice: &Dice) -> (Decision, Decision) {
    let table = yahtzee_table();
    let forecaster = Forecaster::new(Arc::clone(&table));
    let memory = Remembered::default();
    let advisor = Advisor::Exact(table);
    let plan = advisor.turn(&seats[0][0]);
    let champion = decide_to_win(
        Weigher {
            forecaster: &forecaster,
            memory: &memory,
        },
        &advisor,
        &plan,
        Seats {
            sheets: seats,
            me: 0,
        },
        dice,
        1,
    )
    .expect("two boxes open: the champion weighs its chances");
    let best = &plan.keep_choices(dice, 1)[0];
    let perfect = if best.stops(dice) {
        Decision::Mark(advisor.box_choices(&seats[0][0], dice)[0].mark.category)
    } else {
        Decision::Reroll {
            keep: best.keep.clone(),
        }
    };
    (champion, perfect)
}

#[test]
fn behind_by_40_with_only_the_yahtzee_to_win_it_the_champion_rolls_for_it_where_perfect_plays_for_points()
 {
    let (_, seats) = endgame(40);
    let roll = dice([1, 5, 5, 6, 6]);
    let (champion, perfect) = choices(&seats, &roll);
    let Decision::Reroll { keep } = &champion else {
        panic!("the champion stopped: {champion:?}");
    };
    assert_eq!(keep.len(), 2, "a pair kept for the Yahtzee: {keep:?}");
    assert_eq!(keep[0], keep[1], "a pair kept for the Yahtzee: {keep:?}");
    let Decision::Reroll { keep: for_points } = &perfect else {
        panic!("perfect stopped: {perfect:?}");
    };
    assert_eq!(
        for_points.len(),
        4,
        "perfect keeps both pairs for the Chance"
    );
    let forecaster = Forecaster::new(yahtzee_table());
    let (to_win, for_points) = (
        exact_chance(&forecaster, &seats, &roll, keep),
        exact_chance(&forecaster, &seats, &roll, for_points),
    );
    assert!(
        to_win > for_points + 0.002,
        "the pair wins {to_win}, the points {for_points}"
    );
}

#[test]
fn ahead_with_the_game_safe_in_one_box_the_champion_takes_the_sure_points_where_perfect_rolls_for_the_yahtzee()
 {
    // Bo finished 26 ahead: 27 points in the Chance win for certain.
    let (_, seats) = endgame(26);
    let roll = dice([5, 6, 6, 6, 6]);
    let (champion, perfect) = choices(&seats, &roll);
    assert_eq!(champion, Decision::Mark(Category::Chance));
    let Decision::Reroll { keep: for_points } = &perfect else {
        panic!("perfect stopped: {perfect:?}");
    };
    assert_eq!(for_points.len(), 4, "perfect rolls the 5 for the Yahtzee");
    let forecaster = Forecaster::new(yahtzee_table());
    let stopped = exact_chance(&forecaster, &seats, &roll, roll.faces());
    let rolled = exact_chance(&forecaster, &seats, &roll, for_points);
    assert!(
        (stopped - 1.0).abs() < 1e-9,
        "stopping wins for certain: {stopped}"
    );
    assert!(rolled < 0.9, "rolling the 5 risks the game: {rolled}");
}

#[test]
fn with_the_game_already_won_the_champion_plays_for_points_as_perfect_does() {
    // Ann is already 13 ahead of Bo's final score: whatever she does wins, so every choice is worth the same.
    let (_, seats) = endgame(-13);
    let roll = dice([1, 5, 5, 6, 6]);
    let (champion, perfect) = choices(&seats, &roll);
    assert_eq!(champion, perfect);
}

#[test]
fn alone_or_early_in_a_sheet_the_champion_leaves_the_choice_to_perfect() {
    let table = yahtzee_table();
    let forecaster = Forecaster::new(Arc::clone(&table));
    let memory = Remembered::default();
    let advisor = Advisor::Exact(table);
    let weigher = Weigher {
        forecaster: &forecaster,
        memory: &memory,
    };
    let blank = vec![vec![Sheet::default()], vec![Sheet::default()]];
    let plan = advisor.turn(&blank[0][0]);
    let roll = dice([1, 5, 5, 6, 6]);
    let early = Seats {
        sheets: &blank,
        me: 0,
    };
    assert_eq!(
        decide_to_win(weigher, &advisor, &plan, early, &roll, 2),
        None
    );
    let (_, seats) = endgame(40);
    let alone = Seats {
        sheets: &seats[..1],
        me: 0,
    };
    assert_eq!(
        decide_to_win(weigher, &advisor, &plan, alone, &roll, 1),
        None
    );
}

#[test]
fn both_choices_the_hint_says_carry_their_exact_chances_of_winning() {
    let (_, seats) = endgame(40);
    let roll = dice([1, 5, 5, 6, 6]);
    let table = yahtzee_table();
    let forecaster = Forecaster::new(Arc::clone(&table));
    let memory = Remembered::default();
    let advisor = Advisor::Exact(table);
    let plan = advisor.turn(&seats[0][0]);
    let weigher = Weigher {
        forecaster: &forecaster,
        memory: &memory,
    };
    let seated = Seats {
        sheets: &seats,
        me: 0,
    };
    let both = weigh_both(weigher, &advisor, &plan, seated, &roll, 1).expect("two boxes open");
    let (champion, perfect) = choices(&seats, &roll);
    assert_eq!(both.to_win.decision, champion);
    assert_eq!(both.for_points.decision, perfect);
    for choice in [&both.to_win, &both.for_points] {
        let Decision::Reroll { keep } = &choice.decision else {
            panic!("both keep dice here: {choice:?}");
        };
        let exact = exact_chance(&forecaster, &seats, &roll, keep);
        assert!(
            (choice.chance - exact).abs() < 1e-9,
            "{keep:?}: said {}, exactly {exact}",
            choice.chance
        );
    }
    assert!(both.to_win.chance > both.for_points.chance);
}
