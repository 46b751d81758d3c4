/**
 * Account names in Chromium (SPEC §2 RegisterAccountName / RegisterAccountNameSuccess, §4, §5, §8): an email
 * login through the embedded wallet, then a free name registered (the devnet stores it only with a signature
 * it verified through the chain), shown in the Account view and the account button, found by reverse lookup;
 * an invalid and a taken name refused with their messages; both views pass axe in both themes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Address } from 'viem'
import type { ResolvedTheme } from 'portico'
import { runAxe, screenshot } from '../harness'
import { freshEmail, loginWithEmail, openApp, startEmbeddedEnv, type AppPage, type EmbeddedEnv } from '../embedded/embedded-env'

const ZONE = 'wcn.id'
/**
 * Availability is read from `profile/account/{name}`, which answers a free name with 404: Chromium logs the
 * 404, and the demo's debug mode logs the kernel's report of it.
 */
const FREE_NAME_LOGS = [/status of 404/, /PorticoError: HTTP 404: .*is not registered/]

async function checkView({ page, dialog }: AppPage, view: string, theme: ResolvedTheme, title: string): Promise<void> {
  await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(title)
  await expect.poll(() => dialog.locator('[aria-busy="true"]').count()).toBe(0)
  expect(await page.locator('portico-modal').locator('.pt-root').getAttribute('data-theme')).toBe(theme)
  await screenshot(page, `${view}-${theme}`)
  expect(await runAxe(page), `${view} (${theme})`).toEqual([])
}

describe('names: register an account name (embedded wallet)', () => {
  let env: EmbeddedEnv

  beforeAll(async () => {
    env = await startEmbeddedEnv()
  })
  afterAll(async () => {
    await env?.stop()
  })

  const apiUrl = (path: string) => {
    const url = new URL(path, env.devnet.urls.api)
    url.searchParams.set('projectId', 'e2e')
    return url
  }
  const api = (path: string) => fetch(apiUrl(path)).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }))

  for (const theme of ['light', 'dark'] as const) {
    it(`SPEC §4: a free name is registered with a verified signature, shown in Account and the account button, found by reverse lookup; invalid and taken names refused (${theme})`, async () => {
      const app = await openApp(env, { allowConsoleErrors: FREE_NAME_LOGS })
      const { page, dialog } = app
      if (theme === 'dark') await page.getByRole('button', { name: 'Dark theme' }).click()
      await loginWithEmail(env, app, freshEmail(`names-${theme}`))
      const address = (await page.getByTestId('address').textContent()) as Address

      await page.getByRole('button', { name: /^Account / }).click()
      await dialog.getByRole('button', { name: 'Register name' }).click()
      const field = dialog.getByLabel(`Name (.${ZONE})`)
      await field.waitFor()
      await checkView(app, 'RegisterAccountName', theme, 'Choose name')

      // SPEC §5: an invalid name is refused inline, Register stays off.
      await field.fill('ab_c')
      await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Use letters, digits and hyphens, at least 4 characters')
      expect(await dialog.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)

      const label = `n${theme}-${Date.now().toString(36)}`
      const name = `${label}.${ZONE}`
      await field.fill(label)
      await dialog.getByText(`${name} is available`).waitFor()
      await dialog.getByRole('list', { name: 'Available suggestions' }).waitFor()
      await checkView(app, 'RegisterAccountName-suggestions', theme, 'Choose name')
      await dialog.getByRole('button', { name: 'Register' }).click()

      // The embedded wallet asks before it signs the JSON message.
      await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Approve Transaction')
      await dialog.getByRole('button', { name: 'Approve' }).click()
      await dialog.getByText(`${name} is yours`).waitFor({ timeout: 30_000 })
      await checkView(app, 'RegisterAccountNameSuccess', theme, 'Name registered')
      await expect.poll(() => dialog.getByTestId('address-names').textContent()).toContain(name)

      // The devnet stored it for this address, from a message this address signed.
      const record = (await api(`/v1/profile/account/${name}?apiVersion=2`)).body as { name: string; addresses: Record<string, { address: string }> }
      expect(record.name).toBe(name)
      expect(record.addresses[String(0x80000001)]?.address.toLowerCase()).toBe(address.toLowerCase())
      const reverse = (await api(`/v1/profile/reverse/${address}?apiVersion=2`)).body as Array<{ name: string }>
      expect(reverse.map((entry) => entry.name)).toContain(name)
      // A signature for another message does not register (the devnet verifies, it does not trust).
      const forged = await fetch(apiUrl('/v1/profile/account'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coin_type: 0x80000001, address, message: JSON.stringify({ name: `x${label}.${ZONE}`, attributes: {}, timestamp: Math.floor(Date.now() / 1000) }), signature: `0x${'11'.repeat(65)}` }),
      })
      expect(forged.status).toBe(400)

      // The Account view and the account button show the name.
      await dialog.getByRole('button', { name: 'Back to account' }).click()
      await dialog.getByRole('region', { name: 'Account' }).getByText(name).waitFor({ timeout: 15_000 })
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: new RegExp(`^Account .*${name.replace(/\./g, '\\.')}`) }).waitFor()

      // A taken name: refused inline with its message.
      await page.getByRole('button', { name: /^Account / }).click()
      await dialog.getByRole('button', { name: 'Register name' }).click()
      await dialog.getByLabel(`Name (.${ZONE})`).fill(label)
      await expect.poll(() => dialog.getByRole('alert').textContent(), { timeout: 10_000 }).toBe(`${name} is already taken`)
      expect(await dialog.getByRole('button', { name: 'Register' }).isDisabled()).toBe(true)
    })
  }
})
