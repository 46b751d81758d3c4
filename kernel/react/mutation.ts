/**
 * A wallet action as a mutation (SPEC §4 mutation lifecycle: idle, pending, success, error), in the shape
 * TanStack Query's useMutation made familiar. The newest call owns the state; reset() returns to idle and
 * drops what a call still in flight would report.
 */
import { useCallback, useMemo, useRef, useState } from 'react'
import { errorMessage, PorticoError } from '../errors'

export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

export interface Mutation<TVariables, TData> {
  status: MutationStatus
  /** What the last successful call returned. */
  data: TData | undefined
  /** Why the last call failed (a wallet's refusal keeps its code: see isUserRejection). */
  error: Error | undefined
  /** Starts the action; its outcome shows in status, data and error (never rejects). */
  mutate(variables: TVariables): void
  /** Starts the action and settles with its outcome. */
  mutateAsync(variables: TVariables): Promise<TData>
  /** Back to idle: no data, no error. */
  reset(): void
}

type Outcome<TData> = Pick<Mutation<unknown, TData>, 'status' | 'data' | 'error'>

const IDLE: Outcome<never> = { status: 'idle', data: undefined, error: undefined }

/** Something thrown as an Error: a wallet's plain `{ code, message }` object becomes its cause. */
export function asError(thrown: unknown): Error {
  if (thrown instanceof Error) return thrown
  const message = typeof (thrown as { message?: unknown } | null)?.message === 'string' ? (thrown as { message: string }).message : errorMessage(thrown)
  return new PorticoError('UNKNOWN_ERROR', message, { cause: thrown })
}

export function useMutation<TVariables, TData>(action: (variables: TVariables) => Promise<TData>): Mutation<TVariables, TData> {
  const [outcome, setOutcome] = useState<Outcome<TData>>(IDLE)
  const latestCall = useRef(0)
  const latestAction = useRef(action)
  latestAction.current = action

  const mutateAsync = useCallback(async (variables: TVariables): Promise<TData> => {
    const call = ++latestCall.current
    setOutcome({ status: 'pending', data: undefined, error: undefined })
    try {
      const data = await latestAction.current(variables)
      if (call === latestCall.current) setOutcome({ status: 'success', data, error: undefined })
      return data
    } catch (thrown) {
      const error = asError(thrown)
      if (call === latestCall.current) setOutcome({ status: 'error', data: undefined, error })
      throw error
    }
  }, [])
  // The caller reads the failure from `error`: no unhandled rejection.
  const mutate = useCallback((variables: TVariables) => void mutateAsync(variables).catch(() => undefined), [mutateAsync])
  const reset = useCallback(() => {
    latestCall.current++
    setOutcome(IDLE)
  }, [])
  return useMemo(() => ({ ...outcome, mutate, mutateAsync, reset }), [outcome, mutate, mutateAsync, reset])
}
