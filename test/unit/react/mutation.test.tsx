// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PorticoError } from '../../../kernel/errors'
import { useMutation } from '../../../kernel/react/mutation'
import { isUserRejection } from '../../../kernel/wallets/errors'

/** A promise the test settles. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useMutation (SPEC §4 mutation lifecycle: idle, pending, success, error)', () => {
  it('idle, then pending while the action runs, then success with its data; reset goes back to idle', async () => {
    const step = deferred<string>()
    const { result } = renderHook(() => useMutation((name: string) => step.promise.then((value) => `${name}:${value}`)))
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined })
    act(() => result.current.mutate('a'))
    expect(result.current.status).toBe('pending')
    await act(async () => step.resolve('done'))
    expect(result.current).toMatchObject({ status: 'success', data: 'a:done', error: undefined })
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined })
  })

  it('a failure is error with the thrown Error; mutate never rejects, mutateAsync rejects with the same error', async () => {
    const failure = new PorticoError('UNSUPPORTED_CHAIN', 'Unsupported chain')
    const { result } = renderHook(() => useMutation(async () => Promise.reject(failure)))
    await act(async () => result.current.mutate(undefined))
    expect(result.current).toMatchObject({ status: 'error', error: failure, data: undefined })
    let rejected: unknown
    await act(async () => {
      await result.current.mutateAsync(undefined).catch((error: unknown) => (rejected = error))
    })
    expect(rejected).toBe(failure)
    expect(result.current.error).toBe(failure)
  })

  it("a wallet's plain { code, message } refusal becomes an Error with its message that still reads as a user rejection", async () => {
    const { result } = renderHook(() => useMutation(async () => Promise.reject({ code: 4001, message: 'User rejected the request.' })))
    await act(async () => result.current.mutate(undefined))
    expect(result.current.error).toBeInstanceOf(Error)
    expect(result.current.error?.message).toBe('User rejected the request.')
    expect(isUserRejection(result.current.error)).toBe(true)
  })

  it('the newest call owns the state: an older call settling late changes nothing, nor does one in flight at reset', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    const steps = [first, second]
    const { result } = renderHook(() => useMutation(() => (steps.shift() as ReturnType<typeof deferred<string>>).promise))
    act(() => result.current.mutate(undefined))
    act(() => result.current.mutate(undefined))
    await act(async () => second.reject(new Error('second failed')))
    expect(result.current).toMatchObject({ status: 'error', error: new Error('second failed') })
    await act(async () => first.resolve('late'))
    expect(result.current).toMatchObject({ status: 'error', data: undefined })

    const third = deferred<string>()
    steps.push(third)
    act(() => result.current.mutate(undefined))
    act(() => result.current.reset())
    await act(async () => third.resolve('after reset'))
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined })
  })
})
