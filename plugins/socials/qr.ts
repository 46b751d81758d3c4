/** A QR code of a URL as an SVG data URL (an <img>, so no inline style is needed under a strict CSP). */
import { toString } from 'qrcode'

export async function qrDataUrl(text: string): Promise<string> {
  const svg = await toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
