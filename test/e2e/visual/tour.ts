/**
 * The tour of the visual test: every screen a person can reach in the demo, as journeys. A journey is one fresh
 * demo page (its query, its wallet) walked through its screens in order; each screen's `reach` goes from the
 * screen before it (or the fresh page) to this one and returns once it shows. To add a screen, add an entry
 * where its steps begin (then `npm run visual:update`). `mask` lists what differs between runs, with why.
 */
import type { Locator } from 'playwright-core'
import { expect } from 'vitest'
import { enterOtp, nextOtp, REFUSED_STEP_LOG } from '../embedded/embedded-env'
import { amountField, heading, inputError, openAccount, openSwap, pickToken, expectQuoted } from '../account/swap-form'
import { connectWithTestWallet, devnetChains, openConnect, TEST_WALLET_NAME, type DemoEnv, type DemoPage, type OpenDemoOptions } from '../modal/demo-env'
import { choiceRow } from '../harness'

export interface Variant {
  name: 'dark' | 'light' | 'phone'
  theme: 'dark' | 'light'
  viewport: { width: number; height: number }
}

export interface Step {
  env: DemoEnv
  demo: DemoPage
  variant: Variant
}

export interface Screen {
  /** The baseline's file stem (kebab-case, unique in the tour). */
  name: string
  reach(step: Step): Promise<void>
  /** Parts that change between runs (a random URI's QR code, a random account), masked in the capture. */
  mask?(step: Step): Locator[]
  /** What the capture shows at the top of the dialog's scroll (default: as the steps left it). */
  scrollTo?(step: Step): Locator
}

export interface Journey {
  name: string
  /** How the journey's page opens (openDemo); `env` gives what needs the devnet's URLs. */
  open?(env: DemoEnv): OpenDemoOptions
  screens: Screen[]
}

/** A chain the test wallet knows and the demo's config does not: reaching it shows UnsupportedChain. */
const UNKNOWN_CHAIN_ID = 31337

const title = (demo: DemoPage, text: string) => expect.poll(() => heading(demo), { timeout: 20_000 }).toBe(text)
const back = (demo: DemoPage) => demo.dialog.getByRole('button', { name: 'Back', exact: true }).click()
const wallets = (demo: DemoPage) => demo.dialog.getByRole('list', { name: 'Wallets' })
const search = (demo: DemoPage) => demo.dialog.getByRole('searchbox', { name: 'Search wallets' })
/** A QR code drawn from a fresh WalletConnect or sign-in URI: new at every run. */
const qrCodes = ({ demo }: Step) => [demo.dialog.getByRole('img', { name: /QR code/ })]
/** The embedded wallet's account is made for each login: its address and the avatar drawn from it change. */
const embeddedAccount = ({ demo }: Step) => [demo.dialog.locator('.pt-avatar'), demo.dialog.getByText(/0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/)]
/** One e-mail address per variant: each run's devnet is fresh, so it is a new user every time. */
const emailOf = (variant: Variant) => `visual-${variant.name}@portico.test`
const nameOf = (variant: Variant) => `visual${variant.name}`

async function openAccountTab({ demo }: Step, tab: 'Tokens' | 'NFTs' | 'Activity'): Promise<void> {
  await demo.dialog.getByRole('tab', { name: tab }).click()
  await expect.poll(() => demo.dialog.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true')
  await expect.poll(() => demo.dialog.getByRole('tabpanel').locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0)
}

/** The tabs scrolled to as a person would: the dialog's capture is its visible box, and the tabs sit low in Account. */
const tabs = ({ demo }: Step) => demo.dialog.getByRole('tablist')

const connectJourney: Journey = {
  name: 'connect and wallets',
  screens: [
    { name: 'connect', reach: async ({ demo }) => (await openConnect(demo), title(demo, 'Connect Wallet')) },
    {
      name: 'all-wallets',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('button', { name: 'All wallets' }).click()
        await title(demo, 'All Wallets')
        await wallets(demo).getByRole('button').first().waitFor()
      },
    },
    {
      name: 'all-wallets-search',
      reach: async ({ demo }) => {
        await search(demo).fill('Meta')
        await wallets(demo).getByRole('button', { name: 'MetaMask' }).waitFor()
        await expect.poll(() => wallets(demo).getByRole('button').count()).toBeLessThan(10)
      },
    },
    {
      name: 'all-wallets-no-results',
      reach: async ({ demo }) => {
        await search(demo).fill('zzqqxx')
        await expect.poll(() => wallets(demo).getByRole('button').count()).toBe(0)
      },
    },
    {
      name: 'walletconnect-registry-wallet',
      reach: async ({ demo }) => {
        await search(demo).fill('MetaMask')
        await wallets(demo).getByRole('button', { name: 'MetaMask' }).click()
        await title(demo, 'MetaMask')
        await expect.poll(() => demo.dialog.getByRole('img', { name: /QR code/ }).getAttribute('aria-busy')).toBeNull()
      },
      mask: qrCodes,
    },
    {
      name: 'walletconnect-qr',
      reach: async ({ demo }) => {
        await back(demo)
        await back(demo)
        await title(demo, 'Connect Wallet')
        await demo.dialog.getByRole('button', { name: 'WalletConnect' }).click()
        await title(demo, 'WalletConnect')
        await expect.poll(() => demo.dialog.getByRole('img', { name: /QR code/ }).getAttribute('aria-busy')).toBeNull()
      },
      mask: qrCodes,
    },
    {
      name: 'connecting-external',
      reach: async ({ demo }) => {
        await back(demo)
        await title(demo, 'Connect Wallet')
        demo.wallet.mode('hang', { method: 'eth_requestAccounts', once: true })
        await demo.dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
        await demo.dialog.getByText(`Continue in ${TEST_WALLET_NAME}`).waitFor()
      },
    },
    {
      name: 'connecting-external-rejected',
      reach: async ({ demo }) => {
        expect(demo.wallet.release('reject')).toBe(1)
        await demo.dialog.getByRole('button', { name: 'Try again' }).waitFor()
      },
    },
  ],
}

