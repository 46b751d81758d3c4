/**
 * Solana dev keypairs, deterministic across runs: the EVM accounts' mnemonic
 * ("test test ... junk", BIP-39 seed) derived with SLIP-0010 ed25519 at
 * m/44'/501'/i'/0', the path Phantom and Solflare use, so
 * importing the mnemonic into a wallet shows the same accounts. Service keys
 * (faucet, mint) come from fixed labels instead, so they never collide with a
 * dev account.
 */
import { createHash, createHmac, createPrivateKey, createPublicKey, pbkdf2Sync } from 'node:crypto'
import { createKeyPairSignerFromBytes, getBase58Decoder, getBase58Encoder, type Address, type KeyPairSigner } from '@solana/kit'
import { DEV_MNEMONIC } from '../accounts'

const SOLANA_DEV_ACCOUNT_COUNT = 5

export interface SolanaKeypair {
  address: Address
  /** The 64-byte keypair (seed then public key) in base58: the format Phantom and `solana-keygen` import. */
  secretKey: string
}

export interface SolanaDevKeypair extends SolanaKeypair {
  index: number
}

const HARDENED = 0x80000000
// PKCS#8 header of a raw 32-byte ed25519 seed, so node:crypto derives the public key.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** SLIP-0010 ed25519: every level hardened. */
function slip10Ed25519(seed: Uint8Array, path: number[]): Buffer {
  let node = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of path) {
    const data = Buffer.alloc(37)
    node.copy(data, 1, 0, 32)
    data.writeUInt32BE((index | HARDENED) >>> 0, 33)
    node = createHmac('sha512', node.subarray(32)).update(data).digest()
  }
  return node.subarray(0, 32)
}

function publicKeyOf(privateSeed: Uint8Array): Uint8Array {
  const key = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, privateSeed]), format: 'der', type: 'pkcs8' })
  // The SPKI DER of an ed25519 key ends with the 32 raw public-key bytes.
  return createPublicKey(key).export({ format: 'der', type: 'spki' }).subarray(-32)
}

function keypairFromSeed(privateSeed: Uint8Array): SolanaKeypair {
  const publicKey = publicKeyOf(privateSeed)
  const base58 = getBase58Decoder()
  return { address: base58.decode(publicKey) as Address, secretKey: base58.decode(Buffer.concat([privateSeed, publicKey])) }
}

export function solanaDevKeypairs(count = SOLANA_DEV_ACCOUNT_COUNT): SolanaDevKeypair[] {
  const seed = pbkdf2Sync(DEV_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  return Array.from({ length: count }, (_, index) => ({ index, ...keypairFromSeed(slip10Ed25519(seed, [44, 501, index, 0])) }))
}

/** A devnet service key (faucet, token mint) from a fixed label. */
export function serviceKeypair(label: string): SolanaKeypair {
  return keypairFromSeed(createHash('sha256').update(`portico devnet solana ${label}`).digest())
}

/** A kit signer for a keypair (WebCrypto ed25519), to sign the devnet's own transactions and the tests'. */
export function signerOf(keypair: SolanaKeypair): Promise<KeyPairSigner> {
  return createKeyPairSignerFromBytes(getBase58Encoder().encode(keypair.secretKey))
}
