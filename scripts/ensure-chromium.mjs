#!/usr/bin/env node
// Browser tests launch Debian's chromium (no Playwright browser download works here, FACTS.md) as its headless
// shell: Debian's package chromium-headless-shell, the same Chromium build without the desktop browser's
// windowing (what Playwright itself runs headless). Installs it with apt when missing; prints every step and
// exits non-zero on failure.
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'

export const CHROMIUM_PATH = '/usr/lib/chromium/chromium-headless-shell'
const PACKAGE = 'chromium-headless-shell'

function run(command, args) {
  console.log(`[ensure-chromium] $ ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  if (result.error) throw new Error(`${command} could not start: ${result.error.message}`)
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with status ${result.status}`)
}

function main() {
  if (existsSync(CHROMIUM_PATH)) {
    console.log(`[ensure-chromium] ${CHROMIUM_PATH} is present; nothing to do.`)
    return
  }
  console.log(`[ensure-chromium] ${CHROMIUM_PATH} is missing; installing Debian's ${PACKAGE} with apt-get (needs root).`)
  try {
    run('apt-get', ['update'])
    run('apt-get', ['install', '-y', PACKAGE])
  } catch (error) {
    console.error(`[ensure-chromium] FAILED: ${error.message}`)
    console.error(`[ensure-chromium] Browser tests need ${CHROMIUM_PATH}. Run as root: apt-get update && apt-get install -y ${PACKAGE}`)
    process.exit(1)
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`[ensure-chromium] FAILED: apt-get finished but ${CHROMIUM_PATH} does not exist.`)
    process.exit(1)
  }
  console.log(`[ensure-chromium] installed ${CHROMIUM_PATH}.`)
}

main()