const onboardingJourney: Journey = {
  name: 'onboarding',
  screens: [
    {
      name: 'what-is-a-wallet',
      reach: async ({ demo }) => {
        await openConnect(demo)
        await demo.dialog.getByRole('button', { name: 'What is a wallet?' }).click()
        await title(demo, 'What is a wallet?')
      },
    },
    {
      name: 'get-a-wallet',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('button', { name: 'Get a wallet' }).click()
        await title(demo, 'Get a wallet')
        await expect.poll(() => demo.dialog.getByRole('link').count(), { timeout: 20_000 }).toBeGreaterThan(0)
      },
    },
  ],
}

const legalJourney: Journey = {
  name: 'legal checkbox',
  open: (env) => ({ query: `?features=legalCheckbox&terms=${encodeURIComponent(`${env.demo.url}terms`)}&privacy=${encodeURIComponent(`${env.demo.url}privacy`)}` }),
  screens: [
    { name: 'connect-legal-checkbox', reach: async ({ demo }) => (await openConnect(demo), title(demo, 'Connect Wallet')) },
    {
      name: 'connect-legal-checkbox-agreed',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('checkbox').check()
        await expect.poll(() => demo.dialog.getByRole('button', { name: TEST_WALLET_NAME }).isDisabled()).toBe(false)
      },
    },
  ],
}

const collapsedJourney: Journey = {
  name: 'wallets collapsed',
  open: () => ({ query: '?features=collapseWallets' }),
  screens: [
    {
      name: 'connect-wallets-collapsed',
      reach: async ({ demo }) => {
        await openConnect(demo)
        await demo.dialog.getByRole('list', { name: 'Connect methods' }).getByRole('button', { name: /wallet/i }).last().waitFor()
      },
    },
    {
      name: 'connect-wallets-expanded',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('list', { name: 'Connect methods' }).getByRole('button', { name: /wallet/i }).last().click()
        await demo.dialog.getByRole('list', { name: 'Connect methods' }).getByRole('button', { name: TEST_WALLET_NAME }).waitFor()
      },
    },
  ],
}

