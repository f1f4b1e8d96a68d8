//! A secure server (`serve --tls-cert --tls-key`, a test certificate made by rcgen) as players meet it: `sayzee
//! join wss://` hears an unknown certificate's fingerprint and chooses (trusted once and never asked again, warned
//! of when it changes; a slip asked again; declined, nothing kept), a certificate trusted by file is never asked
//! about, a plain client at the secure port is told to come back with wss://, and files that cannot serve stop the
//! start with a message saying which. Real processes.

use crate::common;

use std::path::Path;

use common::net::{Player, home};
use common::server::{Server, test_certificate};
use sayzee::net::protocol::{ErrorCode, ServerMessage};

/// A server with the certificate `certificate` and key `key`.
fn secure_server(root: &Path, certificate: &Path, key: &Path) -> Server {
    Server::start_secure(&root.join("server"), "127.0.0.1:0", certificate, key)
}

#[test]
fn an_unknown_certificate_is_said_with_its_fingerprint_trusted_once_and_never_asked_again() {
    let root = tempfile::tempdir().unwrap();
    let (certificate, key, fingerprint) = test_certificate(root.path(), "server");
    let server = secure_server(root.path(), &certificate, &key);
    let url = format!("wss://{}", server.address);
    let ann_home = home(root.path(), "ann");
    let mut ann = Player::join(&ann_home, "en-US", &url, &["--name", "Ann"]);
    ann.hear("shows a certificate that neither this computer nor you trust yet");
    let transcript = ann.transcript();
    assert!(
        transcript.iter().any(|line| line.contains(&fingerprint)),
        "{transcript:#?}"
    );
    ann.hear("Type trust to trust this certificate");
    ann.type_line("trust");
    ann.hear(&format!("Connected to {}", server.address));
    ann.type_line("quit");
    ann.quit();
    // The next time, straight in.
    let mut ann = Player::join(&ann_home, "en-US", &url, &["--name", "Ann"]);
    ann.hear(&format!("Connected to {}", server.address));
    let transcript = ann.quit();
    assert!(
        !transcript.iter().any(|line| line.contains("certificate")),
        "{transcript:#?}"
    );
    assert!(
        server.logged(&fingerprint),
        "the operator's log gives the fingerprint to publish: {:#?}",
        server.log()
    );
    // Another certificate at the same address: a warning comes before the question.
    let address = server.address.clone();
    drop(server);
    let (changed, changed_key, _) = test_certificate(root.path(), "changed");
    let _server = Server::start_secure(
        &root.path().join("server"),
        &address,
        &changed,
        &changed_key,
    );
    let mut ann = Player::join(&ann_home, "en-US", &url, &["--name", "Ann"]);
    ann.hear("shows a different certificate from the one you trusted before");
    ann.hear("Type trust to trust this certificate");
    ann.type_line("");
    ann.hear("Not connected");
    ann.quit();
}

#[test]
fn a_certificate_declined_connects_nothing_and_keeps_nothing_and_another_language_hears_it_too() {
    let root = tempfile::tempdir().unwrap();
    let (certificate, key, fingerprint) = test_certificate(root.path(), "server");
    let server = secure_server(root.path(), &certificate, &key);
    let url = format!("wss://{}", server.address);
    let bo_home = home(root.path(), "bo");
    let mut bo = Player::join(&bo_home, "fr", &url, &["--name", "Bo"]);
    bo.hear("présente un certificat auquel ni cet ordinateur ni vous ne faites encore confiance");
    bo.hear("Tapez confiance pour faire confiance");
    // A slip is neither answer: asked again.
    bo.type_line("oui");
    bo.hear("Tapez confiance pour lui faire confiance, ou appuyez sur Entrée pour partir.");
    bo.type_line("");
    bo.hear("Pas de connexion : vous n’avez pas accepté le certificat.");
    let transcript = bo.quit();
    assert!(
        transcript.iter().any(|line| line.contains(&fingerprint)),
        "{transcript:#?}"
    );
    assert!(
        !bo_home
            .join("data")
            .join(sayzee::player::remote::secure::FILE_NAME)
            .exists()
    );
}

#[test]
fn a_certificate_trusted_by_file_is_never_asked_about_and_another_is_refused_by_it() {
    let root = tempfile::tempdir().unwrap();
    let (certificate, key, _) = test_certificate(root.path(), "server");
    let (other, _, _) = test_certificate(root.path(), "other");
    let server = secure_server(root.path(), &certificate, &key);
    let url = format!("wss://{}", server.address);
    let trusted = [
        "--name",
        "Cy",
        "--trust-cert",
        certificate.to_str().unwrap(),
    ];
    let mut cy = Player::join(&home(root.path(), "cy"), "en-US", &url, &trusted);
    cy.hear(&format!("Connected to {}", server.address));
    let transcript = cy.quit();
    assert!(
        !transcript.iter().any(|line| line.contains("certificate")),
        "{transcript:#?}"
    );
    // Trusting another certificate is no trust in this one: the question comes.
    let trusting_other = ["--name", "Di", "--trust-cert", other.to_str().unwrap()];
    let mut di = Player::join(&home(root.path(), "di"), "en-US", &url, &trusting_other);
    di.hear("shows a certificate that neither this computer nor you trust yet");
    di.quit();
}

#[test]
fn a_plain_client_at_a_secure_server_is_told_to_come_back_with_wss() {
    let root = tempfile::tempdir().unwrap();
    let (certificate, key, _) = test_certificate(root.path(), "server");
    let server = secure_server(root.path(), &certificate, &key);
    // A raw client of the protocol hears the code in its first message.
    let (mut socket, _) = tungstenite::connect(format!("ws://{}", server.address)).unwrap();
    assert_eq!(
        common::wire::next(&mut socket),
        ServerMessage::Error {
            code: ErrorCode::SecureOnly,
            detail: None
        }
    );
    // `sayzee join` without wss:// hears it in words.
    let mut eve = Player::join(
        &home(root.path(), "eve"),
        "en-US",
        &server.address,
        &["--name", "Eve"],
    );
    eve.hear(
        "This server takes secure connections only: join it again with wss:// before its address.",
    );
    eve.quit();
}

#[test]
fn files_that_cannot_serve_stop_the_start_with_a_message_saying_which() {
    let root = tempfile::tempdir().unwrap();
    let (certificate, key, _) = test_certificate(root.path(), "server");
    let (_, other_key, _) = test_certificate(root.path(), "other");
    let missing = root.path().join("missing.pem");
    let serve = |certificate: &Path, key: &Path| {
        let mut command = common::sayzee_in(&home(root.path(), "operator"));
        command.args([
            "--lang",
            "en-US",
            "serve",
            "--listen",
            "127.0.0.1:0",
            "--tls-cert",
            certificate.to_str().unwrap(),
            "--tls-key",
            key.to_str().unwrap(),
        ]);
        let (out, err, code) = common::typed_text(command, "");
        (format!("{out}{err}"), code)
    };
    let (said, code) = serve(&missing, &key);
    assert!(
        said.contains("The server cannot start: the certificate file")
            && said.contains("missing.pem"),
        "{said}"
    );
    assert_eq!(code, Some(2), "{said}");
    // A key file given as the certificate holds no certificate.
    let (said, _) = serve(&key, &key);
    assert!(said.contains("the certificate file"), "{said}");
    let (said, _) = serve(&certificate, &certificate);
    assert!(said.contains("the key file"), "{said}");
    let (said, _) = serve(&certificate, &other_key);
    assert!(
        said.contains("the key does not go with the certificate"),
        "{said}"
    );
}
