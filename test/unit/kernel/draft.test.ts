import { describe, expect, it } from 'vitest'
import { produce } from '../../../kernel/draft'

const base = () => ({
  a: { b: { c: 1 }, list: [{ id: 1 }, { id: 2 }] },
  untouched: { deep: { x: 1 } },
  n: 0,
})

describe('produce (the store\'s copy-on-write updates)', () => {
  it('shares what the recipe did not write and copies the path it did', () => {
    const before = base()
    const after = produce(before, (draft) => {
      draft.a.b.c = 2
    })
    expect(after).toEqual({ ...before, a: { ...before.a, b: { c: 2 } } })
    expect(after).not.toBe(before)
    expect(after.a).not.toBe(before.a)
    expect(after.a.list).toBe(before.a.list)
    expect(after.untouched).toBe(before.untouched)
    expect(before.a.b.c).toBe(1)
  })

  it('returns base itself when the recipe only reads, or writes the same value', () => {
    const before = base()
    expect(produce(before, (draft) => void draft.a.list.map((item) => item.id))).toBe(before)
    expect(produce(before, (draft) => void (draft.n = 0))).toBe(before)
    expect(produce(before, (draft) => void (draft.untouched.deep.x = 1))).toBe(before)
  })

  it('supports array methods, deletes, and new values holding drafts', () => {
    const before = base()
    const after = produce(before, (draft) => {
      draft.a.list.push({ id: 3 })
      draft.a.list = draft.a.list.filter((item) => item.id !== 1)
      ;(draft as { extra?: unknown }).extra = { moved: draft.untouched.deep }
      delete (draft as { n?: number }).n
    })
    expect(after.a.list).toEqual([{ id: 2 }, { id: 3 }])
    expect(after.a.list[0]).toBe(before.a.list[1])
    expect(Array.isArray(after.a.list)).toBe(true)
    expect((after as { extra?: { moved: unknown } }).extra?.moved).toBe(before.untouched.deep)
    expect('n' in after).toBe(false)
    expect(before.a.list).toHaveLength(2)
  })

  it('keeps a write made after an earlier read of a sibling, and replaces state the recipe returns', () => {
    const before = base()
    const after = produce(before, (draft) => {
      const b = draft.a.b
      draft.a.list[1]!.id = 20
      b.c = 5
    })
    expect(after.a.b.c).toBe(5)
    expect(after.a.list[1]!.id).toBe(20)
    expect(after.a.list[0]).toBe(before.a.list[0])
    expect(produce(before, () => ({ ...base(), n: 9 })).n).toBe(9)
  })

  it('drafts only plain objects and arrays; Object.assign and spreads see the draft\'s keys', () => {
    const date = new Date(0)
    const before = { when: date, account: { status: 'disconnected', address: undefined as string | undefined } }
    const after = produce(before, (draft) => {
      Object.assign(draft.account, { status: 'connected', address: '0x1' })
      expect(draft.when).toBe(date)
      expect({ ...draft.account }).toEqual({ status: 'connected', address: '0x1' })
    })
    expect(after.account).toEqual({ status: 'connected', address: '0x1' })
    expect(after.when).toBe(date)
  })
})
