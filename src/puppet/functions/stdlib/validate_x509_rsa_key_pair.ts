// stdlib's validate_x509_rsa_key_pair(cert, key): fails unless the PEM certificate's signature
// verifies with the RSA key (OpenSSL's X509#verify: a self-signed certificate and its own key), with
// Ruby OpenSSL's messages for a text that holds no certificate or no key.
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { FunctionError } from '../dispatcher.js';
import { rubyInspect } from '../ruby-values.js';
import { stdlib3x } from './stdlib-function.js';

const unsupported = (what: string) => new FunctionError(what, 'OVC3116', { what });

/** The first PEM block whose label matches, as OpenSSL's PEM reader skips the others. */
const pemBlock = (text: string, label: string) => new RegExp(`-----BEGIN (${label})-----[\\s\\S]*?-----END \\1-----`).exec(text)?.[0];

function certificate(text: string): X509Certificate {
  const pem = pemBlock(text, 'CERTIFICATE');
  if (pem === undefined) throw new FunctionError('Not a valid x509 certificate: PEM_read_bio_X509: no start line');
  try {
    return new X509Certificate(pem);
  } catch {
    throw unsupported("validate_x509_rsa_key_pair() of a malformed certificate (OpenSSL's message)");
  }
}

/** OpenSSL::PKey::RSA.new: a private or public RSA key, as its public half. */
function rsaPublicKey(text: string): KeyObject {
  const invalid = new FunctionError('Not a valid RSA key: Neither PUB key nor PRIV key: unsupported');
  if (/-----BEGIN ENCRYPTED PRIVATE KEY-----|Proc-Type: 4,ENCRYPTED/.test(text)) throw unsupported('validate_x509_rsa_key_pair() of a passphrase-protected key');
  const pem = pemBlock(text, 'RSA PRIVATE KEY|PRIVATE KEY|RSA PUBLIC KEY|PUBLIC KEY');
  if (pem === undefined) throw invalid;
  let key: KeyObject;
  try {
    key = pem.includes('PRIVATE KEY-----') ? createPublicKey(createPrivateKey(pem)) : createPublicKey(pem);
  } catch {
    throw invalid;
  }
  if (key.asymmetricKeyType === 'rsa') return key;
  if (key.asymmetricKeyType === 'ec') throw new FunctionError('Not a valid RSA key: incorrect pkey type: id-ecPublicKey');
  throw unsupported(`validate_x509_rsa_key_pair() of a ${key.asymmetricKeyType ?? 'non-RSA'} key`);
}

export default stdlib3x('validate_x509_rsa_key_pair', (_ctx, args) => {
  if (args.length !== 2) throw new FunctionError(`validate_x509_rsa_key_pair(): wrong number of arguments (${args.length}; must be 2)`);
  for (const arg of args) if (typeof arg !== 'string') throw new FunctionError(`${rubyInspect(arg)} is not a string.`);
  const cert = certificate(args[0] as string);
  const key = rsaPublicKey(args[1] as string);
  if (!cert.verify(key)) throw new FunctionError('Certificate signature does not match supplied key');
  return null;
});
