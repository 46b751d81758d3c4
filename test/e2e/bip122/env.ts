/**
 * What the Bitcoin browser tests share: the demo with Bitcoin Testnet configured (and `debug`, so a test
 * reaches the modal as an app would), a fresh browser context per test with both test wallets (the EIP-6963 one
 * and the sats-connect Bitcoin one), and the modal's calls made from the page.
 */
import { openDemo, startDemoEnv, type DemoEnv, type DemoPage, type OpenDemoOptions } from '../modal/demo-env'
import { BITCOIN_TEST_PROVIDER_NAME } from 'portico-devnet/wallets'
import { installBitcoinTestWallet, type BitcoinTestWallet, type BitcoinTestWalletOptions } from 'portico-devnet/playwright'

export { BITCOIN_TEST_PROVIDER_NAME }
export const BITCOIN_NETWORK_NAME = 'Bitcoin Testnet'
export const BITCOIN_TESTNET_CAIP = 'bip122:000000000933ea01ad0ee984209779ba'

export const startBitcoinDemoEnv = (): Promise<DemoEnv> => startDemoEnv({ bitcoin: true, debug: true })

export interface BitcoinDemoPage extends DemoPage {
  bitcoinWallet: BitcoinTestWallet
}

export async function openBitcoinDemo(env: DemoEnv, options: OpenDemoOptions & BitcoinTestWalletOptions = {}): Promise<BitcoinDemoPage> {
  let bitcoinWallet: BitcoinTestWallet | undefined
  const demo = await openDemo(env, {
    ...options,
    beforeLoad: async (context) => {
      await options.beforeLoad?.(context)
      bitcoinWallet = await installBitcoinTestWallet(context, options.chain ? { chain: options.chain } : {})
    },
  })
  return { ...demo, bitcoinWallet: bitcoinWallet as BitcoinTestWallet }
}

/** Open Connect from the demo and pick the Bitcoin test wallet (the outcome is the test's to check). */
export async function pickBitcoinWallet({ page, dialog }: DemoPage): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await dialog.getByRole('button', { name: BITCOIN_TEST_PROVIDER_NAME }).click()
}

export async function connectBitcoin(demo: BitcoinDemoPage): Promise<void> {
  await pickBitcoinWallet(demo)
  await demo.page.getByTestId('address-bip122').getByText(demo.bitcoinWallet.addresses().payment, { exact: true }).waitFor()
}

/** 'tb1q…2647', as the modal shows a Bitcoin address. */
export function shortBitcoinAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}

interface DebugModal {
  getProvider(namespace: string): { request(args: { method: string; params?: unknown }): Promise<unknown> } | undefined
  getState(): { chains: Record<string, { accountState: Record<string, unknown> } | undefined> }
  kernel: { connection: { sendTransaction(args: { to: string; value: bigint }, namespace: string): Promise<string> } }
}
type DebugWindow = { __porticoDebug?: { modal?: DebugModal } }

/** The app-facing Bitcoin provider's answer to `method`: { ok, result } or { ok: false, code, message }. */
export function bitcoinRequest(demo: DemoPage, method: string, params: unknown) {
  return demo.page.evaluate(
    async ([method, params]) => {
      const provider = (window as DebugWindow).__porticoDebug?.modal?.getProvider('bip122')
      if (!provider) return { ok: false as const, code: undefined, message: 'no bip122 provider' }
      try {
        return { ok: true as const, result: await provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown }
        return { ok: false as const, code, message: String(message) }
      }
    },
    [method, params] as const,
  )
}

/** kernel.connection.sendTransaction on bip122, as the send plugin calls it: the txid or the error's message. */
export function sendBitcoin(demo: DemoPage, to: string, satoshis: bigint) {
  return demo.page.evaluate(
    async ([to, value]) => {
      const modal = (window as DebugWindow).__porticoDebug?.modal
      try {
        return { ok: true as const, txid: await modal!.kernel.connection.sendTransaction({ to, value: BigInt(value) }, 'bip122') }
      } catch (error) {
        return { ok: false as const, message: (error as Error).message }
      }
    },
    [to, String(satoshis)] as const,
  )
}

/** The bip122 account state the app sees. */
export function bitcoinAccountState(demo: DemoPage) {
  return demo.page.evaluate(() => (window as DebugWindow).__porticoDebug?.modal?.getState().chains.bip122?.accountState)
}
