// `npm run visual:update`: runs the visual test (test/e2e/visual) in update mode, which rewrites every baseline
// under test/e2e/visual/baselines/ instead of comparing, and writes the gallery of them all for review,
// test-results/visual-gallery/index.html. `npm test` runs the same test in its comparing mode only.
import { spawnSync } from 'node:child_process'

const result = spawnSync('npx', ['vitest', 'run', '-c', 'test/e2e/vitest.e2e.config.ts', 'test/e2e/visual/'], {
  stdio: 'inherit',
  env: { ...process.env, PORTICO_VISUAL_UPDATE: '1' },
})
process.exit(result.status ?? 1)
