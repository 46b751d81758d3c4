import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { accountTypesSchema, formatIssues, isServiceUrl, nonEmpty, serviceUrlSchema } from '../../../kernel/validation'

describe('kernel/validation', () => {
  it('SPEC §5: service URLs are absolute http, https, ws or wss URLs', () => {
    for (const url of ['https://rpc.walletconnect.org', 'http://127.0.0.1:8545/v1', 'wss://relay.walletconnect.org', 'ws://127.0.0.1:9000']) {
      expect(isServiceUrl(url), url).toBe(true)
    }
    for (const url of ['not a url', '/relative/path', 'ftp://example.com', 'javascript:alert(1)', '']) expect(isServiceUrl(url), url).toBe(false)
    expect(serviceUrlSchema.safeParse('ftp://example.com').success).toBe(false)
  })

  it('SPEC §5: nonEmpty refuses empty strings and lists', () => {
    expect(z.string().check(nonEmpty()).safeParse('').success).toBe(false)
    expect(z.string().check(nonEmpty()).safeParse('x').success).toBe(true)
    expect(z.array(z.number()).check(nonEmpty('at least one')).safeParse([]).error?.issues[0]?.message).toBe('at least one')
  })

  it('SPEC §6: account types per namespace; unknown namespaces and types are refused', () => {
    expect(accountTypesSchema.parse({ eip155: 'eoa', solana: 'eoa' })).toEqual({ eip155: 'eoa', solana: 'eoa' })
    expect(accountTypesSchema.safeParse({ cosmos: 'eoa' }).success).toBe(false)
    expect(accountTypesSchema.safeParse({ eip155: 'wizard' }).success).toBe(false)
  })

  it('SPEC §8: issues read as one "path: message" line each', () => {
    const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) })
    const result = schema.safeParse({ a: 1, b: { c: 'x' } })
    expect(result.success).toBe(false)
    const lines = formatIssues(result.error!).split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^a: /)
    expect(lines[1]).toMatch(/^b\.c: /)
    expect(formatIssues(z.string().safeParse(1).error!)).toMatch(/^\(root\): /)
  })
})
