// The "one error type" rule fires in the repository's real ESLint config: kernel, plugins and adapters raise
// PorticoErrors (ProviderRpcError is the EIP-1193 wire shape); a built-in error or another Error subclass is a
// lint error there, and not elsewhere (tests, the devnet).
import { describe, expect, it } from 'vitest'
import { lintMessages } from './lint-messages'

const errorTypeErrors = (filePath: string, code: string) => lintMessages('no-restricted-syntax', filePath, code)

describe('lint: one error type in kernel, plugins and adapters', () => {
  it('refuses a built-in error, thrown, rejected or called without new, in each of the three', async () => {
    expect(await errorTypeErrors('kernel/probe.ts', "export const f = () => { throw new Error('x') }\n")).toHaveLength(1)
    expect(await errorTypeErrors('plugins/swaps/probe.ts', "export const f = () => Promise.reject(new TypeError('x'))\n")).toHaveLength(1)
    expect(await errorTypeErrors('adapters/solana/probe.ts', "export const f = () => { throw RangeError('x') }\n")).toHaveLength(1)
    // The README's worked example is written as a plugin author should.
    expect(await errorTypeErrors('test/fixtures/example-plugin/probe.ts', "export const f = () => { throw new Error('x') }\n")).toHaveLength(1)
    const [message] = await errorTypeErrors('kernel/ui/probe.tsx', "export const f = () => new DOMException('x', 'AbortError')\n")
    expect(message).toContain('PorticoError')
  })

  it('refuses an Error subclass, declared or as an expression, other than PorticoError and ProviderRpcError', async () => {
    expect(await errorTypeErrors('kernel/probe.ts', 'export class HttpError extends Error {}\n')).toHaveLength(1)
    expect(await errorTypeErrors('plugins/send/probe.ts', 'export const E = class FrameTimeout extends TypeError {}\n')).toHaveLength(1)
    expect(await errorTypeErrors('kernel/probe.ts', 'export class PorticoError extends Error {}\nexport class ProviderRpcError extends Error {}\n')).toEqual([])
  })

  it('allows the PorticoError helpers, and does not apply to tests or the devnet', async () => {
    const code = "import { errorIn, PorticoError } from '../../kernel/plugin'\nexport const a = new PorticoError('X', 'x')\nexport const b = errorIn\n"
    expect(await errorTypeErrors('plugins/send/probe.ts', code)).toEqual([])
    expect(await errorTypeErrors('test/unit/probe.test.ts', "export const e = new Error('x')\n")).toEqual([])
    expect(await errorTypeErrors('devnet/probe.ts', "export const e = new Error('x')\n")).toEqual([])
  })
})
