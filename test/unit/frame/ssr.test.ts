import { describe, expect, it } from 'vitest'

describe('frame bridge in Node (no DOM)', () => {
  it('DESIGN (SSR): importing and creating the bridge touches no browser global', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const { createFrameBridge } = await import('../../../kernel/frame/bridge')
    const bridge = createFrameBridge({ secureSiteUrl: 'http://127.0.0.1:4999/frame', projectId: 'p' })
    expect(bridge.origin).toBe('http://127.0.0.1:4999')
    expect(bridge.isReady()).toBe(false)
  })

  it("SPEC §8: without a page, calls reject with 'W3mFrame: iframe is not set'", async () => {
    const { createFrameBridge } = await import('../../../kernel/frame/bridge')
    const bridge = createFrameBridge({ secureSiteUrl: 'http://127.0.0.1:4999/frame', projectId: 'p' })
    await expect(bridge.request('IS_CONNECTED')).rejects.toThrow('W3mFrame: iframe is not set')
  })
})
