/** The onboarding views' own rules: a lazy chunk's CSS, adopted when one of them first renders. */
export const ONBOARDING_CSS = /* css */ `
.pt-points { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 16px; }
.pt-points li { display: grid; grid-template-columns: 48px minmax(0, 1fr); gap: 12px; align-items: start; }
.pt-points svg { width: 48px; height: 48px; color: var(--pt-accent); }
.pt-points h3 { margin: 0 0 4px; font-size: calc(var(--pt-fs) * 1.4); font-weight: 600; }
.pt-points p { margin: 0; color: var(--pt-muted); font-size: calc(var(--pt-fs) * 1.3); }
.pt-get { display: grid; gap: 12px; }
.pt-list a.pt-list-item { color: inherit; text-decoration: none; }
`
