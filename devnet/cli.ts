/**
 * `npm run devnet`: start every local service, print URLs and dev accounts,
 * stop cleanly on Ctrl-C / SIGTERM.
 * Options: --wallets N (registry size), --port-api N, --port-registry N,
 * --port-analytics N, --port-relay N, --port-rpc-1 N, --port-rpc-8453 N,
 * --port-solana N, --port-bundler N.
 */
import { parseArgs } from 'node:util'
import { startDevnet } from './index'

const { values } = parseArgs({
  options: {
    wallets: { type: 'string' },
    'port-api': { type: 'string' },
    'port-registry': { type: 'string' },
    'port-analytics': { type: 'string' },
    'port-relay': { type: 'string' },
    'port-rpc-1': { type: 'string' },
    'port-rpc-8453': { type: 'string' },
    'port-solana': { type: 'string' },
    'port-bundler': { type: 'string' },
  },
})
const num = (value?: string) => (value === undefined ? undefined : Number(value))

const devnet = await startDevnet({
  walletCount: num(values.wallets),
  ports: {
    api: num(values['port-api']),
    registry: num(values['port-registry']),
    analytics: num(values['port-analytics']),
    relay: num(values['port-relay']),
    rpc: { 1: num(values['port-rpc-1']), 8453: num(values['port-rpc-8453']) },
    solana: num(values['port-solana']),
    bundler: num(values['port-bundler']),
  },
})

const lines = [
  '',
  'Portico devnet is running (127.0.0.1 only).',
  '',
  ...Object.entries(devnet.urls.rpc).map(([chainId, url]) => `  RPC eip155:${chainId.padEnd(5)} ${url}`),
  `  RPC Solana         ${devnet.urls.solanaRpc}   (${devnet.solana.caipNetworkId}, litesvm)`,
  `  Blockchain API     ${devnet.urls.api}   (chain RPC service: POST /v1?chainId=eip155:N&projectId=...)`,
  ...Object.values(devnet.chains).map((chain) => `  Bundler eip155:${String(chain.chainId).padEnd(5)} ${chain.bundlerUrl}   (ERC-4337: EntryPoint 0.8 ${chain.aa.entryPoint}, SimpleAccountFactory ${chain.aa.simpleAccountFactory})`),
  `  Wallet registry    ${devnet.urls.registry}`,
  `  Analytics sink     ${devnet.urls.analytics}   (GET /e lists received events)`,
  `  WalletConnect relay ${devnet.urls.relay}`,
  `  Dev wallet page    ${devnet.urls.walletPage}   (paste a wc: URI from the demo)`,
  `  On-ramp page       ${devnet.urls.onrampPage}   (opened by the on-ramp's generated URL)`,
  `  Secure site        ${devnet.urls.secureSite}   (inbox: ${new URL('/inbox', devnet.urls.secureSite).href})`,
  `  Faults             POST/GET/DELETE <any service>/__devnet/faults`,
  '',
  'Contracts (same addresses on both chains):',
  ...Object.entries({ ...devnet.chains[1]?.tokens, ...devnet.chains[1]?.collections }).map(([symbol, address]) => `  ${symbol.padEnd(5)} ${address}`),
  '',
  'Dev accounts (10000 ETH each; mnemonic "test test ... junk"):',
  ...devnet.accounts.map((account) => `  #${account.index} ${account.address}  ${account.privateKey}${devnet.identities[account.address] ? `  ${devnet.identities[account.address]?.name}` : ''}`),
  '',
  `Solana dev keypairs (1000 SOL each; the mnemonic above at m/44'/501'/i'/0'; secret keys in base58):`,
  ...devnet.solana.accounts.map((account) => `  #${account.index} ${account.address}  ${account.secretKey}`),
  ...devnet.solana.tokens.map((token) => `  ${token.symbol} mint ${token.mint} (${token.decimals} decimals, held by #0 and #1)`),
  '',
  'Press Ctrl-C to stop.',
]
console.log(lines.join('\n'))

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`\n${signal}: stopping devnet...`)
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
