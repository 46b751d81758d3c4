/**
 * The embedded wallet's email update in Chromium (SPEC §3/§5/§7: UPDATE_EMAIL,
 * then VERIFY_PRIMARY_OTP with the code mailed to the current address, then
 * VERIFY_SECONDARY_OTP with the code mailed to the new one), across the demo
 * app and the devnet secure site, reading both codes from the dev inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { showingOnFailure } from '../harness'
import { EMBEDDED_WALLET_KEYS } from '../../../plugins/embedded-wallet/storage-keys'
import {
  appStorage, freshEmail, loginWithEmail, nextOtp, openApp, REFUSED_STEP_LOG, startEmbeddedEnv, type AppPage, type EmbeddedEnv,
} from './embedded-env'

async function enterCode({ dialog }: AppPage, sentTo: RegExp, otp: string): Promise<void> {
  const input = dialog.getByLabel(sentTo)
  await input.waitFor({ timeout: 30_000 })
  await input.fill(otp)
  await dialog.getByRole('button', { name: 'Verify' }).click()
}

describe('embedded wallet: update email (demo + devnet secure site)', () => {
  let env: EmbeddedEnv

  beforeAll(async () => {
    env = await startEmbeddedEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  it('SPEC §5/§7: from the Account view, a new address is checked, confirmed with the current address code then the new address code, stored, and kept across a reload', async () => {
    // The secure site refuses a wrong code with HTTP 400, which Chromium logs.
    const app = await openApp(env, { allowConsoleErrors: [REFUSED_STEP_LOG] })
    const { page, dialog, guard } = app
    const oldEmail = freshEmail('update-old')
    const newEmail = freshEmail('update-new')
    await loginWithEmail(env, app, oldEmail)
    const address = await page.getByTestId('address').textContent()

    await page.getByRole('button', { name: /^Account / }).click()
    const account = dialog.getByRole('region', { name: 'Account' })
    await account.getByText(oldEmail).waitFor()
    await dialog.getByRole('button', { name: 'Update email' }).click()

    // SPEC §5: email payloads must be valid e-mail strings.
    await dialog.getByLabel('New email').fill('not-an-email')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await showingOnFailure(dialog, expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Enter a valid email address'))

    const knownOld = env.devnet.secureSite.inbox(oldEmail).length
    await dialog.getByLabel('New email').fill(newEmail)
    await dialog.getByRole('button', { name: 'Continue' }).click()

    // VERIFY_PRIMARY_OTP: the code goes to the current address; the new one has nothing yet.
    const primary = await nextOtp(env, oldEmail, knownOld)
    expect(env.devnet.secureSite.inbox(newEmail)).toEqual([])
    await enterCode(app, /Enter the code sent to your current email/, primary === '000000' ? '111111' : '000000')
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Invalid code')
    await enterCode(app, /Enter the code sent to your current email/, primary)

    // VERIFY_SECONDARY_OTP: the code goes to the new address.
    const secondary = await nextOtp(env, newEmail)
    await enterCode(app, new RegExp(`Enter the code sent to ${newEmail.replace(/[.]/g, '\\.')}`), secondary)

    // Back on the Account view with the new address, the same wallet, and the stored email updated.
    await account.getByText(newEmail).waitFor()
    expect(await account.getByText(oldEmail).count()).toBe(0)
    expect(await page.getByTestId('address').textContent()).toBe(address)
    expect((await appStorage(page))[EMBEDDED_WALLET_KEYS.email.key]).toBe(newEmail)

    // SPEC §4: the restored session (IS_CONNECTED, GET_USER) carries the new email.
    await page.reload()
    await page.getByRole('button', { name: /^Account / }).waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('address').textContent()).toBe(address)
    await page.getByRole('button', { name: /^Account / }).click()
    await account.getByText(newEmail).waitFor()
    expect((await appStorage(page))[EMBEDDED_WALLET_KEYS.email.key]).toBe(newEmail)
    guard.assertClean()
  })
})
