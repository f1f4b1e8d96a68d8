//! Owned names against the people who try them: a claim kept across a restart, look-alikes refused, a wrong
//! password and the rates, tokens given, taken and ended by a new password.

use std::net::IpAddr;

use super::*;

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

const HOME: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 1));

#[test]
fn a_claimed_name_and_its_look_alikes_are_its_owners_and_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    runtime().block_on(async {
        let accounts = Accounts::open(dir.path(), 0).unwrap();
        assert_eq!(
            accounts.claim("Ann", (&"short".into(), None), HOME).await,
            Err(ErrorCode::BadPassword { min: 8, max: 128 })
        );
        let token = accounts
            .claim("Ann", (&"correct horse".into(), None), HOME)
            .await
            .unwrap();
        assert_eq!(
            accounts
                .claim("ANN", (&"another one".into(), None), HOME)
                .await,
            Err(ErrorCode::NameClaimed)
        );
        // A Cyrillic "А" looks the same: it is Ann's too.
        assert_eq!(accounts.owner_of("\u{410}nn").as_deref(), Some("Ann"));
        assert_eq!(
            accounts.log_in_with_token("ann", &token),
            Ok(LoggedIn {
                name: "Ann".into(),
                token: None
            })
        );
    });
    let again = Accounts::open(dir.path(), 0).unwrap();
    assert_eq!(again.owner_of("Ann").as_deref(), Some("Ann"));
    assert_eq!(again.count(), 1);
    // The book keeps a hash of the password and of each token, never them.
    let book = std::fs::read(dir.path().join("accounts.redb")).unwrap();
    let text = String::from_utf8_lossy(&book);
    assert!(text.contains("$argon2id$v=19$m=19456,t=2,p=1$"), "{text}");
    assert!(!text.contains("correct horse"));
}

#[test]
fn a_new_password_ends_every_token_and_a_wrong_one_is_refused_until_the_rate_says_wait() {
    let dir = tempfile::tempdir().unwrap();
    runtime().block_on(async {
        let accounts = Accounts::open(dir.path(), 0).unwrap();
        let first = accounts
            .claim("Bo", (&"first password".into(), None), HOME)
            .await
            .unwrap();
        let other_device = accounts
            .log_in("Bo", &"first password".into(), HOME)
            .await
            .unwrap()
            .token
            .unwrap();
        assert_ne!(first, other_device);
        let new = accounts
            .change_password("Bo", &"second password".into(), HOME)
            .await
            .unwrap();
        for ended in [&first, &other_device] {
            assert_eq!(
                accounts.log_in_with_token("Bo", ended),
                Err(ErrorCode::BadLoginToken)
            );
        }
        assert!(accounts.log_in_with_token("Bo", &new).is_ok());
        accounts.end_token("Bo", &new).await.unwrap();
        let stranger = IpAddr::V4(std::net::Ipv4Addr::new(198, 51, 100, 9));
        assert_eq!(
            accounts
                .log_in("Bo", &"first password".into(), stranger)
                .await,
            Err(ErrorCode::WrongPassword)
        );
        assert_eq!(
            accounts
                .log_in("Nobody", &"first password".into(), stranger)
                .await,
            Err(ErrorCode::WrongPassword),
            "a name nobody owns is refused the same way"
        );
        // A stranger's tries at Bo's name are the stranger's: past five, the next waits, from that address alone.
        let mut refused = None;
        for _ in 0..10 {
            if let Err(code) = accounts.log_in("Bo", &"guess".into(), stranger).await
                && code == ErrorCode::TooManyLogins
            {
                refused = Some(code);
                break;
            }
        }
        assert_eq!(refused, Some(ErrorCode::TooManyLogins));
        assert!(
            accounts
                .log_in("Bo", &"second password".into(), HOME)
                .await
                .is_ok(),
            "the owner is never locked out by a stranger's tries"
        );
        // Each new password costs a hash: a name gets three a minute, however many devices ask.
        let elsewhere = IpAddr::V4(std::net::Ipv4Addr::new(203, 0, 113, 5));
        for from in [HOME, elsewhere] {
            assert!(
                accounts
                    .change_password("Bo", &"third password".into(), from)
                    .await
                    .is_ok()
            );
        }
        assert_eq!(
            accounts
                .change_password("Bo", &"fourth password".into(), elsewhere)
                .await,
            Err(ErrorCode::TooManyLogins)
        );
    });
}

