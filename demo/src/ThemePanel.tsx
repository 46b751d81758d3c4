/**
 * The theme panel: the modal's theme variables (SPEC §2) at work. Each control applies its value live through
 * the modal's public API (setThemeMode, setThemeVariables) and the panel prints the config that produces
 * the same theme, as text.
 */
import { useId, type ChangeEvent, type ReactElement } from 'react'
import { useModalTheme, type ThemeMode, type ThemeVariables } from 'portico/react'

/** The modal's own defaults (kernel/ui/shell/styles.ts), shown until the app sets a value. */
const DEFAULT_ACCENT = '#2f6df6'
const DEFAULT_RADIUS_PX = 4
const MAX_RADIUS_PX = 10

const MODES: readonly { mode: ThemeMode; label: string }[] = [
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
  { mode: 'system', label: 'System' },
]

/** undefined: the modal's default font (Inter, then the system's). */
const FONTS: readonly { label: string; family?: string }[] = [
  { label: 'Sans' },
  { label: 'Serif', family: 'Georgia, "Times New Roman", serif' },
  { label: 'Mono', family: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
]

/** The createModal options that give this theme; only the variables set. */
export function themeConfig(themeMode: ThemeMode, variables: ThemeVariables): string {
  const entries = Object.entries(variables).filter(([, value]) => value !== undefined && value !== '')
  const lines = [`  themeMode: '${themeMode}',`]
  if (entries.length > 0) {
    lines.push('  themeVariables: {')
    for (const [name, value] of entries) lines.push(`    '${name}': ${typeof value === 'number' ? value : `'${String(value).replaceAll("'", "\\'")}'`},`)
    lines.push('  },')
  }
  return ['createModal({', '  // ...networks, adapters, plugins', ...lines, '})'].join('\n')
}

/** A row of radio buttons drawn as one segmented control. */
function Segmented<T extends string>(props: {
  label: string
  options: readonly { value: T; label: string }[]
  value: T
  onChange(value: T): void
}): ReactElement {
  const name = useId()
  return (
    <div className="field">
      <span className="field-label" id={`${name}-label`}>{props.label}</span>
      <div className="segmented" role="radiogroup" aria-labelledby={`${name}-label`}>
        {props.options.map((option) => (
          <label key={option.value} className="segment">
            <input type="radio" name={name} value={option.value} checked={props.value === option.value} onChange={() => props.onChange(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  )
}

export function ThemePanel(): ReactElement {
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useModalTheme()
  const accent = themeVariables['--w3m-accent'] ?? DEFAULT_ACCENT
  const setRadius = Number.parseFloat(themeVariables['--w3m-border-radius-master'] ?? '')
  const radius = Number.isFinite(setRadius) ? setRadius : DEFAULT_RADIUS_PX
  const font = FONTS.find((entry) => entry.family === themeVariables['--w3m-font-family']) ?? FONTS[0]

  const onAccent = (event: ChangeEvent<HTMLInputElement>) => setThemeVariables({ '--w3m-accent': event.target.value })
  const onRadius = (event: ChangeEvent<HTMLInputElement>) => setThemeVariables({ '--w3m-border-radius-master': `${event.target.value}px` })

  return (
    <section className="card" aria-labelledby="theme-title">
      <h2 id="theme-title">Theme</h2>
      <p className="sub">Applied live with setThemeMode() and setThemeVariables(); open the modal to see it.</p>
      <div className="theme-grid">
        <Segmented
          label="Mode"
          options={MODES.map(({ mode, label }) => ({ value: mode, label }))}
          value={themeMode}
          onChange={setThemeMode}
        />
        <Segmented
          label="Font"
          options={FONTS.map(({ label }) => ({ value: label, label }))}
          value={font?.label ?? 'Sans'}
          onChange={(label) => setThemeVariables({ '--w3m-font-family': FONTS.find((entry) => entry.label === label)?.family })}
        />
        <label className="field">
          <span className="field-label">Accent colour</span>
          <span className="color-field">
            <input type="color" value={accent} onChange={onAccent} />
            <code>{accent}</code>
          </span>
        </label>
        <label className="field">
          <span className="field-label">Border radius</span>
          <span className="range-field">
            <input type="range" min={0} max={MAX_RADIUS_PX} step={1} value={radius} onChange={onRadius} />
            <code>{radius}px</code>
          </span>
        </label>
      </div>
      {/* Focusable: on a phone the snippet scrolls sideways. */}
      <pre className="config" aria-label="Config for this theme" data-testid="theme-config" tabIndex={0}>{themeConfig(themeMode, themeVariables)}</pre>
    </section>
  )
}
