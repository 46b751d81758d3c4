/**
 * The dev inbox as the Node API offers it: what the embedded wallet's secure site "mailed" to an address (its
 * one-time codes and device-approval links), and the two waits a login needs: the next code, and following
 * the newest device link as a person clicks it in their mail.
 */
import type { SecureSite } from './secure-site'

export interface DevInbox {
  /** One-time codes, oldest first. */
  codes: string[]
  /** The newest one-time code, if any came. */
  latestCode: string | undefined
  /** Device-approval links, oldest first. */
  deviceLinks: string[]
}

const POLL_MS = 100
const WAIT_MS = 20_000

async function waitFor<T>(what: string, read: () => T | undefined): Promise<T> {
  for (const deadline = Date.now() + WAIT_MS; Date.now() < deadline; ) {
    const value = read()
    if (value !== undefined) return value
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  throw new Error(`devnet inbox: no ${what} within ${WAIT_MS / 1000} s`)
}

export function devInbox(site: Pick<SecureSite, 'inbox' | 'deviceLinks'>) {
  const inbox = (email: string): DevInbox => {
    const codes = site.inbox(email)
    return { codes, latestCode: codes.at(-1), deviceLinks: site.deviceLinks(email) }
  }
  return {
    inbox,
    /**
     * Once more than `after` codes came to `email` (e.g. `inbox(email).codes.length` before the login), the newest:
     * the one the secure site accepts.
     */
    nextCode: (email: string, after = 0): Promise<string> =>
      waitFor(`code for ${email}`, () => {
        const { codes } = inbox(email)
        return codes.length > after ? codes.at(-1) : undefined
      }),
    /** Follows the newest device-approval link mailed to `email` (waiting for one). */
    async approveDevice(email: string): Promise<void> {
      const link = await waitFor(`device link for ${email}`, () => inbox(email).deviceLinks.at(-1))
      const response = await fetch(link)
      if (!response.ok) throw new Error(`devnet inbox: device approval failed: HTTP ${response.status}`)
    },
  }
}
