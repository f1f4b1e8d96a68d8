//! The ratings' arithmetic and book: the direction of a win and a loss, computers' fixed ratings, games not
//! rated, shared places, pages of a hundred people, and a reopening that keeps everything.

use super::*;

fn person(name: &str) -> Entrant {
    Entrant::Person(name.to_string())
}

fn book() -> (tempfile::TempDir, RatingBook) {
    let dir = tempfile::tempdir().unwrap();
    let book = RatingBook::open(dir.path(), 0).unwrap();
    (dir, book)
}

#[test]
fn a_win_raises_a_rating_and_a_loss_lowers_it() {
    let (_dir, book) = book();
    let changes = book
        .rate(
            Preset::Yahtzee,
            &[(person("Ann"), 250), (person("Bo"), 190)],
        )
        .unwrap();
    assert_eq!(changes.len(), 2);
    assert_eq!(changes[0].name, "Ann");
    assert!(changes[0].change > 0.0, "{changes:?}");
    assert!(changes[1].change < 0.0, "{changes:?}");
    assert_eq!((changes[0].rank, changes[0].of), (1, 2));
    assert_eq!((changes[1].rank, changes[1].of), (2, 2));
    // The next game goes the other way: Bo's win brings them back up, Ann's loss down.
    let again = book
        .rate(
            Preset::Yahtzee,
            &[(person("Ann"), 180), (person("Bo"), 260)],
        )
        .unwrap();
    assert!(again[0].change < 0.0 && again[1].change > 0.0, "{again:?}");
    let board = book.page(Preset::Yahtzee, 0);
    let ann = board.rows.iter().find(|r| r.name == "Ann").unwrap();
    assert_eq!((ann.games, ann.wins, ann.best), (2, 1, 250));
    assert!((ann.average - 215.0).abs() < 1e-9);
}

#[test]
fn computers_have_fixed_ratings_and_beating_a_stronger_one_counts_more() {
    let (_dir, book) = book();
    let beat_perfect = book
        .rate(
            Preset::Yatzy,
            &[
                (person("Ann"), 300),
                (Entrant::Computer(Skill::Perfect), 200),
            ],
        )
        .unwrap();
    let beat_beginner = book
        .rate(
            Preset::Yahtzee,
            &[
                (person("Ann"), 300),
                (Entrant::Computer(Skill::Beginner), 200),
            ],
        )
        .unwrap();
    assert_eq!(beat_perfect.len(), 1, "only the person is rated");
    assert!(beat_perfect[0].change > beat_beginner[0].change);
    assert!(beat_beginner[0].change > 0.0);
    // Presets keep their own ratings.
    assert_eq!(book.page(Preset::Yatzy, 0).players, 1);
    assert_eq!(book.page(Preset::Yahtzee, 0).players, 1);
    assert_eq!(book.page(Preset::Classic, 0).players, 0);
}

#[test]
fn a_game_alone_or_without_a_person_is_not_rated() {
    let (_dir, book) = book();
    assert!(
        book.rate(Preset::Yahtzee, &[(person("Ann"), 250)])
            .unwrap()
            .is_empty()
    );
    let computers = [
        (Entrant::Computer(Skill::Good), 200),
        (Entrant::Computer(Skill::Casual), 150),
    ];
    assert!(book.rate(Preset::Yahtzee, &computers).unwrap().is_empty());
    assert_eq!(book.page(Preset::Yahtzee, 0).players, 0);
}

#[test]
fn equal_scores_share_first_place_and_both_count_a_win() {
    let (_dir, book) = book();
    let changes = book
        .rate(
            Preset::Yahtzee,
            &[(person("Ann"), 222), (person("Bo"), 222)],
        )
        .unwrap();
    assert!(changes.iter().all(|c| c.change.abs() < 1e-9), "{changes:?}");
    let board = book.page(Preset::Yahtzee, 0);
    assert!(board.rows.iter().all(|r| r.wins == 1), "{board:?}");
}

