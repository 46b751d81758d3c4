/**
 * The one place the bench takes the test kit's EIP-6963 wallet from (portico-devnet's
 * EVM-only in-page script: wallet core, dev key #0, auto-approve, state in
 * localStorage so the site's authorisation survives a reload, like an
 * extension's). Every app gets the same init script. TypeScript source:
 * whatever imports this runs under tsx.
 */
import { walletScript } from 'portico-devnet/playwright'
import { DEV_ACCOUNTS, TEST_WALLET_INFO } from 'portico-devnet/wallets'

/** The address every app should show once connected. */
export const WALLET_ADDRESS = DEV_ACCOUNTS[0].address
/** The name the wallet announces (EIP-6963), i.e. its entry in each app's modal. */
export const WALLET_NAME = TEST_WALLET_INFO.name

/**
 * The init script: the wallet in the top document only (frames are not the dapp), answering
 * chain reads from `rpcUrl`. `window.__walletCalls` lists the methods the app asked for, in order.
 */
export async function testWalletInitScript({ chainId, rpcUrl }) {
  const config = { chains: [{ id: chainId, rpcUrl }], approval: 'auto' }
  return `if (window.top === window) {
${await walletScript('in-page-eip155')}
const { provider } = PorticoTestWallet.install(${JSON.stringify(config)});
const calls = (window.__walletCalls = []);
const request = provider.request;
provider.request = (args) => (calls.push(args?.method), request(args));
}`
}
