/**
 * Unit and integration tests (vitest.config.ts setupFiles). vi.waitFor's 1 s default is no test's claim, only how
 * long it looks: with two files at once on two cores (the integration tests run the devnet beside the unit tests)
 * a lazily imported module or an IndexedDB round trip can take longer on a slow host. A test that makes a claim
 * about time sets its own timeout, or runs on fake timers.
 */
import { vi } from 'vitest'

const WAIT_FOR_TIMEOUT_MS = 10_000
const waitFor = vi.waitFor
vi.waitFor = ((callback, options) => waitFor(callback, options ?? { timeout: WAIT_FOR_TIMEOUT_MS })) as typeof vi.waitFor
