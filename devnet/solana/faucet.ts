/**
 * requestAirdrop's faucet: a system account funded at genesis that sends
 * real signed transfers (it pays the fee, so the recipient gets the exact
 * amount). Airdrops run one at a time: two identical ones built against the
 * same blockhash would otherwise share a signature.
 */
import { getTransferSolInstruction } from '@solana-program/system'
import { address, lamports, type Address, type KeyPairSigner, type Signature } from '@solana/kit'
import { signerOf, type SolanaKeypair } from './keys'
import type { SolanaLedger } from './ledger'
import { sendInstructions } from './sign'

const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
/** Genesis balance of the faucet: 500 million SOL. */
const FAUCET_SUPPLY_LAMPORTS = 500_000_000n * 1_000_000_000n

export interface Faucet {
  address: Address
  /** Also the dev token's mint authority and the seeding's fee payer. */
  signer: KeyPairSigner
  airdrop(to: Address, amount: bigint): Promise<Signature>
}

export async function createFaucet(ledger: SolanaLedger, keypair: SolanaKeypair): Promise<Faucet> {
  ledger.svm.setAccount({
    address: keypair.address,
    lamports: lamports(FAUCET_SUPPLY_LAMPORTS),
    data: new Uint8Array(),
    programAddress: SYSTEM_PROGRAM,
    executable: false,
    space: 0n,
  })
  const signer = await signerOf(keypair)
  let queue: Promise<unknown> = Promise.resolve()
  const airdrop = (to: Address, amount: bigint) => {
    const sent = queue.then(() => sendInstructions(ledger, signer, [getTransferSolInstruction({ source: signer, destination: to, amount: lamports(amount) })]))
    queue = sent.catch(() => {})
    return sent
  }
  return { address: keypair.address, signer, airdrop }
}