#[test]
fn an_operators_name_nobody_owns_is_claimed_with_its_code_alone() {
    let dir = tempfile::tempdir().unwrap();
    runtime().block_on(async {
        let accounts = Accounts::open(dir.path(), 0).unwrap();
        accounts
            .claim("Ann", (&"correct horse".into(), None), HOME)
            .await
            .unwrap();
        let operators = ["Opal".to_string(), "Ann".to_string()];
        let told = accounts.reserve_operators(&operators);
        assert_eq!(told.len(), 1, "Ann is owned already: only Opal has a code");
        let (name, code) = &told[0];
        assert_eq!(name, "Opal");
        assert_eq!(code.expose().len(), 17);
        let password: Password = "i-am-the-op-now".into();
        for (claimed_as, given) in [
            ("Opal", None),
            ("0PAL", None),
            ("Opal", Some("AAAAABBBBBCCCCC")),
        ] {
            let given = given.map(Password::from);
            assert_eq!(
                accounts
                    .claim(claimed_as, (&password, given.as_ref()), HOME)
                    .await,
                Err(ErrorCode::OperatorCodeNeeded),
                "{claimed_as}"
            );
        }
        let typed = Password::from(code.expose().to_lowercase().replace('-', " "));
        accounts
            .claim("Opal", (&"operator password".into(), Some(&typed)), HOME)
            .await
            .unwrap();
        assert!(accounts.reserve_operators(&operators).is_empty());
    });
}

#[test]
fn an_address_claims_ten_names_a_day_and_the_eleventh_is_told_so() {
    let dir = tempfile::tempdir().unwrap();
    runtime().block_on(async {
        let accounts = Accounts::open(dir.path(), 0).unwrap();
        let password: Password = "correct horse".into();
        for n in 0..CLAIMS_PER_DAY_PER_ADDRESS {
            let name = format!("Squat{n}");
            assert!(
                accounts.claim(&name, (&password, None), HOME).await.is_ok(),
                "{name}"
            );
        }
        assert_eq!(
            accounts.claim("Squat99", (&password, None), HOME).await,
            Err(ErrorCode::TooManyClaims { per_day: 10 })
        );
        let elsewhere = IpAddr::V4(std::net::Ipv4Addr::new(203, 0, 113, 7));
        assert!(
            accounts
                .claim("Squat99", (&password, None), elsewhere)
                .await
                .is_ok()
        );
        assert_eq!(accounts.count(), 11);
    });
}

#[test]
fn names_nobody_uses_are_free_again_after_a_month_or_a_year_and_operators_never_expire() {
    let dir = tempfile::tempdir().unwrap();
    let today = today();
    let keeping = NameKeeping::DEFAULT;
    let operators = vec!["Opal".to_string()];
    runtime().block_on(async {
        let accounts = Accounts::open(dir.path(), 0).unwrap();
        for name in ["Ann", "Squat", "Opal"] {
            accounts
                .claim(name, (&"correct horse".into(), None), HOME)
                .await
                .unwrap();
        }
        // Everyone claimed 40 days ago, and Ann came back the day after; Bo logs in with his device's token
        // today (written by the next look, not at the login).
        let token = accounts
            .claim("Bo", (&"correct horse".into(), None), HOME)
            .await
            .unwrap();
        {
            let mut book = accounts.book();
            for account in book.values_mut() {
                account.claimed_on = Some(today - 40);
                account.seen_on = Some(today - 40);
            }
            book.get_mut("ann").unwrap().seen_on = Some(today - 39);
            let dated: Vec<Account> = book.values().cloned().collect();
            accounts.store.save_all(&dated).unwrap();
        }
        accounts.log_in_with_token("Bo", &token).unwrap();
        let let_go = accounts
            .look_after_names(keeping, &operators, today)
            .await
            .unwrap();
        // Squat was never used after its claim, 40 days ago; Opal neither, but is an operator's.
        assert_eq!(let_go, vec!["Squat".to_string()]);
        assert_eq!(accounts.owner_of("Squat"), None);
        assert!(
            accounts
                .claim("Squat", (&"another one".into(), None), HOME)
                .await
                .is_ok()
        );
        // A year after her last login, Ann's name goes too (and Squat's new claim, unused since); Bo logged in
        // today.
        let mut a_year_on = accounts
            .look_after_names(keeping, &operators, today + 365 - 39)
            .await
            .unwrap();
        a_year_on.sort();
        assert_eq!(a_year_on, vec!["Ann".to_string(), "Squat".to_string()]);
        // Nothing expires when the server keeps names for ever.
        let never = NameKeeping {
            unused_days: 0,
            unseen_days: 0,
        };
        assert!(
            accounts
                .look_after_names(never, &operators, today + 5_000)
                .await
                .unwrap()
                .is_empty()
        );
    });
    // What was let go is gone from the disk, and Bo's token login of today was written there.
    let again = Accounts::open(dir.path(), 0).unwrap();
    assert_eq!(again.owner_of("Ann"), None);
    assert_eq!(again.account("Bo").unwrap().seen_on, Some(today));
    assert_eq!(again.account("Squat"), None);
    assert_eq!(again.owner_of("Opal").as_deref(), Some("Opal"));
}
