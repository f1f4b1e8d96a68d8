//! `sayzee serve` on a disk that fills up, through the server's storage seam (`server::TableStore`, around the
//! real database): a change the disk does not take is refused with `server-trouble` and nobody hears of it; once
//! the disk has room, play goes on; and a server started again on the same data shows the table exactly as the
//! players heard it.

use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::common::wire::{next, send};
use sayzee::game::{Command, Event, MatchConfig, PlayerSpec, Skill};
use sayzee::net::protocol::{ClientMessage, ErrorCode, PROTOCOL_VERSION, ServerMessage};
use sayzee::rules::Preset;
use sayzee::server::{
    AddressTo, Database, Limits, Periods, ServeOptions, Storage, TableStore, database_path,
};

type Socket = tungstenite::WebSocket<tungstenite::stream::MaybeTlsStream<TcpStream>>;

/// The server's database on a disk that is full whenever `full` is set.
#[derive(Debug)]
struct FillingDisk {
    database: Database,
    full: Arc<AtomicBool>,
}

impl FillingDisk {
    fn refuse_if_full(&self) -> std::io::Result<()> {
        if self.full.load(Ordering::SeqCst) {
            return Err(std::io::Error::from(std::io::ErrorKind::StorageFull));
        }
        Ok(())
    }
}

impl TableStore for FillingDisk {
    fn save(&self, batch: &[(String, Vec<u8>)]) -> std::io::Result<()> {
        self.refuse_if_full()?;
        self.database.save(batch)
    }

    fn remove(&self, names: &[String]) -> std::io::Result<()> {
        self.refuse_if_full()?;
        self.database.remove(names)
    }

    fn load(&self) -> std::io::Result<Vec<(String, Vec<u8>)>> {
        self.database.load()
    }
}

/// A server on its own thread until `stop` is sent (`None`: the database in `data`); its address, and the
/// thread, which ends once the server has let go of its data.
fn serve(
    data: &Path,
    store: Option<Arc<dyn TableStore>>,
    stop: tokio::sync::oneshot::Receiver<()>,
) -> (String, std::thread::JoinHandle<std::io::Result<()>>) {
    let (address_to, address) = std::sync::mpsc::channel();
    let options = ServeOptions {
        listen: SocketAddr::from(([127, 0, 0, 1], 0)),
        data_dir: data.to_path_buf(),
        cache_dir: None,
        pace: Duration::ZERO,
        seed: Some(7),
        periods: Periods::default(),
        limits: Limits::default(),
        storage: Storage::default(),
        store,
        address_to: AddressTo::Channel(address_to),
        page_door: None,
        tls: None,
        trusted_proxies: Vec::new(),
        require_accounts: false,
        operators: Vec::new(),
        motd: None,
        experts: Default::default(),
    };
    let running = std::thread::spawn(move || {
        sayzee::server::run_until(options, "en-US".into(), move || async move {
            let _ = stop.await;
        })
    });
    let address = address
        .recv_timeout(Duration::from_secs(30))
        .expect("the server listens and says where");
    (address.to_string(), running)
}

fn client(address: &str) -> Socket {
    let (mut socket, _) = tungstenite::connect(format!("ws://{address}")).unwrap();
    send(
        &mut socket,
        &ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            name: "Ann".into(),
        },
    );
    assert!(matches!(next(&mut socket), ServerMessage::Welcome { .. }));
    socket
}

/// Ann plays `command` and hears what the server answers: the events, or the error.
fn play(ann: &mut Socket, command: Command) -> Result<Vec<Event>, ErrorCode> {
    send(ann, &ClientMessage::Command { seat: 0, command });
    match next(ann) {
        ServerMessage::Events { events, .. } => Ok(events),
        ServerMessage::Error { code, .. } => Err(code),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_move_the_full_disk_refuses_is_never_heard_and_a_restart_shows_what_was() {
    let root = tempfile::tempdir().unwrap();
    let full = Arc::new(AtomicBool::new(false));
    let database = Database::open(&database_path(root.path()), 0).unwrap();
    let disk = Arc::new(FillingDisk {
        database,
        full: full.clone(),
    });
    let (stop, stopped) = tokio::sync::oneshot::channel();
    let (address, first) = serve(root.path(), Some(disk), stopped);
    let mut ann = client(&address);
    let config = MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Ann")]);
    send(
        &mut ann,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Full".into(),
            config,
            stand_in: Skill::Good,
        },
    );
    let ServerMessage::Seated { seats, .. } = next(&mut ann) else {
        panic!("not seated")
    };
    send(&mut ann, &ClientMessage::Start);
    assert!(matches!(next(&mut ann), ServerMessage::Started { .. }));
    let rolled = play(&mut ann, Command::Advance).unwrap();
    let Some(Event::Rolled { dice, .. }) = rolled.first() else {
        panic!("{rolled:?}")
    };
    let dice = *dice;

    full.store(true, Ordering::SeqCst);
    assert_eq!(
        play(&mut ann, Command::ToggleAt(1)),
        Err(ErrorCode::ServerTrouble)
    );
    // A new table is refused too, and not made.
    let mut bo = client(&address);
    send(
        &mut bo,
        &ClientMessage::CreateTable {
            private: false,
            password: None,
            table: "Never".into(),
            config: MatchConfig::new(Preset::Yatzy, vec![PlayerSpec::human("Bo")]),
            stand_in: Skill::Good,
        },
    );
    assert!(matches!(
        next(&mut bo),
        ServerMessage::Error {
            code: ErrorCode::ServerTrouble,
            ..
        }
    ));

    // Room on the disk again: the same toggle plays, as the first one.
    full.store(false, Ordering::SeqCst);
    let toggled = play(&mut ann, Command::ToggleAt(1)).unwrap();
    assert!(
        matches!(toggled.as_slice(), [Event::Selected { selected, .. }] if selected.len() == 1),
        "{toggled:?}"
    );
    full.store(true, Ordering::SeqCst);
    assert_eq!(
        play(&mut ann, Command::Advance),
        Err(ErrorCode::ServerTrouble)
    );

    // The server stops; another starts on the same data: the table is as Ann heard it, one roll made and one
    // die selected.
    drop((ann, bo));
    stop.send(()).unwrap();
    first.join().unwrap().unwrap();
    let (_stop_again, stopped) = tokio::sync::oneshot::channel();
    let (again, _second) = serve(root.path(), None, stopped);
    let mut back = client(&again);
    send(&mut back, &ClientMessage::ListTables { page: 0 });
    let ServerMessage::Tables { list, .. } = next(&mut back) else {
        panic!("no list")
    };
    let names: Vec<&str> = list.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["Full"]);
    send(
        &mut back,
        &ClientMessage::Rejoin {
            token: seats[0].token.clone(),
        },
    );
    let ServerMessage::Seated { snapshot, .. } = next(&mut back) else {
        panic!("not back")
    };
    let turn = snapshot.state.turn().expect("Ann's turn");
    assert_eq!((turn.rolls_used, turn.dice), (1, Some(dice)));
    assert_eq!(turn.selected.len(), 1);
}

