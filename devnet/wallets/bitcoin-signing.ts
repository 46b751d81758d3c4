/**
 * The Bitcoin test wallet's keys and signatures, with @scure/btc-signer: two
 * fixed test keys (a p2wpkh payment address and a p2tr ordinals address, as
 * Xverse and Leather hold), BIP-322 "simple" and BIP-137 (ECDSA) message
 * signatures, PSBT input signing, and a transfer built from a fixed fake UTXO
 * set (no Bitcoin node exists here: the transaction is signed, never sent).
 * The keys are public test keys: never send real coins to them.
 */
import * as btc from '@scure/btc-signer'
import { pubECDSA, sha256, sha256x2, tagSchnorr } from '@scure/btc-signer/utils.js'
import { signRecoverable } from '@bitcoinerlab/secp256k1'
import { base64, hex } from '@scure/base'

export type BitcoinChain = 'Mainnet' | 'Testnet' | 'Regtest'
export type MessageProtocol = 'BIP322' | 'ECDSA'

const NETWORKS: Record<BitcoinChain, typeof btc.NETWORK> = {
  Mainnet: btc.NETWORK,
  Testnet: btc.TEST_NETWORK,
  Regtest: { ...btc.TEST_NETWORK, bech32: 'bcrt' },
}

export interface WalletKey {
  purpose: 'payment' | 'ordinals'
  addressType: 'p2wpkh' | 'p2tr'
  address: string
  /** Hex: the compressed public key (payment) or the x-only internal key (ordinals). */
  publicKey: string
  script: Uint8Array
  privateKey: Uint8Array
}

export interface WalletKeys {
  chain: BitcoinChain
  payment: WalletKey
  ordinals: WalletKey
}

const utf8 = (text: string) => new TextEncoder().encode(text)
const testKey = (label: string) => sha256(utf8(`portico bitcoin test wallet / ${label}`))
const PAYMENT_KEY = testKey('payment')
const ORDINALS_KEY = testKey('ordinals')

export function walletKeys(chain: BitcoinChain): WalletKeys {
  const network = NETWORKS[chain]
  const paymentPub = pubECDSA(PAYMENT_KEY, true)
  const payment = btc.p2wpkh(paymentPub, network)
  const ordinalsPub = btc.utils.pubSchnorr(ORDINALS_KEY)
  const ordinals = btc.p2tr(ordinalsPub, undefined, network)
  return {
    chain,
    payment: { purpose: 'payment', addressType: 'p2wpkh', address: payment.address!, publicKey: hex.encode(paymentPub), script: payment.script, privateKey: PAYMENT_KEY },
    ordinals: { purpose: 'ordinals', addressType: 'p2tr', address: ordinals.address!, publicKey: hex.encode(ordinalsPub), script: ordinals.script, privateKey: ORDINALS_KEY },
  }
}

/** Taproot inputs are signed with the internal key the PSBT names (here: the ordinals key's own). */
const taprootFields = (key: WalletKey) => (key.addressType === 'p2tr' ? { tapInternalKey: hex.decode(key.publicKey) } : {})

/** BIP-322 "simple": the witness that spends the virtual to_spend output of `message` for the key's address. */
function signBip322(key: WalletKey, message: string): { signature: string; messageHash: string } {
  const messageHash = tagSchnorr('BIP0322-signed-message', utf8(message))
  const toSpend = btc.RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: btc.Script.encode(['OP_0', messageHash]), sequence: 0 }],
    outputs: [{ amount: 0n, script: key.script }],
    witnesses: [],
    lockTime: 0,
  })
  const toSign = new btc.Transaction({ version: 0, allowUnknownOutputs: true })
  toSign.addInput({ txid: sha256x2(toSpend).reverse(), index: 0, sequence: 0, witnessUtxo: { script: key.script, amount: 0n }, ...taprootFields(key) })
  toSign.addOutput({ script: btc.Script.encode(['RETURN']), amount: 0n })
  toSign.signIdx(key.privateKey, 0)
  toSign.finalizeIdx(0)
  const witness = toSign.getInput(0).finalScriptWitness
  if (!witness) throw new Error('BIP-322: the input did not finalize')
  return { signature: base64.encode(btc.RawWitness.encode(witness)), messageHash: hex.encode(messageHash) }
}

/** BIP-137 signed message: a recoverable ECDSA signature of the "Bitcoin Signed Message" hash, header 39+ for p2wpkh. */
function signEcdsa(key: WalletKey, message: string): { signature: string; messageHash: string } {
  const body = utf8(message)
  const hash = sha256x2(utf8('\x18Bitcoin Signed Message:\n'), btc.CompactSize.encode(BigInt(body.length)), body)
  const { signature, recoveryId } = signRecoverable(hash, key.privateKey)
  const P2WPKH_HEADER = 39
  return { signature: base64.encode(Uint8Array.of(P2WPKH_HEADER + recoveryId, ...signature)), messageHash: hex.encode(hash) }
}

