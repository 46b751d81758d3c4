/**
 * Driving the real Portico modal the way a person does, by accessible names only (roles and labels, never CSS
 * classes or test ids): these work on any app that embeds the modal, whatever its own page looks like.
 */
import type { Locator, Page } from 'playwright-core'
import type { Devnet } from '../index'
import { BITCOIN_TEST_PROVIDER_NAME } from '../wallets/bitcoin-page-provider'
import { TEST_WALLET_INFO } from '../wallets/page-provider'
import { POLKADOT_TEST_EXTENSION_NAME } from '../wallets/polkadot-page-extension'
import { SOLANA_TEST_WALLET_NAME } from '../wallets/solana-page-wallet'

/** The names the test wallets announce themselves by: what the modal lists. */
export const TEST_WALLET_NAMES = {
  eip155: TEST_WALLET_INFO.name,
  solana: SOLANA_TEST_WALLET_NAME,
  polkadot: POLKADOT_TEST_EXTENSION_NAME,
  bip122: BITCOIN_TEST_PROVIDER_NAME,
} as const

/** Most steps wait on a chain, a relay or a lazily loaded view: longer than Playwright's 30 s default would be wrong, shorter flaky. */
const STEP_TIMEOUT_MS = 60_000

export interface ModalOptions {
  /** The accessible name of the app's button that opens the modal (default 'Connect Wallet', Portico's own button). */
  connectButton?: string | RegExp
}

/** The modal: the one dialog of the page. */
export function modalOf(page: Page): Locator {
  return page.getByRole('dialog')
}

/** Open the modal from the app's connect button. */
export async function openModal(page: Page, options: ModalOptions = {}): Promise<Locator> {
  const dialog = modalOf(page)
  if (await dialog.isVisible()) return dialog
  await page.getByRole('button', { name: options.connectButton ?? 'Connect Wallet' }).click()
  await dialog.waitFor()
  return dialog
}

/** Resolves when the modal has closed after a connection (it closes itself once an account is connected). */
async function connected(page: Page): Promise<void> {
  await modalOf(page).waitFor({ state: 'hidden', timeout: STEP_TIMEOUT_MS })
}

/**
 * Connect with a wallet the modal lists, by its name (TEST_WALLET_NAMES has the test wallets'); resolves when
 * the modal closed on the connected account. A wallet set to reject or hang leaves the modal open: use
 * `pickWallet` then and assert what the modal shows.
 */
export async function connectWallet(page: Page, walletName: string, options: ModalOptions = {}): Promise<void> {
  await pickWallet(page, walletName, options)
  await connected(page)
}

/** Open the modal and choose a wallet, without waiting for the outcome. */
export async function pickWallet(page: Page, walletName: string, options: ModalOptions = {}): Promise<Locator> {
  const dialog = await openModal(page, options)
  await dialog.getByRole('button', { name: walletName, exact: true }).click()
  return dialog
}

/**
 * Log in with e-mail through the devnet's embedded wallet: the address typed in, the device approved from the
 * dev inbox when asked, the one-time code read from the dev inbox and entered; resolves once connected.
 */
export async function loginWithEmail(page: Page, devnet: Pick<Devnet, 'inbox' | 'nextCode' | 'approveDevice'>, email: string, options: ModalOptions = {}): Promise<void> {
  const known = devnet.inbox(email).codes.length
  const dialog = await openModal(page, options)
  // The email field is inline on Connect.
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog.getByRole('button', { name: 'Continue', exact: true }).click()
  const codeStep = dialog.getByLabel(/Enter the 6-digit code/)
  const deviceStep = dialog.getByText(/Check your inbox to approve this device/)
  await codeStep.or(deviceStep).first().waitFor({ timeout: STEP_TIMEOUT_MS })
  if (await deviceStep.isVisible()) {
    await devnet.approveDevice(email)
    await codeStep.waitFor({ timeout: STEP_TIMEOUT_MS })
  }
  await codeStep.fill(await devnet.nextCode(email, known))
  await dialog.getByRole('button', { name: 'Verify' }).click()
  await connected(page)
}

/**
 * Pair the app with the devnet's WalletConnect dev wallet (dev account #1): WalletConnect chosen in the modal,
 * its pairing URI opened in the dev wallet page (a new tab of the same context), the session approved there.
 * Resolves once connected; the wallet tab stays open (it is the wallet: it answers the app's requests).
 */
export async function pairWalletConnect(page: Page, devnet: Pick<Devnet, 'urls'>, options: ModalOptions = {}): Promise<Page> {
  const dialog = await openModal(page, options)
  await dialog.getByRole('button', { name: 'WalletConnect' }).click()
  const uri = await dialog.getByRole('link', { name: /^Open in / }).getAttribute('href', { timeout: STEP_TIMEOUT_MS })
  if (!uri?.startsWith('wc:')) throw new Error(`pairWalletConnect: the modal offered no wc: URI (got ${String(uri)})`)
  const wallet = await page.context().newPage()
  await wallet.goto(`${devnet.urls.walletPage}?uri=${encodeURIComponent(uri)}`)
  await wallet.getByRole('button', { name: 'Approve session' }).click({ timeout: STEP_TIMEOUT_MS })
  await connected(page)
  return wallet
}
