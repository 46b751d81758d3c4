// The "one door" rule fires in the repository's real ESLint config: a plugin or adapter that reaches
// past kernel/plugin, or into another plugin, is a lint error; its own folder, the door and packages are not.
import { describe, expect, it } from 'vitest'
import { lintMessages } from './lint-messages'

const roomErrors = (filePath: string, code: string) => lintMessages('portico/room-imports', filePath, code)

describe('lint: plugins and adapters import through kernel/plugin only', () => {
  it('refuses a kernel internal', async () => {
    const errors = await roomErrors('plugins/email/probe.ts', "import { createStore } from '../../kernel/store'\nexport const x = createStore\n")
    expect(errors).toHaveLength(1)
    expect(errors[0]).toContain('leaves plugins/email')
  })

  it("refuses another plugin's files, statically or lazily, and another adapter's", async () => {
    expect(await roomErrors('plugins/socials/views/Probe.ts', "export { authWallet } from '../../email/auth-wallet'\n")).toHaveLength(1)
    expect(await roomErrors('plugins/socials/probe.ts', "export const load = () => import('../embedded-wallet/feature')\n")).toHaveLength(1)
    expect(await roomErrors('adapters/eip155/probe.ts', "export * from '../solana/index'\n")).toHaveLength(1)
  })

  it('allows its own folder, the plugin API and packages', async () => {
    const code = [
      "import { definePlugin } from '../../kernel/plugin'",
      "import { jsonRpc } from '../../kernel/plugin/index'",
      "import { EMBEDDED_WALLET_PLUGIN } from './auth-wallet'",
      "import * as z from 'zod/mini'",
      'export const all = [definePlugin, jsonRpc, EMBEDDED_WALLET_PLUGIN, z]',
    ].join('\n')
    expect(await roomErrors('plugins/email/probe.ts', code)).toEqual([])
  })

  it("holds the README's worked example (test/fixtures) to it, and no other test", async () => {
    expect(await roomErrors('test/fixtures/example-plugin/probe.ts', "export { createStore } from '../../../kernel/store'\n")).toHaveLength(1)
    expect(await roomErrors('test/fixtures/example-plugin/probe.ts', "export type { AuditLog } from '../audit-log-plugin'\n")).toHaveLength(1)
    expect(await roomErrors('test/fixtures/example-plugin/probe.ts', "export { errorIn } from '../../../kernel/plugin'\nexport { GREETER } from './state'\n")).toEqual([])
    expect(await roomErrors('test/unit/kernel/probe.test.ts', "export { createStore } from '../../../kernel/store'\n")).toEqual([])
  })

  it('does not apply outside plugins and adapters', async () => {
    expect(await roomErrors('kernel/probe.ts', "export { createStore } from './store'\n")).toEqual([])
  })
})
