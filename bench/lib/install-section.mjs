/**
 * The install-size figures (install.mjs) live in results.md between two markers, beside the figures run.mjs
 * writes: each script replaces only its own part, so neither run erases the other's.
 */
import { existsSync, readFileSync } from 'node:fs'

export const INSTALL_START = '<!-- install-size:start -->'
export const INSTALL_END = '<!-- install-size:end -->'

/** The install section of `markdown` (markers included), or '' when it has none. */
export function installSection(markdown) {
  const start = markdown.indexOf(INSTALL_START)
  const end = markdown.indexOf(INSTALL_END)
  return start >= 0 && end > start ? markdown.slice(start, end + INSTALL_END.length) : ''
}

/** `markdown` without its install section. */
export function withoutInstallSection(markdown) {
  const section = installSection(markdown)
  return section ? markdown.replace(section, '') : markdown
}

/** The install section of the results file at `path`, or ''. */
export function currentInstallSection(path) {
  return existsSync(path) ? installSection(readFileSync(path, 'utf8')) : ''
}
