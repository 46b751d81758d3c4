/** Generated SVG images: a tile in a colour derived from the id, with the id's initials. */
import { createHash } from 'node:crypto'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)

export function imageSvg(id: string, label = id): string {
  const hash = createHash('sha256').update(id).digest()
  const hue = ((hash[0] ?? 0) * 360) / 256
  const initials = escapeXml(
    label
      .replace(/^img-/, '')
      .split(/[\s_-]+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue.toFixed(0)} 65% 45%)"/>` +
    `<text x="48" y="58" font-family="sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text>` +
    `</svg>`
  )
}
