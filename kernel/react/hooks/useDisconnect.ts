import { useMemo } from 'react'
import { useModalInstance } from '../context'
import { useMutation, type Mutation } from '../mutation'

export interface UseDisconnect extends Mutation<void, void> {
  /** Disconnects every namespace; settles with the outcome (mutateAsync). */
  disconnect(): Promise<void>
}

/** Disconnects (SPEC §4): a mutation (status idle, pending, success, error). */
export function useDisconnect(): UseDisconnect {
  const modal = useModalInstance()
  const mutation = useMutation<void, void>(() => modal.disconnect())
  return useMemo(() => ({ ...mutation, disconnect: () => mutation.mutateAsync() }), [mutation])
}
