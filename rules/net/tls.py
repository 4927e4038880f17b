"""The host's certificate: self-signed, made once, pinned by its SHA-256 in the invite.

Python's ``ssl`` (not Qt's) carries the headless host, the headless client and the tests, which
must not need Qt; a joiner checks the certificate's fingerprint itself, so there is no authority
to trust and no warning to click through: another certificate is another host, and is refused.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import ssl
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

VALID_DAYS = 3650


def make_certificate(path: Path) -> None:
    """Writes a new key and self-signed certificate (PEM, key first) to ``path``, readable by its
    owner only."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Smash Up table")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name).public_key(key.public_key())
            .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(days=1))
            .not_valid_after(now + datetime.timedelta(days=VALID_DAYS)).sign(key, hashes.SHA256()))
    pem = key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                            serialization.NoEncryption()) + cert.public_bytes(serialization.Encoding.PEM)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(pem)


def fingerprint_of(der: bytes) -> str:
    return hashlib.sha256(der).hexdigest()


def certificate_fingerprint(path: Path) -> str:
    cert = x509.load_pem_x509_certificate(path.read_bytes())
    return fingerprint_of(cert.public_bytes(serialization.Encoding.DER))


def server_context(path: Path) -> ssl.SSLContext:
    """The host's TLS context, the certificate made first if ``path`` holds none."""
    if not path.exists():
        make_certificate(path)
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.load_cert_chain(path)
    return ctx


def client_context() -> ssl.SSLContext:
    """No authority and no host name: the certificate is checked against the invite's fingerprint
    (``pinned``) right after the handshake, before anything is sent."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    ctx.minimum_version = ssl.TLSVersion.TLSv1_2
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    return ctx


def pinned(ssl_object: ssl.SSLObject | ssl.SSLSocket | None, fingerprint: str) -> bool:
    der = None if ssl_object is None else ssl_object.getpeercert(binary_form=True)
    return der is not None and fingerprint_of(der) == fingerprint
