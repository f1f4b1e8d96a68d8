//! TLS for `sayzee serve --tls-cert PEM --tls-key PEM` (rustls through tokio-rustls, on ring): the certificate read
//! once at start (a file that cannot be used stops the start with a message saying which and why), each
//! connection's handshake, and a plain connection to a secure server answered in the protocol, so that its
//! player hears in their language to come back with `wss://`, not a silent drop.

use std::fmt;
use std::io;
use std::path::Path;
use std::sync::Arc;

use crate::net::TlsFileError;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpStream;
use tokio_rustls::TlsAcceptor;

/// A connection's bytes, plain or through TLS.
pub(super) trait Io: AsyncRead + AsyncWrite + Unpin + Send {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send> Io for T {}
pub(super) type Stream = Box<dyn Io>;

/// The server's certificate and key, ready for every connection.
#[derive(Clone)]
pub struct Tls {
    acceptor: TlsAcceptor,
    fingerprint: String,
}

impl fmt::Debug for Tls {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Tls")
            .field("fingerprint", &self.fingerprint)
            .finish_non_exhaustive()
    }
}

impl Tls {
    /// The acceptor of this certificate, for another listener of the same process (the page's).
    pub fn acceptor(&self) -> TlsAcceptor {
        self.acceptor.clone()
    }

    /// The certificate chain in `certificate` (PEM, the server's own first) and its private key in `key` (PEM).
    ///
    /// # Errors
    /// A file that cannot be read or holds nothing usable, or a key that is not the certificate's.
    pub fn from_files(certificate: &Path, key: &Path) -> Result<Tls, TlsFileError> {
        let certificate_error = |detail: String| TlsFileError::Certificate {
            path: certificate.display().to_string(),
            detail,
        };
        let chain: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(certificate)
            .map_err(|error| certificate_error(error.to_string()))?
            .collect::<Result<_, _>>()
            .map_err(|error| certificate_error(error.to_string()))?;
        let Some(own) = chain.first() else {
            return Err(TlsFileError::NoCertificate {
                path: certificate.display().to_string(),
            });
        };
        let fingerprint = crate::net::fingerprint(own.as_ref());
        let key = PrivateKeyDer::from_pem_file(key).map_err(|error| TlsFileError::Key {
            path: key.display().to_string(),
            detail: error.to_string(),
        })?;
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .and_then(|config| config.with_no_client_auth().with_single_cert(chain, key))
            .map_err(|error| TlsFileError::Mismatch(error.to_string()))?;
        Ok(Tls {
            acceptor: TlsAcceptor::from(Arc::new(config)),
            fingerprint,
        })
    }

    /// The SHA-256 fingerprint of the server's certificate, as players hear and compare it.
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }
}

/// What a new connection turned out to be.
pub(super) enum Opened {
    /// Ready for the WebSocket handshake: plain at a plain server, through TLS at a secure one.
    Ready(Stream),
    /// Plain bytes at a server that takes TLS only: it is told so in the protocol, then closed.
    PlainAtSecureServer(Stream),
}

/// The first byte of every TLS connection: a handshake record.
const TLS_HANDSHAKE_RECORD: u8 = 0x16;

/// Makes `stream` ready for the WebSocket handshake: as it is without `tls`, through a TLS handshake with it
/// (unless the client spoke plainly first).
pub(super) async fn open(stream: TcpStream, tls: Option<&Tls>) -> io::Result<Opened> {
    let Some(tls) = tls else {
        return Ok(Opened::Ready(Box::new(stream)));
    };
    let mut first = [0u8; 1];
    if stream.peek(&mut first).await? == 0 {
        return Err(io::ErrorKind::UnexpectedEof.into());
    }
    if first[0] != TLS_HANDSHAKE_RECORD {
        return Ok(Opened::PlainAtSecureServer(Box::new(stream)));
    }
    let secure = tls.acceptor.accept(stream).await?;
    Ok(Opened::Ready(Box::new(secure)))
}
