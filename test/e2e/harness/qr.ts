/**
 * Decode a QR code the modal drew (kernel/ui/primitives/QrCode: an SVG whose path has one
 * 'M x y h1v1h-1z' square per dark module) with jsQR, so a test checks what a phone would read.
 */
import jsQR from 'jsqr'
import type { Locator } from 'playwright-core'

const SCALE = 4

export function decodeQrPath(path: string, size: number): string | undefined {
  const width = size * SCALE
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < SCALE; dy++) {
      for (let dx = 0; dx < SCALE; dx++) {
        const offset = ((Number(y) * SCALE + dy) * width + Number(x) * SCALE + dx) * 4
        pixels.fill(0, offset, offset + 3)
      }
    }
  }
  return jsQR(pixels, width, width)?.data
}

/** The text the QR code in `svg` (a locator of the <svg role="img">) encodes, once it is drawn. */
export async function decodeQrSvg(svg: Locator): Promise<string | undefined> {
  const drawn = await svg.evaluate((element) => ({
    path: element.querySelector('path')?.getAttribute('d') ?? '',
    size: Number(element.getAttribute('viewBox')?.split(' ')[2] ?? 0),
  }))
  return drawn.path ? decodeQrPath(drawn.path, drawn.size) : undefined
}
