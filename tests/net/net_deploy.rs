//! The files docs/deploy gives for a public server, used as written: the settings file starts a server, the
//! systemd unit is one systemd takes without a complaint, and the nginx site passes `nginx -t` and carries a real
//! `sayzee join wss://` through nginx's TLS to the server behind it. They need `systemd-analyze` and `nginx`
//! (apt-get install systemd nginx-light); without them each test says so and is skipped, except in CI
//! (`SAYZEE_CI`), where it fails.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

use crate::common;

use common::net::{Player, home};
use common::server::Server;

fn deploy_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/deploy")
        .join(name)
}

/// Whether `program` runs here; when not, says why and whether the test may be skipped.
fn installed(program: &str, package: &str) -> bool {
    let runs = Command::new(program)
        .arg(if program == "nginx" {
            "-v"
        } else {
            "--version"
        })
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok();
    if !runs {
        let reason = format!("{program} is not installed (apt-get install {package})");
        assert!(
            std::env::var_os("SAYZEE_CI").is_none(),
            "SAYZEE_CI: {reason}"
        );
        println!("skipped: {reason}");
    }
    runs
}

#[test]
fn the_systemd_unit_is_taken_by_systemd_without_a_complaint() {
    if !installed("systemd-analyze", "systemd") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // The unit as written, with the binary where this build put it (verify checks that it can run).
    let unit = std::fs::read_to_string(deploy_file("sayzee.service"))
        .unwrap()
        .replace("/usr/local/bin/sayzee", env!("CARGO_BIN_EXE_sayzee"));
    assert!(unit.contains("serve --config /etc/sayzee/server.toml"));
    let path = dir.path().join("sayzee.service");
    std::fs::write(&path, unit).unwrap();
    let verified = Command::new("systemd-analyze")
        .args(["verify", "--man=no"])
        .arg(&path)
        .output()
        .unwrap();
    let complaints = String::from_utf8_lossy(&verified.stderr);
    assert!(
        verified.status.success() && complaints.trim().is_empty(),
        "systemd-analyze verify: {complaints}"
    );
}

/// nginx running the site `site` (its main configuration around it, everything under `prefix`).
struct Nginx(Child);

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The main configuration that includes `site`, everything nginx writes kept under `prefix`.
fn main_configuration(prefix: &Path, site: &Path) -> String {
    let p = prefix.display();
    format!(
        "pid {p}/nginx.pid;\nerror_log {p}/error.log;\nevents {{}}\nhttp {{\n    access_log off;\n    \
         client_body_temp_path {p}/body;\n    proxy_temp_path {p}/proxy;\n    fastcgi_temp_path {p}/fastcgi;\n    \
         uwsgi_temp_path {p}/uwsgi;\n    scgi_temp_path {p}/scgi;\n    include {};\n}}\n",
        site.display()
    )
}

#[test]
fn the_nginx_site_carries_a_secure_game_to_the_server_started_with_the_settings_file() {
    if !installed("nginx", "nginx-light") {
        return;
    }
    let root = tempfile::tempdir().unwrap();
    // nginx's workers run as another user when it runs as root: they must reach what it wrote.
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(root.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    // The settings file as written; only the port is the test's.
    let server = Server::start(
        &root.path().join("server"),
        "127.0.0.1:0",
        &[
            "--config",
            deploy_file("sayzee-server.toml").to_str().unwrap(),
        ],
    );
    let made = rcgen::generate_simple_self_signed(vec!["127.0.0.1".into(), "localhost".into()])
        .expect("rcgen makes a certificate");
    let (certificate, key) = (root.path().join("cert.pem"), root.path().join("key.pem"));
    std::fs::write(&certificate, made.cert.pem()).unwrap();
    std::fs::write(&key, made.signing_key.serialize_pem()).unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let site = std::fs::read_to_string(deploy_file("nginx-sayzee.conf"))
        .unwrap()
        .replace("listen 443 ssl;", &format!("listen 127.0.0.1:{port} ssl;"))
        .replace("listen [::]:443 ssl;", "")
        .replace(
            "/etc/letsencrypt/live/yahtzee.example.org/fullchain.pem",
            certificate.to_str().unwrap(),
        )
        .replace(
            "/etc/letsencrypt/live/yahtzee.example.org/privkey.pem",
            key.to_str().unwrap(),
        )
        .replace(
            "http://127.0.0.1:7419",
            &format!("http://{}", server.address),
        );
    let site_path = root.path().join("site.conf");
    std::fs::write(&site_path, site).unwrap();
    let main = root.path().join("nginx.conf");
    std::fs::write(&main, main_configuration(root.path(), &site_path)).unwrap();
    let tested = Command::new("nginx")
        .args(["-t", "-p"])
        .arg(root.path())
        .arg("-c")
        .arg(&main)
        .output()
        .unwrap();
    assert!(
        tested.status.success(),
        "nginx -t: {}",
        String::from_utf8_lossy(&tested.stderr)
    );
    let _nginx = Nginx(
        Command::new("nginx")
            .args(["-g", "daemon off;", "-p"])
            .arg(root.path())
            .arg("-c")
            .arg(&main)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    assert!(
        common::line_game::wait_for(|| std::net::TcpStream::connect(("127.0.0.1", port)).is_ok()),
        "nginx listens"
    );
    let mut ann = Player::join(
        &home(root.path(), "ann"),
        "en-US",
        &format!("wss://127.0.0.1:{port}"),
        &[
            "--name",
            "Ann",
            "--trust-cert",
            certificate.to_str().unwrap(),
        ],
    );
    // Through nginx to the server: its message of the day, then its (empty) list of tables.
    ann.hear("Message of the day: Welcome! Be kind at the tables.");
    ann.hear("No table is open on this server yet");
    ann.quit();
}