const emailJourney: Journey = {
  name: 'email login and the embedded wallet',
  open: () => ({ allowConsoleErrors: [REFUSED_STEP_LOG, /status of 404/, /PorticoError: HTTP 404/] }),
  screens: [
    {
      name: 'email-login',
      reach: async ({ demo }) => {
        // The email field is inline on Connect.
        await openConnect(demo)
        await demo.dialog.getByRole('textbox', { name: 'Email' }).waitFor()
      },
    },
    {
      name: 'email-login-invalid',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
        await demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
        await demo.dialog.getByRole('alert').waitFor()
      },
    },
    {
      name: 'email-device-verification',
      reach: async ({ demo, variant }) => {
        await demo.dialog.getByRole('textbox', { name: 'Email' }).fill(emailOf(variant))
        await demo.dialog.getByRole('button', { name: 'Continue', exact: true }).click()
        await demo.dialog.getByText(/Check your inbox to approve this device/).waitFor({ timeout: 60_000 })
      },
    },
    {
      name: 'email-otp',
      reach: async ({ env, demo, variant }) => {
        await env.devnet.approveDevice(emailOf(variant))
        await demo.dialog.getByLabel(/Enter the 6-digit code/).waitFor({ timeout: 60_000 })
      },
    },
    {
      name: 'email-otp-invalid',
      reach: async ({ demo }) => {
        await enterOtp(demo, '000000')
        await expect.poll(() => demo.dialog.getByRole('alert').textContent()).toBe('Invalid code')
      },
    },
    {
      name: 'account-embedded',
      reach: async ({ env, demo, variant }) => {
        await enterOtp(demo, await nextOtp(env, emailOf(variant)))
        await demo.page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 60_000 })
        await openAccount(demo)
        await demo.dialog.getByLabel('Balance').waitFor()
      },
      mask: embeddedAccount,
    },
    { name: 'account-nfts-empty', reach: (step) => openAccountTab(step, 'NFTs'), mask: embeddedAccount, scrollTo: tabs },
    { name: 'account-activity-empty', reach: (step) => openAccountTab(step, 'Activity'), mask: embeddedAccount, scrollTo: tabs },
    {
      name: 'account-type',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('button', { name: 'Account type' }).click()
        await demo.dialog.getByRole('group', { name: 'Account type' }).waitFor()
      },
    },
    {
      name: 'register-name',
      reach: async ({ demo }) => {
        await back(demo)
        await title(demo, 'Account')
        await demo.dialog.getByRole('button', { name: 'Register name' }).click()
        await demo.dialog.getByLabel(/^Name \(/).waitFor()
      },
    },
    {
      name: 'register-name-invalid',
      reach: async ({ demo }) => {
        await demo.dialog.getByLabel(/^Name \(/).fill('ab')
        await expect.poll(() => demo.dialog.getByRole('alert').textContent()).toBe('Use letters, digits and hyphens, at least 4 characters')
      },
    },
    {
      name: 'register-name-available',
      reach: async ({ demo, variant }) => {
        await demo.dialog.getByLabel(/^Name \(/).fill(nameOf(variant))
        await demo.dialog.getByText(/ is available$/).waitFor({ timeout: 20_000 })
        await demo.dialog.getByRole('list', { name: 'Available suggestions' }).waitFor()
      },
    },
    {
      name: 'approve-sign-message',
      reach: async ({ demo }) => {
        await demo.page.keyboard.press('Escape')
        await demo.dialog.waitFor({ state: 'hidden' })
        await demo.page.getByRole('textbox', { name: 'Message' }).fill('Hello from the visual tour')
        await demo.page.getByRole('button', { name: 'Sign message' }).click()
        await title(demo, 'Approve Transaction')
        await demo.dialog.getByRole('button', { name: 'Approve' }).waitFor()
      },
    },
  ],
}

const socialsJourney: Journey = {
  name: 'social login',
  screens: [
    {
      name: 'socials',
      reach: async ({ demo }) => {
        await openConnect(demo)
        await demo.dialog.getByRole('button', { name: 'Social login' }).click()
        await demo.dialog.getByRole('button', { name: 'Telegram', exact: true }).waitFor()
      },
    },
    {
      name: 'farcaster-qr',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('button', { name: 'Farcaster', exact: true }).click()
        await title(demo, 'Sign in with Farcaster')
        await demo.dialog.getByTestId('farcaster-url').waitFor()
        await expect.poll(() => demo.dialog.getByRole('img', { name: /QR code/ }).getAttribute('aria-busy')).toBeNull()
      },
      // The channel's URL and its QR code are new at each sign-in.
      mask: (step) => [...qrCodes(step), step.demo.dialog.getByTestId('farcaster-url')],
    },
    {
      name: 'connecting-social',
      reach: async ({ demo }) => {
        await back(demo)
        // The frame's redirect request is held (never answered): the view before leaving for Telegram stays.
        await demo.browser.context.route('**/api/social/redirect', () => undefined)
        await demo.dialog.getByRole('button', { name: 'Telegram', exact: true }).click()
        await title(demo, 'Sign in with Telegram')
        await demo.dialog.getByText('Taking you to Telegram').waitFor()
      },
    },
  ],
}

