/**
 * What a page loads before the modal opens: the entry HTML's scripts,
 * modulepreloads and stylesheets, plus the static `imports` closure of those
 * chunks in vite's build manifest. `dynamicImports` are left out: they load
 * on demand (on open, or later).
 */
export function initialFiles(html, manifest) {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]))
  const files = new Set()
  const visit = (chunk) => {
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const key of chunk.imports ?? []) visit(manifest[key])
  }
  for (const url of htmlAssetUrls(html)) {
    const file = url.replace(/^\.?\//, '')
    const chunk = byFile.get(file)
    if (chunk) visit(chunk)
    else files.add(file)
  }
  return [...files]
}

/** src/href of <script src>, <link rel=modulepreload> and <link rel=stylesheet> in the built HTML. */
function htmlAssetUrls(html) {
  const urls = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1]
    if (tag.startsWith('<script') && attr('src')) urls.push(attr('src'))
    if (tag.startsWith('<link') && /^(modulepreload|stylesheet)$/.test(attr('rel') ?? '') && attr('href')) urls.push(attr('href'))
  }
  return urls
}
