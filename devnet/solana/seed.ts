/**
 * The state the Solana devnet starts with: the dev keypairs funded by the
 * faucet, the dev token's mint (faucet as mint authority), a token balance
 * for dev keypair #0, and one SOL and one token transfer from #0 to #1 so the
 * history is not empty. Every step is a real signed transaction.
 */
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  TOKEN_PROGRAM_ADDRESS,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintSize,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token'
import { lamports, type Address, type KeyPairSigner } from '@solana/kit'
import { createFaucet, type Faucet } from './faucet'
import { serviceKeypair, signerOf, solanaDevKeypairs, type SolanaDevKeypair } from './keys'
import type { SolanaLedger } from './ledger'
import { sendInstructions } from './sign'
import { DEV_TOKEN, type SolanaTokenSpec } from './token'

const LAMPORTS_PER_SOL = 1_000_000_000n
const DEV_ACCOUNT_SOL = 1000n
const DEV_TOKEN_SEED_AMOUNT = 10_000n // whole tokens for keypair #0
const SEED_TRANSFER = { lamports: 1_500_000_000n, tokens: 25n } // #0 → #1

export interface SolanaToken extends SolanaTokenSpec {
  mint: Address
}

export interface SeededSolana {
  accounts: SolanaDevKeypair[]
  faucet: Faucet
  tokens: SolanaToken[]
}

function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  return findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS }).then(([ata]) => ata)
}

async function createMint(ledger: SolanaLedger, faucet: Faucet, mint: KeyPairSigner, decimals: number) {
  const space = BigInt(getMintSize())
  await sendInstructions(ledger, faucet.signer, [
    getCreateAccountInstruction({
      payer: faucet.signer,
      newAccount: mint,
      lamports: lamports(ledger.svm.minimumBalanceForRentExemption(space)),
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: mint.address, decimals, mintAuthority: faucet.address }),
  ])
}

export async function seedSolana(ledger: SolanaLedger): Promise<SeededSolana> {
  const accounts = solanaDevKeypairs()
  const faucet = await createFaucet(ledger, serviceKeypair('faucet'))
  for (const account of accounts) await faucet.airdrop(account.address, DEV_ACCOUNT_SOL * LAMPORTS_PER_SOL)

  const mint = await signerOf(serviceKeypair(`${DEV_TOKEN.symbol} mint`))
  const { decimals } = DEV_TOKEN
  const unit = 10n ** BigInt(decimals)
  await createMint(ledger, faucet, mint, decimals)

  const [alice, bob] = accounts as [SolanaDevKeypair, SolanaDevKeypair]
  const aliceToken = await associatedTokenAddress(alice.address, mint.address)
  await sendInstructions(ledger, faucet.signer, [
    getCreateAssociatedTokenIdempotentInstruction({ payer: faucet.signer, ata: aliceToken, owner: alice.address, mint: mint.address }),
    getMintToCheckedInstruction({ mint: mint.address, token: aliceToken, mintAuthority: faucet.signer, amount: DEV_TOKEN_SEED_AMOUNT * unit, decimals }),
  ])

  const aliceSigner = await signerOf(alice)
  const bobToken = await associatedTokenAddress(bob.address, mint.address)
  await sendInstructions(ledger, aliceSigner, [getTransferSolInstruction({ source: aliceSigner, destination: bob.address, amount: lamports(SEED_TRANSFER.lamports) })])
  await sendInstructions(ledger, aliceSigner, [
    getCreateAssociatedTokenIdempotentInstruction({ payer: aliceSigner, ata: bobToken, owner: bob.address, mint: mint.address }),
    getTransferCheckedInstruction({ source: aliceToken, mint: mint.address, destination: bobToken, authority: aliceSigner, amount: SEED_TRANSFER.tokens * unit, decimals }),
  ])
  return { accounts, faucet, tokens: [{ ...DEV_TOKEN, mint: mint.address }] }
}
