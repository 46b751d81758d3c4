// `npm start`: build the demo, start the devnet, serve the demo against it, print the URLs.
import { tsImport } from 'tsx/esm/api'
import { buildDemo } from '../demo/build.mjs'

const { startDevnet } = await tsImport('../devnet/index.ts', import.meta.url)
const { serveDemo } = await tsImport('../demo/serve.ts', import.meta.url)

const DEFAULT_PORT = 5173

await buildDemo()
const devnet = await startDevnet()
const requestedPort = Number(process.env.PORT ?? DEFAULT_PORT)
const demo = await serveDemo({ devnet, port: requestedPort, bitcoin: true, polkadot: true }).catch((error) => {
  // The usual port is taken: any free one will do.
  if (error?.code === 'EADDRINUSE') return serveDemo({ devnet, port: 0, bitcoin: true, polkadot: true })
  throw error
})

const rpc = Object.entries(devnet.urls.rpc).map(([chainId, url]) => `  rpc ${chainId.padEnd(5)}  ${url}`)
console.log(
  [
    '',
    `Portico demo   ${demo.url}`,
    '',
    'devnet:',
    ...rpc,
    `  solana     ${devnet.urls.solanaRpc}   (${devnet.solana.caipNetworkId}, litesvm)`,
    `  api        ${devnet.urls.api}`,
    ...Object.values(devnet.chains).map((chain) => `  bundler ${String(chain.chainId).padEnd(5)} ${chain.bundlerUrl}   (ERC-4337, EntryPoint ${chain.aa.entryPoint})`),
    `  registry   ${devnet.urls.registry}`,
    `  analytics  ${devnet.urls.analytics}`,
    `  relay      ${devnet.urls.relay}`,
    `  wallet     ${devnet.urls.walletPage}   (a WalletConnect dev wallet: paste the demo's wc: link)`,
    `  onramp     ${devnet.urls.onrampPage}   (the on-ramp page a purchase opens)`,
    `  secure     ${devnet.urls.secureSite}   (email codes: ${new URL('/inbox', devnet.urls.secureSite).href})`,
    '',
    'The in-page test wallets ("Portico Test Wallet", "Portico Solana Wallet" on Solana Local, "Portico Bitcoin Wallet" on Bitcoin Testnet, "Portico Test Polkadot" on Polkadot and Westend) ask before they sign. Ctrl+C stops everything.',
  ].join('\n'),
)

let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  await Promise.allSettled([demo.stop(), devnet.stop()])
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
