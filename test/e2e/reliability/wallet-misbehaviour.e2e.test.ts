/**
 * A misbehaving EIP-1193 wallet in Chromium (issue 25): one that throws what is no Error, answers the wrong
 * type, never answers, or fires accountsChanged / chainChanged with garbage. The connecting view says what went
 * wrong (never a spinner that stays), a wallet that never answers leaves the person free to choose another, and a
 * connected session survives garbage events: same address, same network, same stored keys. The page guard sees no
 * uncaught error and no unhandled rejection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ACCOUNTS } from 'portico-devnet/wallets'
import { emitGarbage, installMisbehavingWallets, misbehavingAttempt, settleHanging, SILENT_WALLET_NAME, type Misbehaviour } from '../wallet/misbehaving-wallets'
import { recordFigure } from '../../reliability-figures'
import { connectWithTestWallet, openConnect, openDemo, startDemoEnv, TEST_WALLET_NAME, type DemoEnv, type DemoPage } from '../modal/demo-env'

const INVALID = (method: string) => `The wallet returned an invalid response to ${method}`
const LONG = 'f'.repeat(10_000)

/** What the wallet does on connect, and the connecting view's alert and hint it must lead to. */
const CONNECT_CASES: Array<[method: string, behaviour: Misbehaviour, status: string, hint: string]> = [
  ['eth_requestAccounts', { throws: 'the wallet threw a string' }, 'Connection failed', 'the wallet threw a string'],
  ['eth_requestAccounts', { throws: 42 }, 'Connection failed', 'Unknown error'],
  ['eth_requestAccounts', { throws: null }, 'Connection failed', 'Unknown error'],
  ['eth_requestAccounts', { throws: { reason: 'an object that is not an Error' } }, 'Connection failed', 'Unknown error'],
  ['eth_requestAccounts', { throwsErrorWithMessage: { nested: 'not a string' } }, 'Connection failed', 'Unknown error'],
  // SPEC §8 wallet error codes: a plain object carrying 4001 is still the person's refusal.
  ['eth_requestAccounts', { throws: { code: 4001 } }, 'Connection declined', 'The request was rejected in the wallet.'],
  ['eth_requestAccounts', { returns: '0xabc' }, 'Connection failed', INVALID('eth_requestAccounts')],
  ['eth_requestAccounts', { returns: [42] }, 'Connection failed', INVALID('eth_requestAccounts')],
  ['eth_requestAccounts', { returns: {} }, 'Connection failed', INVALID('eth_requestAccounts')],
  ['eth_requestAccounts', { returns: [`0x${LONG}`] }, 'Connection failed', INVALID('eth_requestAccounts')],
  ['eth_chainId', { returns: 'banana' }, 'Connection failed', INVALID('eth_chainId')],
  ['eth_chainId', { returns: `0x${LONG}` }, 'Connection failed', INVALID('eth_chainId')],
]

const ACCOUNTS_GARBAGE: unknown[] = ['0xabc', [42], {}, null, LONG, [LONG], ['0xnot-an-address'], [`0x${LONG}`], [{ address: DEV_ACCOUNTS[1].address }]]
const CHAIN_GARBAGE: unknown[] = ['banana', -1, 0, 1.5, {}, null, [8453], `0x${LONG}`, '0x1fffffffffffffff', '9'.repeat(30), 2 ** 60, LONG]

/** What must survive: the demo's status, address and network, and every localStorage key. */
async function snapshot({ page }: Pick<DemoPage, 'page'>) {
  return {
    status: await page.getByTestId('status').textContent(),
    address: await page.getByTestId('address').textContent(),
    network: await page.getByTestId('network').textContent(),
    stored: await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]))),
  }
}

