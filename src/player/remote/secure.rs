//! `sayzee join wss://`: TLS to a server (rustls on ring), its certificate checked against the system's root
//! certificates, or against certificates the player trusts: by file (`--trust-cert`) or on first use, kept per
//! server in the data directory (`trusted-servers.json`). An unknown certificate is never taken silently: the
//! connection fails, the fingerprint the server showed is kept, and the player hears it and chooses.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use rustls::client::WebPkiServerVerifier;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{DigitallySignedStruct, RootCertStore, SignatureScheme};
use serde::{Deserialize, Serialize};

use crate::net::fingerprint;
use crate::persist::files;

/// The trust book's file in the data directory.
pub const FILE_NAME: &str = "trusted-servers.json";

/// A file larger than this is not one of ours.
const MAX_FILE: u64 = 256 * 1024;

/// The certificates a player trusts, by server address (`host:port`): one fingerprint each, the last accepted.
#[derive(Clone, Debug, Default)]
pub struct TrustBook {
    path: Option<PathBuf>,
    servers: BTreeMap<String, String>,
}

#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Saved {
    servers: BTreeMap<String, String>,
}

impl TrustBook {
    /// The book kept in `data_dir` (none without one, or if the file is not ours: then nothing is trusted and
    /// the player is asked again).
    pub fn open(data_dir: Option<&Path>) -> TrustBook {
        let path = data_dir.map(|dir| dir.join(FILE_NAME));
        let servers = path
            .as_deref()
            .and_then(|path| files::read_regular(path, MAX_FILE).ok().flatten())
            .and_then(|bytes| serde_json::from_slice::<Saved>(&bytes).ok())
            .map(|saved| saved.servers)
            .unwrap_or_default();
        TrustBook { path, servers }
    }

    /// The fingerprint trusted for `address`, if any.
    pub fn trusted(&self, address: &str) -> Option<&str> {
        self.servers.get(address).map(String::as_str)
    }

    /// Trusts `fingerprint` for `address` from now on (replacing one trusted before) and keeps it on disk.
    ///
    /// # Errors
    /// The file could not be written (the trust still holds for this run).
    pub fn trust(&mut self, address: &str, fingerprint: &str) -> std::io::Result<()> {
        self.servers
            .insert(address.to_string(), fingerprint.to_string());
        let Some(path) = &self.path else {
            return Ok(());
        };
        let saved = Saved {
            servers: self.servers.clone(),
        };
        let json = serde_json::to_vec_pretty(&saved).map_err(std::io::Error::other)?;
        files::write_atomically(path, &json)
    }
}

/// The fingerprints of the certificates in a PEM file the player trusts (`--trust-cert`).
///
/// # Errors
/// The file cannot be read (the reader's words), or holds no certificate (`None`).
pub fn fingerprints_in(path: &Path) -> Result<Vec<String>, Option<String>> {
    let certificates: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(path)
        .map_err(|error| Some(error.to_string()))?
        .collect::<Result<_, _>>()
        .map_err(|error| Some(error.to_string()))?;
    if certificates.is_empty() {
        return Err(None);
    }
    Ok(certificates
        .iter()
        .map(|certificate| fingerprint(certificate.as_ref()))
        .collect())
}

/// The system's root certificates, read once per run (reading them takes a while on some systems).
fn system_roots() -> Arc<RootCertStore> {
    static ROOTS: OnceLock<Arc<RootCertStore>> = OnceLock::new();
    ROOTS
        .get_or_init(|| {
            let mut roots = RootCertStore::empty();
            let found = rustls_native_certs::load_native_certs();
            roots.add_parsable_certificates(found.certs);
            Arc::new(roots)
        })
        .clone()
}

/// What a secure connection trusts, and what it met.
#[derive(Debug)]
pub struct Secure {
    pub config: Arc<rustls::ClientConfig>,
    /// The fingerprint of a certificate the last handshake refused, if it refused one.
    pub refused: Arc<Mutex<Option<String>>>,
}

impl Secure {
    /// TLS that takes what the system's roots vouch for, and the certificates of fingerprint `pinned`.
    pub fn new(pinned: Vec<String>) -> Secure {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let refused = Arc::new(Mutex::new(None));
        let verifier = Verifier {
            system: WebPkiServerVerifier::builder_with_provider(system_roots(), provider.clone())
                .build()
                .ok(),
            pinned,
            provider: provider.clone(),
            refused: refused.clone(),
        };
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("ring's provider has the default protocol versions")
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(verifier))
            .with_no_client_auth();
        Secure {
            config: Arc::new(config),
            refused,
        }
    }

    /// The fingerprint the last handshake refused, taken.
    pub fn take_refused(&self) -> Option<String> {
        self.refused
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .take()
    }
}

/// Checks a server's certificate: one the player trusts by fingerprint, else one the system's roots vouch for
/// (name and dates included); any other is refused and its fingerprint kept for the question.
#[derive(Debug)]
struct Verifier {
    /// `None` when the system has no root certificates at all.
    system: Option<Arc<WebPkiServerVerifier>>,
    pinned: Vec<String>,
    provider: Arc<CryptoProvider>,
    refused: Arc<Mutex<Option<String>>>,
}

impl ServerCertVerifier for Verifier {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp_response: &[u8],
        now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let met = fingerprint(end_entity.as_ref());
        if self.pinned.contains(&met) {
            return Ok(ServerCertVerified::assertion());
        }
        let vouched = match &self.system {
            Some(system) => system.verify_server_cert(
                end_entity,
                intermediates,
                server_name,
                ocsp_response,
                now,
            ),
            None => Err(rustls::Error::InvalidCertificate(
                rustls::CertificateError::UnknownIssuer,
            )),
        };
        if vouched.is_err() {
            *self.refused.lock().unwrap_or_else(PoisonError::into_inner) = Some(met);
        }
        vouched
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        rustls::crypto::verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}
