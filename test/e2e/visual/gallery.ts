/**
 * The baselines side by side for review: one static page, test-results/visual-gallery/index.html, screens as
 * rows and variants as columns, each image referenced where it is committed. Names are written as text.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { baselineFile } from './baseline'

export const GALLERY_FILE = path.resolve('test-results', 'visual-gallery', 'index.html')

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string)

export async function writeGallery(screens: string[], variants: string[]): Promise<string> {
  const dir = path.dirname(GALLERY_FILE)
  const cell = (screen: string, variant: string) => {
    const src = path.relative(dir, baselineFile(`${screen}-${variant}`)).split(path.sep).map(encodeURIComponent).join('/')
    return `<td><figure><img src="${escapeHtml(src)}" alt="${escapeHtml(`${screen}, ${variant}`)}" loading="lazy"><figcaption>${escapeHtml(`${screen} · ${variant}`)}</figcaption></figure></td>`
  }
  const rows = screens.map((screen) => `<tr><th scope="row">${escapeHtml(screen)}</th>${variants.map((variant) => cell(screen, variant)).join('')}</tr>`)
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Portico visual baselines</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 16px; background: #f4f4f5; color: #18181b; }
table { border-collapse: collapse; }
th, td { vertical-align: top; padding: 8px; border-bottom: 1px solid #d4d4d8; text-align: left; }
th[scope="row"] { position: sticky; left: 0; background: #f4f4f5; font-weight: 600; }
figure { margin: 0; }
img { display: block; max-width: 420px; border: 1px solid #d4d4d8; background: repeating-conic-gradient(#e4e4e7 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
figcaption { margin-top: 4px; color: #52525b; }
</style>
</head>
<body>
<h1>Portico visual baselines (${screens.length} screens × ${variants.length} variants)</h1>
<table>
<thead><tr><th scope="col">Screen</th>${variants.map((variant) => `<th scope="col">${escapeHtml(variant)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`
  await mkdir(dir, { recursive: true })
  await writeFile(GALLERY_FILE, html)
  return GALLERY_FILE
}
