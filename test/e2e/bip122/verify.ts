/**
 * Checks in Node of what the Bitcoin test wallet signed, with libraries other
 * than the one it signs with (@scure/btc-signer): bip322-js verifies message
 * signatures (BIP-322 and BIP-137 ECDSA), bitcoinjs-lib with
 * @bitcoinerlab/secp256k1 builds PSBTs, checks their input signatures and
 * decodes signed transactions.
 */
import * as ecc from '@bitcoinerlab/secp256k1'
import { Verifier } from 'bip322-js'
import { address as bitcoinAddress, initEccLib, networks, payments, Psbt, script, Transaction } from 'bitcoinjs-lib'

initEccLib(ecc)

export const TESTNET = networks.testnet

/** BIP-322 (or BIP-137 for an ECDSA signature) verification of `signature` over `message` by `address`. */
export function verifyMessage(address: string, message: string, signature: string): boolean {
  try {
    return Verifier.verifySignature(address, message, signature)
  } catch {
    return false
  }
}

/** A PSBT spending one made-up output of `owner` to `to`; a taproot owner needs its x-only internal key (hex). */
export function psbtSpending(owner: string, to: string, options: { tapInternalKey?: string; value?: bigint } = {}): string {
  const value = options.value ?? 50_000n
  const psbt = new Psbt({ network: TESTNET })
  psbt.addInput({
    hash: 'a1'.repeat(32),
    index: 0,
    witnessUtxo: { script: bitcoinAddress.toOutputScript(owner, TESTNET), value },
    ...(options.tapInternalKey ? { tapInternalKey: Buffer.from(options.tapInternalKey, 'hex') } : {}),
  })
  psbt.addOutput({ address: to, value: value - 1_000n })
  return psbt.toBase64()
}

/** Whether input `index` of a PSBT carries a signature and every signature on it verifies. */
export function psbtInputSigned(psbtBase64: string, index: number): boolean {
  const psbt = Psbt.fromBase64(psbtBase64, { network: TESTNET })
  const input = psbt.data.inputs[index]
  if (!input?.partialSig?.length && !input?.tapKeySig) return false
  return psbt.validateSignaturesOfInput(index, (pubkey, hash, signature) =>
    pubkey.length === 32 ? ecc.verifySchnorr(hash, pubkey, signature) : ecc.verify(hash, pubkey, signature),
  )
}

export interface DecodedTransfer {
  txid: string
  outputs: Array<{ address: string; value: bigint }>
  inputs: Array<{ txid: string; index: number }>
  /** Every input is a p2wpkh spend by `spender` whose ECDSA signature verifies against its sighash. */
  signaturesValid: boolean
}

/** Decode a transaction `spender` signed; `prevouts` gives each input's spent value (the wallet's fake UTXOs). */
export function decodeTransfer(hex: string, spender: string, prevouts: ReadonlyArray<{ txid: string; index: number; amount: bigint }>): DecodedTransfer {
  const tx = Transaction.fromHex(hex)
  const inputs = tx.ins.map((input) => ({ txid: Buffer.from(input.hash).reverse().toString('hex'), index: input.index }))
  const signaturesValid = tx.ins.every((input, i) => {
    const [der, pubkey] = input.witness
    const spent = prevouts.find((utxo) => utxo.txid === inputs[i]!.txid && utxo.index === inputs[i]!.index)
    if (!der || !pubkey || !spent || payments.p2wpkh({ pubkey, network: TESTNET }).address !== spender) return false
    const { signature, hashType } = script.signature.decode(der)
    const scriptCode = payments.p2pkh({ pubkey }).output!
    return ecc.verify(tx.hashForWitnessV0(i, scriptCode, spent.amount, hashType), pubkey, signature)
  })
  return {
    txid: tx.getId(),
    outputs: tx.outs.map((output) => ({ address: bitcoinAddress.fromOutputScript(output.script, TESTNET), value: output.value })),
    inputs,
    signaturesValid,
  }
}