#[test]
fn a_leaderboard_of_a_hundred_players_comes_in_pages_of_twenty() {
    let (_dir, book) = book();
    for n in 0..100u32 {
        let name = format!("Player {n:03}");
        book.rate(
            Preset::Yahtzee,
            &[
                (person(&name), 100 + 2 * n),
                (Entrant::Computer(Skill::Good), 200),
            ],
        )
        .unwrap();
    }
    let mut seen = Vec::new();
    for page in 0..5 {
        let board = book.page(Preset::Yahtzee, page);
        assert_eq!((board.page, board.pages, board.players), (page, 5, 100));
        assert_eq!(board.rows.len(), LEADERBOARD_PAGE);
        seen.extend(board.rows);
    }
    let ranks: Vec<usize> = seen.iter().map(|r| r.rank).collect();
    assert_eq!(ranks, (1..=100).collect::<Vec<_>>());
    assert!(seen.windows(2).all(|w| w[0].rating >= w[1].rating));
    // The winners against the computer (scores over 200) come first.
    assert!(seen[..49].iter().all(|r| r.wins == 1), "{:?}", &seen[..49]);
    let mut names: Vec<&str> = seen.iter().map(|r| r.name.as_str()).collect();
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), 100);
    // Past the last page: the last page.
    assert_eq!(book.page(Preset::Yahtzee, 9).page, 4);
}

#[test]
fn ratings_and_the_points_given_away_are_kept_across_a_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let board = {
        let book = RatingBook::open(dir.path(), 0).unwrap();
        book.rate(
            Preset::Yahtzee,
            &[(person("Ann"), 250), (person("Bo"), 190)],
        )
        .unwrap();
        book.reviewed(Preset::Yahtzee, "Ann", 12.5).unwrap();
        book.reviewed(Preset::Yahtzee, "Nobody", 3.0).unwrap();
        book.page(Preset::Yahtzee, 0)
    };
    let book = RatingBook::open(dir.path(), 0).unwrap();
    let again = book.page(Preset::Yahtzee, 0);
    assert_eq!(again, board);
    assert_eq!(again.rows[0].given_away, Some(12.5));
    assert_eq!(again.rows[1].given_away, None);
    assert_eq!(again.players, 2, "a review of nobody rated adds nobody");
}

#[test]
fn the_same_two_accounts_count_three_games_together_a_day_in_either_order() {
    let (_dir, book) = book();
    for _ in 0..PAIR_GAMES {
        assert!(book.pair_within("Ann", "Bo"));
        book.count_pair("Ann", "Bo");
    }
    assert!(
        !book.pair_within("BO", "Ann"),
        "the pair is the pair in any order and spelling"
    );
    assert!(
        book.pair_within("Ann", "Cy"),
        "another pair has its own count"
    );
}

#[test]
fn the_rows_of_names_nobody_owns_any_more_leave_the_leaderboard_for_good() {
    let dir = tempfile::tempdir().unwrap();
    {
        let book = RatingBook::open(dir.path(), 0).unwrap();
        for preset in [Preset::Yahtzee, Preset::Yatzy] {
            book.rate(
                preset,
                &[
                    (person("Ann"), 250),
                    (person("Squat"), 190),
                    (person("Bo"), 200),
                ],
            )
            .unwrap();
        }
        let removed = book.forget_unowned(|name| name != "Squat").unwrap();
        assert_eq!(removed, 2);
        assert_eq!(book.forget_unowned(|name| name != "Squat").unwrap(), 0);
    }
    let again = RatingBook::open(dir.path(), 0).unwrap();
    for preset in [Preset::Yahtzee, Preset::Yatzy] {
        let names: Vec<String> = again
            .page(preset, 0)
            .rows
            .into_iter()
            .map(|row| row.name)
            .collect();
        assert_eq!(names.len(), 2, "{names:?}");
        assert!(!names.contains(&"Squat".to_string()), "{names:?}");
    }
}
