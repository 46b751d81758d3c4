/**
 * Wait for something that is announced later (a wallet that registers after the page asked for it):
 * resolves with `find()` as soon as it answers, checking again at each change, or undefined after `timeoutMs`.
 */
export function waitUntilFound<T>(find: () => T | undefined, subscribe: (onChange: () => void) => () => void, timeoutMs: number): Promise<T | undefined> {
  const found = find()
  if (found !== undefined) return Promise.resolve(found)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe()
      resolve(undefined)
    }, timeoutMs)
    const unsubscribe = subscribe(() => {
      const item = find()
      if (item === undefined) return
      clearTimeout(timer)
      unsubscribe()
      resolve(item)
    })
  })
}
