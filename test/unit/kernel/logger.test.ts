/**
 * SPEC §9 log level and log buffer: `logLevel` (default 'error'; `debug: true` means 'debug') says what the
 * log keeps, a ring buffer of about 1 MB of text read through `modal.getLogs()`.
 */
import { describe, expect, it, vi } from 'vitest'
import { createModal, definePlugin, resolveConfig } from 'portico'
import { DEFAULT_LOG_LEVEL, LOG_BUFFER_CHARS } from '../../../kernel/log-level'
import { createLogger, type LogEntry } from '../../../kernel/logger'
import { PorticoError } from '../../../kernel/errors'
import { mainnet } from 'portico/networks'
import { json, stubFetch } from './stub-adapter'

const quietFetch = () => stubFetch({ '/getAnalyticsConfig': json({ isAnalyticsEnabled: false }) }).fetch
const failing = () => definePlugin({ name: 'failing', load: async () => Promise.reject(new PorticoError('PLUGIN_BROKEN', 'the plugin broke')) })
const textOf = (entries: LogEntry[]) => entries.reduce((sum, entry) => sum + entry.source.length + entry.message.length + (entry.code?.length ?? 0) + 32, 0)

describe('SPEC §9 log', () => {
  it("the level is 'error' by default, 'debug' with debug: true, and what the app names otherwise", () => {
    expect(DEFAULT_LOG_LEVEL).toBe('error')
    expect(resolveConfig({ networks: [mainnet] }).config.logLevel).toBe('error')
    expect(resolveConfig({ networks: [mainnet], debug: true }).config.logLevel).toBe('debug')
    expect(resolveConfig({ networks: [mainnet], logLevel: 'warn' }).config).toMatchObject({ logLevel: 'warn', debug: false })
    expect(resolveConfig({ networks: [mainnet], debug: true, logLevel: 'silent' }).config.logLevel).toBe('silent')
  })

  it('a level the log does not know fails the config validation (INVALID_CONFIG)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const modal = createModal({ projectId: 'p', networks: [mainnet], logLevel: 'verbose' as 'debug' }, { fetch: quietFetch() })
    await expect(modal.ready()).rejects.toMatchObject({ code: 'INVALID_CONFIG', message: expect.stringContaining('logLevel') })
    vi.restoreAllMocks()
  })

  it('at the default level a failure the kernel reported is kept, with its source and code; the bus chatter is not', async () => {
    const modal = createModal({ projectId: 'p', networks: [mainnet], plugins: [failing()] }, { fetch: quietFetch() })
    const errors = vi.fn()
    modal.on('error', errors)
    await vi.waitFor(() => expect(errors).toHaveBeenCalled())
    modal.kernel.bus.emit('analytics', { event: 'MODAL_OPEN', properties: {} } as never)
    await vi.waitFor(async () => expect(await modal.getLogs()).toHaveLength(1))
    expect(await modal.getLogs()).toEqual([{ time: expect.any(Number), level: 'error', source: 'plugins', message: 'the plugin broke', code: 'PLUGIN_BROKEN' }])
    await modal.destroy()
  })

  it("'info' keeps analytics events too, 'debug' every bus event; 'silent' keeps nothing", async () => {
    const info = createModal({ projectId: 'p', networks: [mainnet], logLevel: 'info' }, { fetch: quietFetch() })
    const debug = createModal({ projectId: 'p', networks: [mainnet], debug: true }, { fetch: quietFetch() })
    const silent = createModal({ projectId: 'p', networks: [mainnet], logLevel: 'silent', plugins: [failing()] }, { fetch: quietFetch() })
    const silentErrors = vi.fn()
    silent.on('error', silentErrors)
    for (const modal of [info, debug]) {
      modal.kernel.bus.emit('analytics', { event: 'MODAL_OPEN', properties: { connected: false } } as never)
      modal.kernel.bus.emit('modal-close', undefined as never)
    }
    await vi.waitFor(async () => expect((await debug.getLogs()).map(({ level, source }) => `${level}:${source}`)).toEqual(['info:analytics', 'debug:modal-close']))
    expect((await info.getLogs()).map(({ level, source, message }) => `${level}:${source}:${message}`)).toEqual(['info:analytics:{"event":"MODAL_OPEN","properties":{"connected":false}}'])
    await vi.waitFor(() => expect(silentErrors).toHaveBeenCalled())
    expect(await silent.getLogs()).toEqual([])
    await Promise.all([info.destroy(), debug.destroy(), silent.destroy()])
  })

  it('the buffer keeps about 1 MB of text: the oldest entries go first, the newest are kept', () => {
    expect(LOG_BUFFER_CHARS).toBe(1_000_000)
    const log = createLogger('error')
    for (let index = 0; index < 3_000; index++) log.record('error', { source: 'test', error: new PorticoError('E', `${index}`.padEnd(1_000, '.')) })
    const kept = log.entries()
    expect(textOf(kept)).toBeLessThanOrEqual(LOG_BUFFER_CHARS)
    expect(textOf(kept)).toBeGreaterThan(LOG_BUFFER_CHARS - 1_100)
    expect(kept.at(-1)?.message.startsWith('2999.')).toBe(true)
    expect(Number(kept[0]?.message.split('.')[0])).toBe(3_000 - kept.length)
  })

  it('an entry larger than the buffer is cut to fit, and a cyclic event is still described', () => {
    const log = createLogger('debug', 200)
    log.record('error', { source: 'test', error: new PorticoError('E', 'x'.repeat(1_000)) })
    expect(textOf(log.entries())).toBeLessThanOrEqual(200)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    log.record('transaction', cyclic)
    expect(log.entries().at(-1)).toMatchObject({ level: 'debug', source: 'transaction', message: '[object Object]' })
  })
})
