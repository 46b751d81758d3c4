/**
 * Adopt a constructed stylesheet (CSP-safe: no <style> element, no inline
 * style attribute). One sheet object per CSS text is shared by every root.
 */
const sheets = new Map<string, CSSStyleSheet>()

export function adoptStyles(root: ShadowRoot | Document, css: string): void {
  let sheet = sheets.get(css)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    sheets.set(css, sheet)
  }
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
  }
}
