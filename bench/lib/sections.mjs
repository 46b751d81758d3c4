/**
 * Sections of results.md that a script other than run.mjs writes (install.mjs: install size; soak.mjs: the heap
 * over 1,000 cycles) live between two markers of their name, beside the figures run.mjs writes: each script
 * replaces only its own part, so no run erases another's.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** The kept sections, in the order they follow run.mjs's figures. */
export const KEPT_SECTIONS = ['soak', 'install-size']

export const sectionStart = (name) => `<!-- ${name}:start -->`
export const sectionEnd = (name) => `<!-- ${name}:end -->`

/** The `name` section of `markdown` (markers included), or '' when it has none. */
export function section(markdown, name) {
  const start = markdown.indexOf(sectionStart(name))
  const end = markdown.indexOf(sectionEnd(name))
  return start >= 0 && end > start ? markdown.slice(start, end + sectionEnd(name).length) : ''
}

/** `markdown` without its `name` section. */
export function withoutSection(markdown, name) {
  const found = section(markdown, name)
  return found ? markdown.replace(found, '') : markdown
}

/** The kept sections of the results file at `path`, joined, or ''. */
export function currentKeptSections(path) {
  const markdown = existsSync(path) ? readFileSync(path, 'utf8') : ''
  return KEPT_SECTIONS.map((name) => section(markdown, name)).filter(Boolean).join('\n\n')
}

/** Puts `text` (a section with its markers) into the results file at `path`, replacing an earlier one and keeping the rest. */
export function writeSection(path, name, text) {
  const rest = existsSync(path) ? withoutSection(readFileSync(path, 'utf8'), name) : ''
  writeFileSync(path, `${rest.trimEnd()}\n\n${text}\n`)
}
