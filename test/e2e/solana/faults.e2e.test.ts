/**
 * A misbehaving Wallet Standard wallet in Chromium (issue 25): its standard:connect throws what is no Error,
 * answers the wrong shape or never answers; its 'change' events carry garbage. The connecting view says what went
 * wrong, the person can always go Back, and a connected session survives garbage: same address, still connected.
 * (Wallets whose features have the wrong shape are never listed: namespaces.e2e.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordFigure } from '../../reliability-figures'
import { animationsSettled } from '../harness'
import type { DemoEnv } from '../modal/demo-env'
import { emitGarbage, installMisbehavingWallets, misbehave, misbehavingAttempt, settleHanging, type Misbehaviour } from '../wallet/misbehaving-wallets'
import { openSolanaDemo, SOLANA_TEST_WALLET_NAME, startSolanaDemoEnv } from './env'

const INVALID = 'The wallet returned an invalid response to standard:connect'
const LONG = 'x'.repeat(10_000)

const CONNECT_CASES: Array<[behaviour: Misbehaviour, status: string, hint: string]> = [
  [{ throws: 'the wallet threw a string' }, 'Connection failed', 'the wallet threw a string'],
  [{ throws: 42 }, 'Connection failed', 'Unknown error'],
  [{ throws: null }, 'Connection failed', 'Unknown error'],
  [{ throws: { reason: 'an object that is not an Error' } }, 'Connection failed', 'Unknown error'],
  [{ throwsErrorWithMessage: ['not', 'a', 'string'] }, 'Connection failed', 'Unknown error'],
  [{ throws: { code: 4001 } }, 'Connection declined', 'The request was rejected in the wallet.'],
  [{ returns: null }, 'Connection failed', INVALID],
  [{ returns: 'accounts' }, 'Connection failed', INVALID],
  [{ returns: { accounts: 'x' } }, 'Connection failed', INVALID],
  [{ returns: { accounts: [42, null] } }, 'Connection failed', INVALID],
  [{ returns: { accounts: [{ address: LONG, publicKey: [1, 2, 3] }] } }, 'Connection failed', INVALID],
]

const CHANGE_GARBAGE: unknown[] = [
  null,
  'change',
  { accounts: 'x' },
  { accounts: {} },
  { accounts: [42] },
  { accounts: [null] },
  { accounts: [{ address: 42 }] },
  { accounts: [{ address: LONG }] },
  { chains: 'x' },
  { chains: [42], accounts: [{}] },
]

describe('a misbehaving Wallet Standard wallet in chromium', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startSolanaDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('connect throwing what is no Error, answering the wrong shape, or never answering: a clear message or Back; then it connects', async () => {
    const demo = await openSolanaDemo(env, { beforeLoad: installMisbehavingWallets })
    const { page, dialog, solanaWallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    for (const [index, [behaviour, status, hint]] of CONNECT_CASES.entries()) {
      const start = dialog.getByRole('button', { name: index === 0 ? SOLANA_TEST_WALLET_NAME : 'Try again' })
      const outcome = await misbehavingAttempt(page, dialog, { wallet: 'solana', method: 'connect', behaviour, name: SOLANA_TEST_WALLET_NAME, start })
      expect(outcome, JSON.stringify(behaviour).slice(0, 60)).toEqual({ status, hint })
      expect(await page.getByTestId('address-solana').textContent()).toBe('—')
    }
    // Never answering: the view waits, and Back leads to the list, where the wallet, behaving again, connects.
    await misbehave(page, 'solana', 'connect', { hangs: true })
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByText(`Continue in ${SOLANA_TEST_WALLET_NAME}`).waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await misbehave(page, 'solana', 'connect', undefined)
    // Connect comes back with an entrance and a resize of the dialog: a click aimed meanwhile can land beside the row.
    await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).waitFor()
    await animationsSettled(page)
    await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    // The abandoned connect answers late, with garbage: the session stays.
    expect(await settleHanging(page, 'solana', 'connect', { returns: { accounts: [42] } })).toBe(1)
    await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    recordFigure('wallet misbehaviours', CONNECT_CASES.length + 1, 'solana/faults.e2e (Wallet Standard connect)')
  })

  it('garbage change events leave a connected session as it was; a real change still ends it', async () => {
    const demo = await openSolanaDemo(env, { beforeLoad: installMisbehavingWallets })
    const { page, dialog, solanaWallet } = demo
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await dialog.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    const stored = () => page.evaluate(() => JSON.stringify(Object.entries(localStorage).sort()))
    const before = await stored()
    for (const change of CHANGE_GARBAGE) await emitGarbage(page, 'solana', 'change', change)
    await emitGarbage(page, 'solana', 'change')
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    expect(await page.getByTestId('address-solana').textContent()).toBe(solanaWallet.address)
    expect(await stored()).toBe(before)
    // The garbage was ignored, not the listener lost: an empty account list (the wallet disconnected us) ends it.
    await emitGarbage(page, 'solana', 'change', { accounts: [] })
    await expect.poll(() => page.getByTestId('address-solana').textContent()).toBe('—')
    recordFigure('wallet misbehaviours', CHANGE_GARBAGE.length + 1, 'solana/faults.e2e (Wallet Standard events)')
  })
})
