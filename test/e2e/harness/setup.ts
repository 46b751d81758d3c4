/** Runs in every browser test file (vitest setupFiles): the file's connection to the run's browser closes after its tests. */
import { afterAll } from 'vitest'
import { disconnectBrowser } from './browser'

afterAll(disconnectBrowser)
