/**
 * Runs in every browser test file (vitest setupFiles): after a failed test, a screenshot of each page still open
 * (test-results/failures/); the file's connection to the run's browser closes after its tests.
 */
import { afterAll, afterEach } from 'vitest'
import { disconnectBrowser, screenshotOpenPages } from './browser'

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await screenshotOpenPages(`${task.file.name.split('/').at(-1)}-${task.name}`)
})
afterAll(disconnectBrowser)
