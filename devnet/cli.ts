/**
 * `npx portico-devnet` (`npm run devnet` in this repository): start every local service, print URLs and dev
 * accounts and how long the start took, stop cleanly on Ctrl-C / SIGTERM.
 * Options: --json FILE (write the URLs, chains and createModal config there), --wallets N (registry size),
 * --port-api N, --port-registry N, --port-analytics N, --port-relay N, --port-rpc-1 N, --port-rpc-8453 N,
 * --port-solana N, --port-bundler N, --port-secure-site N, --port-wallet-page N, --port-onramp-page N.
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { devnetJsonOf } from './devnet-json'
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
    'port-secure-site': { type: 'string' },
    'port-wallet-page': { type: 'string' },
    'port-onramp-page': { type: 'string' },
    json: { type: 'string' },
  },
})
function num(value?: string): number | undefined {
  if (value === undefined) return undefined
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`portico-devnet: "${value}" is not a port number (0 to 65535)`)
  return port
}

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
    secureSite: num(values['port-secure-site']),
    walletPage: num(values['port-wallet-page']),
    onrampPage: num(values['port-onramp-page']),
  },
})

if (values.json) await writeFile(values.json, `${JSON.stringify(devnetJsonOf(devnet), null, 2)}\n`)

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
  `Polkadot test extension: ${devnet.devAccounts.polkadot.uri} ${devnet.devAccounts.polkadot.address}`,
  `Bitcoin test wallet (Testnet): payment ${devnet.devAccounts.bitcoin.payment}, ordinals ${devnet.devAccounts.bitcoin.ordinals}`,
  '',
  ...(values.json ? [`URLs written to ${values.json}`] : []),
  // performance.now() counts from the process's start: Node's own start and the imports are in it.
  `Started in ${(performance.now() / 1000).toFixed(2)} s. Press Ctrl-C to stop.`,
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