/// A 3 MiB tmpfs mounted at a directory of the test's, unmounted when dropped; `None` where mounting is not
/// allowed (not root), which fails in CI, where it runs as root.
#[cfg(target_os = "linux")]
struct SmallDisk(std::path::PathBuf);

#[cfg(target_os = "linux")]
impl SmallDisk {
    fn mount(at: &Path) -> Option<SmallDisk> {
        std::fs::create_dir_all(at).unwrap();
        let mounted = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=3m", "tmpfs"])
            .arg(at)
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|status| status.success());
        if !mounted {
            assert!(
                std::env::var_os("SAYZEE_CI").is_none(),
                "CI runs as root and must be able to mount a small tmpfs"
            );
            eprintln!("skipped: mounting a small filesystem needs root");
            return None;
        }
        Some(SmallDisk(at.to_path_buf()))
    }
}

#[cfg(target_os = "linux")]
impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount")
            .arg("-l")
            .arg(&self.0)
            .status();
    }
}

#[cfg(target_os = "linux")]
#[test]
fn the_real_database_takes_saves_again_once_a_full_disk_has_room() {
    let root = tempfile::tempdir().unwrap();
    let Some(disk) = SmallDisk::mount(&root.path().join("small")) else {
        return;
    };
    // No margin: the database itself meets the full disk.
    let database = Database::open(&database_path(&disk.0), 0).unwrap();
    database
        .save(&[("Tea".to_string(), b"{\"first\":true}".to_vec())])
        .unwrap();
    // A filler takes what is left of the disk.
    let filler = disk.0.join("filler");
    {
        let mut file = std::fs::File::create(&filler).unwrap();
        let block = vec![0u8; 64 * 1024];
        while std::io::Write::write_all(&mut file, &block).is_ok() {}
    }
    let big = vec![b'x'; 256 * 1024];
    let refused = (0..8).any(|n| database.save(&[(format!("T{n}"), big.clone())]).is_err());
    assert!(refused, "a full disk refuses a save");
    std::fs::remove_file(&filler).unwrap();
    database
        .save(&[("Tea".to_string(), b"{\"second\":true}".to_vec())])
        .expect("once the disk has room, saves are taken again without a restart");
    let tea = database
        .load()
        .unwrap()
        .into_iter()
        .find(|(name, _)| name == "Tea")
        .unwrap();
    assert_eq!(tea.1, b"{\"second\":true}");
}

#[cfg(target_os = "linux")]
#[test]
fn below_its_free_margin_the_database_refuses_a_save_before_touching_the_disk() {
    let root = tempfile::tempdir().unwrap();
    let Some(disk) = SmallDisk::mount(&root.path().join("small")) else {
        return;
    };
    let database = Database::open(&database_path(&disk.0), 2 * 1024 * 1024).unwrap();
    database
        .save(&[("Tea".to_string(), b"{}".to_vec())])
        .unwrap();
    std::fs::write(disk.0.join("filler"), vec![0u8; 1024 * 1024]).unwrap();
    let refused = database.save(&[("Tea".to_string(), b"{\"next\":1}".to_vec())]);
    assert_eq!(refused.unwrap_err().kind(), std::io::ErrorKind::StorageFull);
    std::fs::remove_file(disk.0.join("filler")).unwrap();
    database
        .save(&[("Tea".to_string(), b"{\"next\":1}".to_vec())])
        .unwrap();
}
