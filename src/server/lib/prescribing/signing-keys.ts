/**
 * The prescriber's signing key (decision 118): an Ed25519 key pair made when they set their
 * signing PIN. The private half is kept sealed (AES-256-GCM) under a key derived by scrypt from
 * the PIN together with the server's AUTH_SECRET: the server cannot sign without the prescriber's
 * PIN, and a copy of the database alone cannot sign either. The PIN itself is never stored; a
 * wrong one fails the seal's authentication. Verifying needs only the public half.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  scrypt,
  sign,
  verify,
} from "node:crypto";

/** scrypt's cost: 16 MiB and some tens of milliseconds a try, on top of AUTH_SECRET and the lock after five wrong PINs. */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** A key pair as stored: the public half (SPKI, base64) and the private half sealed. */
export interface SealedKey {
  publicKey: string;
  sealedPrivateKey: string;
  salt: string;
  iv: string;
  tag: string;
}

export interface PrescriptionSigner {
  /** A new key pair, its private half sealed under `pin` and the server's secret. */
  makeKey(pin: string): Promise<SealedKey>;
  /** The private half, or null when `pin` is not the one it was sealed under. */
  unlock(key: SealedKey, pin: string): Promise<KeyObject | null>;
}

function sealingKey(secret: string, pin: string, salt: Buffer): Promise<Buffer> {
  const material = Buffer.concat([Buffer.from(pin, "utf8"), Buffer.from([0]), Buffer.from(secret, "utf8")]);
  return new Promise((resolve, reject) =>
    scrypt(material, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** The signer of a server whose AUTH_SECRET is `secret`. */
export function createPrescriptionSigner(secret: string): PrescriptionSigner {
  return {
    async makeKey(pin) {
      const { publicKey, privateKey } = generateKeyPairSync("ed25519");
      const salt = randomBytes(16);
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", await sealingKey(secret, pin, salt), iv);
      const sealed = Buffer.concat([
        cipher.update(privateKey.export({ type: "pkcs8", format: "der" })),
        cipher.final(),
      ]);
      return {
        publicKey: publicKey.export({ type: "spki", format: "der" }).toString("base64"),
        sealedPrivateKey: sealed.toString("base64"),
        salt: salt.toString("base64"),
        iv: iv.toString("base64"),
        tag: cipher.getAuthTag().toString("base64"),
      };
    },
    async unlock(key, pin) {
      const decipher = createDecipheriv(
        "aes-256-gcm",
        await sealingKey(secret, pin, Buffer.from(key.salt, "base64")),
        Buffer.from(key.iv, "base64"),
      );
      decipher.setAuthTag(Buffer.from(key.tag, "base64"));
      try {
        const der = Buffer.concat([decipher.update(Buffer.from(key.sealedPrivateKey, "base64")), decipher.final()]);
        return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
      } catch {
        return null;
      }
    },
  };
}

/** The SHA-256 of a text, in hex. */
export const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** The Ed25519 signature of `text`, in base64. */
export const signText = (privateKey: KeyObject, text: string) =>
  sign(null, Buffer.from(text, "utf8"), privateKey).toString("base64");

/** Whether `signature` is the signature of `text` by the holder of `publicKey` (SPKI, base64). */
export function verifyText(publicKey: string, text: string, signature: string) {
  const key = createPublicKey({ key: Buffer.from(publicKey, "base64"), format: "der", type: "spki" });
  return verify(null, Buffer.from(text, "utf8"), key, Buffer.from(signature, "base64"));
}

/** The public key as the Staff page shows it: the raw 32 bytes of the Ed25519 key, in hex, in groups of four. */
export function publicKeyFingerprint(publicKey: string) {
  const raw = Buffer.from(publicKey, "base64").subarray(-32).toString("hex");
  return raw.match(/.{4}/g)!.join(" ");
}
