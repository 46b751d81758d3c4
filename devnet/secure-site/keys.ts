/**
 * The embedded wallet's keys, held by the secure site and never sent to the
 * app. Derived deterministically from the user's identity (email, social or
 * Farcaster id) and a devnet seed, so addresses stay stable across restarts.
 */
import { createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto'
import { keccak256, toBytes, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { base58Encode } from './base58'

const DEVNET_SEED = 'portico-devnet-secure-site'
/** PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

export interface UserKeys {
  evm: PrivateKeyAccount
  solana: { address: string; sign(message: Uint8Array): Uint8Array }
}

function seedFor(identity: string, purpose: string): Hex {
  return keccak256(toBytes(`${DEVNET_SEED}:${purpose}:${identity}`))
}

function solanaKeys(seed: Hex): UserKeys['solana'] {
  const privateKey: KeyObject = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(seed.slice(2), 'hex')]),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  const publicKey = new Uint8Array(spki.subarray(spki.length - 32))
  return {
    address: base58Encode(publicKey),
    sign: (message) => new Uint8Array(sign(null, message, privateKey)),
  }
}

export function deriveUserKeys(identity: string): UserKeys {
  return {
    evm: privateKeyToAccount(seedFor(identity, 'evm')),
    solana: solanaKeys(seedFor(identity, 'solana')),
  }
}
