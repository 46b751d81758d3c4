/**
 * The Solana devnet: an HTTP JSON-RPC server on 127.0.0.1 over an in-process
 * LiteSVM (no validator exists for this machine), with the standard request
 * and response shapes of the real RPC. No WebSocket subscriptions: clients
 * confirm by polling getSignatureStatuses, which answers at once.
 *
 * The chain id is fixed: getGenesisHash answers a hash derived from a label,
 * and the CAIP-2 id is `solana:` + its first 32 characters, as for the real
 * clusters.
 */
import { createHash } from 'node:crypto'
import { getBase58Decoder, type Address } from '@solana/kit'
import type { FaultStore } from '../faults'
import { serve, type RunningServer } from '../server-utils'
import { handleJsonRpc } from './json-rpc'
import { stringifyWithBigInts } from './json'
import type { SolanaDevKeypair } from './keys'
import { createSolanaLedger, type SolanaLedger } from './ledger'
import { solanaMethods } from './methods'
import { seedSolana, type SolanaToken } from './seed'

export { signerOf, type SolanaDevKeypair } from './keys'
export type { SolanaLedger, LandedTransaction } from './ledger'
export type { SolanaToken } from './seed'

export const SOLANA_GENESIS_HASH = getBase58Decoder().decode(createHash('sha256').update('portico devnet solana genesis').digest())
export const SOLANA_DEVNET_CAIP_ID = `solana:${SOLANA_GENESIS_HASH.slice(0, 32)}`

export interface SolanaDevnetInfo {
  caipNetworkId: string
  genesisHash: string
  rpcUrl: string
  /** Funded dev keypairs (1000 SOL each); #0 also holds the dev token. */
  accounts: SolanaDevKeypair[]
  /** The requestAirdrop faucet, also the dev token's mint authority. */
  faucet: Address
  tokens: SolanaToken[]
}

export interface SolanaDevnet extends RunningServer {
  info: SolanaDevnetInfo
  /** In-process reads for the Blockchain API (balances, history). */
  ledger: SolanaLedger
}

export async function startSolanaDevnet(options: { port?: number; faults?: FaultStore } = {}): Promise<SolanaDevnet> {
  const ledger = createSolanaLedger()
  const { accounts, faucet, tokens } = await seedSolana(ledger)
  const methods = solanaMethods({ ledger, faucet, genesisHash: SOLANA_GENESIS_HASH })
  const server = await serve({
    name: 'solana-rpc',
    port: options.port,
    middleware: options.faults ? [options.faults.middleware] : [],
    routes: [
      {
        method: 'POST',
        path: '/',
        handler: async ({ res, body }) => {
          const reply = await handleJsonRpc(body, methods)
          res.writeHead(200, { 'content-type': 'application/json' }).end(stringifyWithBigInts(reply))
        },
      },
      // The real RPC's plain-text health check.
      { method: 'GET', path: '/health', handler: ({ res }) => void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok') },
    ],
  })
  const info = { caipNetworkId: SOLANA_DEVNET_CAIP_ID, genesisHash: SOLANA_GENESIS_HASH, rpcUrl: server.url, accounts, faucet: faucet.address, tokens }
  return { ...server, info, ledger }
}
