/**
 * What the Polkadot browser tests share: the demo with Polkadot and Westend configured, a fresh browser context per
 * test with both the EIP-6963 test wallet and the Polkadot test extension ('portico-test-polkadot', holding
 * //Alice), and the sr25519 check of what the extension signed, done here with @polkadot/util-crypto.
 */
import { stringToU8a, u8aWrapBytes } from '@polkadot/util'
import { encodeAddress, signatureVerify } from '@polkadot/util-crypto'
import { openDemo, startDemoEnv, type DemoEnv, type DemoPage, type OpenDemoOptions } from '../modal/demo-env'
import { installPolkadotTestExtension, type PolkadotTestExtension } from 'portico-devnet/playwright'

export { POLKADOT_TEST_EXTENSION_NAME } from 'portico-devnet/wallets'
export const POLKADOT_NETWORK = { name: 'Polkadot', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', ss58Prefix: 0 }
export const WESTEND_NETWORK = { name: 'Westend', caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e', ss58Prefix: 42 }

export const startPolkadotDemoEnv = (): Promise<DemoEnv> => startDemoEnv({ polkadot: true, debug: true })

export interface PolkadotDemoPage extends DemoPage {
  extension: PolkadotTestExtension
}

/** The demo with the EVM test wallet and the Polkadot test extension. */
export async function openPolkadotDemo(env: DemoEnv, options: OpenDemoOptions = {}): Promise<PolkadotDemoPage> {
  let extension: PolkadotTestExtension | undefined
  const demo = await openDemo(env, {
    ...options,
    beforeLoad: async (context) => {
      await options.beforeLoad?.(context)
      extension = await installPolkadotTestExtension(context)
    },
  })
  return { ...demo, extension: extension as PolkadotTestExtension }
}

/** The extension's account as a network writes it (SS58 prefix). */
export const addressOn = (address: string, network: { ss58Prefix: number }): string => encodeAddress(address, network.ss58Prefix)

/** '15oF…6Sp5', as the modal shows a Polkadot address. */
export const shortPolkadotAddress = (address: string): string => `${address.slice(0, 4)}…${address.slice(-4)}`

/** What the extension signs for signRaw of a message: its UTF-8 bytes wrapped in <Bytes>…</Bytes>. */
export const signedBytes = (message: string): Uint8Array => u8aWrapBytes(stringToU8a(message))

/** sr25519 (or any Substrate scheme) verification of `signature` over exactly `bytes` by `address`. */
export function verifyPolkadotSignature(address: string, bytes: Uint8Array, signature: string): { isValid: boolean; crypto: string } {
  const { isValid, crypto } = signatureVerify(bytes, signature, address)
  return { isValid, crypto }
}

/** The Polkadot account state the modal keeps (read through the demo's debug handle). */
export function polkadotAccountState(demo: DemoPage): Promise<{ preferredAccountType?: string; allAccounts?: Array<{ address: string; type: string }>; balanceUnavailable?: boolean }> {
  return demo.page.evaluate(() => {
    const debug = (globalThis as unknown as { __porticoDebug: { modal: { getState(): { chains: Record<string, { accountState: unknown }> } } } }).__porticoDebug
    return debug.modal.getState().chains.polkadot?.accountState as never
  })
}