export function signMessage(key: WalletKey, message: string, protocol: MessageProtocol) {
  if (protocol === 'ECDSA' && key.addressType !== 'p2wpkh') throw new Error(`ECDSA message signing needs a p2wpkh address, not ${key.address}`)
  return protocol === 'ECDSA' ? signEcdsa(key, message) : signBip322(key, message)
}

const sameScript = (a: Uint8Array | undefined, b: Uint8Array) => a !== undefined && a.length === b.length && a.every((byte, i) => byte === b[i])

/** The key that owns input `index` of a PSBT (by its witness UTXO script), if it is one of ours. */
function ownerOf(tx: btc.Transaction, keys: WalletKeys, index: number): WalletKey | undefined {
  const script = tx.getInput(index).witnessUtxo?.script
  return [keys.payment, keys.ordinals].find((key) => sameScript(script, key.script))
}

/**
 * Sign the PSBT inputs the wallet owns: those `signInputs` lists per address, else every input it owns.
 * An input listed for an address that does not own it is refused; so is a PSBT with nothing to sign.
 */
export function signPsbt(psbt: Uint8Array, keys: WalletKeys, signInputs?: Record<string, number[]>): Uint8Array {
  const tx = btc.Transaction.fromPSBT(psbt)
  const wanted: Array<[WalletKey, number]> = signInputs
    ? Object.entries(signInputs).flatMap(([address, indexes]) => {
        const key = [keys.payment, keys.ordinals].find((candidate) => candidate.address === address)
        if (!key) throw new Error(`${address} is not an address of this wallet`)
        return indexes.map((index): [WalletKey, number] => [key, index])
      })
    : Array.from({ length: tx.inputsLength }, (_, index) => [ownerOf(tx, keys, index), index] as [WalletKey | undefined, number]).filter(
        (entry): entry is [WalletKey, number] => entry[0] !== undefined,
      )
  if (wanted.length === 0) throw new Error('the PSBT has no input this wallet owns')
  for (const [key, index] of wanted) {
    if (index >= tx.inputsLength || ownerOf(tx, keys, index) !== key) throw new Error(`input ${index} is not owned by ${key.address}`)
    if (key.addressType === 'p2tr' && !tx.getInput(index).tapInternalKey) tx.updateInput(index, taprootFields(key))
    tx.signIdx(key.privateKey, index)
  }
  return tx.toPSBT()
}

/** The coins the wallet pretends to hold at its payment address: fixed outpoints, nothing on any chain. */
export const FAKE_UTXOS = [
  { txid: hex.encode(testKey('utxo 0')), index: 0, amount: 2_500_000n },
  { txid: hex.encode(testKey('utxo 1')), index: 1, amount: 400_000n },
] as const
/** A flat fee: the transaction is never relayed, so no fee market applies. */
export const TRANSFER_FEE = 1_000n
const DUST = 546n

export interface SignedTransfer {
  txid: string
  /** The signed transaction, ready to broadcast. */
  hex: string
}

/** A transfer to `recipients` from the fake UTXOs (largest first), change back to the payment address, signed. */
export function buildTransfer(keys: WalletKeys, recipients: Array<{ address: string; amount: bigint }>): SignedTransfer {
  const network = NETWORKS[keys.chain]
  const total = recipients.reduce((sum, { amount }) => sum + amount, 0n) + TRANSFER_FEE
  const tx = new btc.Transaction()
  let funded = 0n
  for (const utxo of [...FAKE_UTXOS].sort((a, b) => Number(b.amount - a.amount))) {
    if (funded >= total) break
    tx.addInput({ txid: utxo.txid, index: utxo.index, witnessUtxo: { script: keys.payment.script, amount: utxo.amount } })
    funded += utxo.amount
  }
  if (funded < total) throw new Error(`insufficient funds: ${funded} sats for ${total}`)
  for (const { address, amount } of recipients) tx.addOutputAddress(address, amount, network)
  const change = funded - total
  if (change >= DUST) tx.addOutputAddress(keys.payment.address, change, network)
  tx.sign(keys.payment.privateKey)
  tx.finalize()
  return { txid: tx.id, hex: tx.hex }
}

/** Whether `address` is a valid address of the wallet's chain. */
export function isAddressOn(chain: BitcoinChain, address: string): boolean {
  try {
    btc.Address(NETWORKS[chain]).decode(address)
    return true
  } catch {
    return false
  }
}
