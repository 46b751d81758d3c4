/** Makes sure /usr/bin/chromium exists before any browser test (installs it with apt when missing). */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export default function ensureChromium(): void {
  const script = fileURLToPath(new URL('../../../scripts/ensure-chromium.mjs', import.meta.url))
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('Browser tests need /usr/bin/chromium; scripts/ensure-chromium.mjs failed (see its output above).')
}