describe('a misbehaving EIP-1193 wallet in chromium', () => {
  let env: DemoEnv

  beforeAll(async () => {
    env = await startDemoEnv()
  })

  afterAll(async () => {
    await env?.stop()
  })

  it('throwing what is no Error or answering the wrong type on connect: a clear message each time, nothing connected; Try again connects once it behaves', async () => {
    const demo = await openDemo(env, { beforeLoad: installMisbehavingWallets })
    const { page, dialog, wallet } = demo
    await openConnect(demo)
    for (const [index, [method, behaviour, status, hint]] of CONNECT_CASES.entries()) {
      const start = dialog.getByRole('button', { name: index === 0 ? TEST_WALLET_NAME : 'Try again' })
      const outcome = await misbehavingAttempt(page, dialog, { wallet: 'eip1193', method, behaviour, name: TEST_WALLET_NAME, start })
      expect(outcome, `${method} ${JSON.stringify(behaviour).slice(0, 60)}`).toEqual({ status, hint })
      expect(await page.getByTestId('status').textContent()).toBe('disconnected')
      expect(await page.getByTestId('address').textContent()).toBe('—')
    }
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => page.getByTestId('address').textContent()).toBe(wallet.address)
    expect(await page.getByTestId('status').textContent()).toBe('connected')
    recordFigure('wallet misbehaviours', CONNECT_CASES.length, 'wallet-misbehaviour.e2e (eip155 connect)')
  })

  it('a wallet that never answers: the person goes Back and connects another; its late answer takes nothing over', async () => {
    const demo = await openDemo(env, { beforeLoad: installMisbehavingWallets })
    const { page, dialog, wallet } = demo
    await openConnect(demo)
    await dialog.getByRole('button', { name: SILENT_WALLET_NAME }).click()
    await dialog.getByText(`Continue in ${SILENT_WALLET_NAME}`).waitFor()
    await dialog.getByRole('button', { name: 'Back' }).click()
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click()
    await page.getByRole('button', { name: /^Account / }).waitFor()
    const connected = await snapshot(demo)
    expect(connected).toMatchObject({ status: 'connected', address: wallet.address })

    // The silent wallet wakes up and answers the abandoned request with another account, on another chain.
    expect(await settleHanging(page, 'silent', 'eth_requestAccounts', { returns: [DEV_ACCOUNTS[1].address] })).toBe(1)
    await expect.poll(() => settleHanging(page, 'silent', 'eth_chainId', { returns: '0x2105' })).toBe(1)
    await dialog.waitFor({ state: 'hidden' })
    expect(await snapshot(demo)).toEqual(connected)
    // The adapter still follows the test wallet: its chain switch moves the app (a session taken over would not).
    await wallet.switchChain(8453)
    await expect.poll(() => page.getByTestId('network').textContent()).toBe('Base (eip155:8453)')
    // The session is still the test wallet's: it is the one asked to sign.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    expect(wallet.calls('personal_sign')).toHaveLength(1)
    recordFigure('wallet misbehaviours', 1, 'wallet-misbehaviour.e2e (eip155 never answers)')
  })

  it('garbage accountsChanged and chainChanged leave a connected session as it was: address, network, stored keys; it still signs', async () => {
    const demo = await openDemo(env, { beforeLoad: installMisbehavingWallets })
    const { page, wallet } = demo
    await connectWithTestWallet(demo)
    const connected = await snapshot(demo)
    expect(connected).toMatchObject({ status: 'connected', address: wallet.address, network: 'Ethereum (eip155:1)' })
    for (const accounts of ACCOUNTS_GARBAGE) await emitGarbage(page, 'eip1193', 'accountsChanged', accounts)
    for (const chainId of CHAIN_GARBAGE) await emitGarbage(page, 'eip1193', 'chainChanged', chainId)
    await emitGarbage(page, 'eip1193', 'accountsChanged')
    await emitGarbage(page, 'eip1193', 'chainChanged')
    expect(await snapshot(demo)).toEqual(connected)
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(() => page.getByTestId('signature').textContent()).toMatch(/^0x[0-9a-f]{130}$/)
    recordFigure('wallet misbehaviours', ACCOUNTS_GARBAGE.length + CHAIN_GARBAGE.length + 2, 'wallet-misbehaviour.e2e (eip155 events)')
  })
})