const accountJourney: Journey = {
  name: 'account and its features',
  open: (env) => ({ clock: true, walletChains: [...devnetChains(env.devnet), { id: UNKNOWN_CHAIN_ID, rpcUrl: env.devnet.urls.rpc[1] as string }] }),
  screens: [
    {
      name: 'account',
      reach: async ({ demo }) => {
        await connectWithTestWallet(demo)
        if (await demo.dialog.isVisible()) await demo.page.keyboard.press('Escape')
        await openAccount(demo)
        await demo.dialog.getByLabel('Balance').waitFor()
      },
    },
    { name: 'account-tokens', reach: (step) => openAccountTab(step, 'Tokens'), scrollTo: tabs },
    { name: 'account-nfts', reach: (step) => openAccountTab(step, 'NFTs'), scrollTo: tabs },
    {
      name: 'account-activity',
      reach: (step) => openAccountTab(step, 'Activity'),
      scrollTo: tabs,
      // The devnet seeds its history relative to the day it runs: the month headings and times move.
      mask: ({ demo }) => [demo.dialog.locator('time'), demo.dialog.getByRole('tabpanel').getByRole('heading')],
    },
    {
      name: 'networks',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('button', { name: 'Ethereum' }).click()
        await title(demo, 'Choose Network')
      },
    },
    {
      name: 'receive',
      reach: async ({ demo }) => {
        await back(demo)
        await title(demo, 'Account')
        await demo.dialog.getByRole('button', { name: 'Receive' }).click()
        await title(demo, 'Receive')
        await expect.poll(() => demo.dialog.getByRole('img', { name: 'Address QR code' }).getAttribute('aria-busy')).toBeNull()
      },
    },
    {
      name: 'send',
      reach: async ({ demo }) => {
        await back(demo)
        await title(demo, 'Account')
        await demo.dialog.getByRole('button', { name: 'Send', exact: true }).click()
        await title(demo, 'Send')
        await expect.poll(() => demo.dialog.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0)
      },
    },
    {
      name: 'send-preview',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('textbox', { name: /^Amount/ }).fill('1')
        await demo.dialog.getByRole('textbox', { name: 'To' }).fill('0x000000000000000000000000000000000000dEaD')
        await expect.poll(() => demo.dialog.getByRole('button', { name: 'Preview' }).isEnabled(), { timeout: 20_000 }).toBe(true)
        await demo.dialog.getByRole('button', { name: 'Preview' }).click()
        await title(demo, 'Review Send')
      },
    },
    {
      name: 'swap',
      reach: async ({ demo }) => {
        await back(demo)
        await back(demo)
        await openSwap(demo)
      },
    },
    {
      name: 'swap-select-token',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('button', { name: /^To token: / }).click()
        await title(demo, 'Select token')
        await expect.poll(() => demo.dialog.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0)
      },
    },
    {
      name: 'swap-quote',
      reach: async ({ demo }) => {
        await back(demo)
        await title(demo, 'Swap')
        await pickToken(demo, 'To', 'USDC')
        await amountField(demo).fill('0.5')
        await expectQuoted(demo)
      },
    },
    {
      name: 'swap-above-balance',
      reach: async ({ demo }) => {
        await amountField(demo).fill('9999999')
        await inputError(demo).waitFor()
      },
    },
    {
      name: 'buy',
      reach: async ({ demo }) => {
        await back(demo)
        await title(demo, 'Account')
        await demo.dialog.getByRole('button', { name: 'Buy', exact: true }).click()
        await title(demo, 'Buy crypto')
        await expect.poll(() => demo.dialog.getByRole('definition').count(), { timeout: 20_000 }).toBe(4)
      },
    },
    {
      name: 'buy-choose-currency',
      reach: async ({ demo }) => {
        await choiceRow(demo.dialog, 'Buy').click()
        await demo.dialog.getByRole('list', { name: 'Buy', exact: true }).waitFor()
      },
    },
    {
      name: 'unsupported-chain',
      reach: async ({ demo }) => {
        await demo.dialog.getByRole('button', { name: 'Close' }).click()
        await demo.dialog.waitFor({ state: 'hidden' })
        await demo.wallet.switchChain(UNKNOWN_CHAIN_ID)
        await title(demo, 'Switch Network')
      },
    },
  ],
}

const signInJourney: Journey = {
  name: 'sign in with a message',
  open: () => ({ query: '?siwx=1' }),
  screens: [
    {
      name: 'siwx-sign',
      reach: async ({ demo }) => {
        await openConnect(demo)
        await demo.dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
        await title(demo, 'Sign in')
        await demo.dialog.getByRole('button', { name: 'Sign', exact: true }).waitFor()
      },
    },
    {
      name: 'siwx-declined',
      reach: async ({ demo }) => {
        demo.wallet.mode('reject', { method: 'personal_sign', once: true })
        await demo.dialog.getByRole('button', { name: 'Sign', exact: true }).click()
        await expect.poll(() => demo.dialog.getByRole('alert').textContent()).toBe('Signature declined')
      },
    },
  ],
}

export const TOUR: Journey[] = [connectJourney, onboardingJourney, legalJourney, collapsedJourney, emailJourney, socialsJourney, accountJourney, signInJourney]
