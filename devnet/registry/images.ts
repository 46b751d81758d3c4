/**
 * Generated raster images, as the real registry serves (PNG, not SVG: an SVG is
 * rasterised on the main thread, a PNG decodes off it). A 96 × 96 tile in a
 * colour derived from the id, with a lighter band so neighbours differ; each
 * image is encoded once and kept.
 */
import { createHash } from 'node:crypto'
import { PNG } from 'pngjs'

export const IMAGE_SIZE_PX = 96
export const IMAGE_CONTENT_TYPE = 'image/png'

const cache = new Map<string, Buffer>()

export function imagePng(id: string): Buffer {
  let png = cache.get(id)
  if (!png) {
    png = encodeTile(id)
    cache.set(id, png)
  }
  return png
}

function encodeTile(id: string): Buffer {
  const hash = createHash('sha256').update(id).digest()
  const base = hslToRgb(((hash[0] ?? 0) * 360) / 256, 0.65, 0.45)
  const band = hslToRgb(((hash[1] ?? 0) * 360) / 256, 0.65, 0.7)
  const bandTop = 24 + ((hash[2] ?? 0) % 32)
  const image = new PNG({ width: IMAGE_SIZE_PX, height: IMAGE_SIZE_PX })
  for (let y = 0; y < IMAGE_SIZE_PX; y++) {
    for (let x = 0; x < IMAGE_SIZE_PX; x++) {
      const [r, g, b] = y >= bandTop && y < bandTop + 16 ? band : base
      const offset = (y * IMAGE_SIZE_PX + x) * 4
      image.data[offset] = r
      image.data[offset + 1] = g
      image.data[offset + 2] = b
      image.data[offset + 3] = 255
    }
  }
  return PNG.sync.write(image)
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const amplitude = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [channel(0), channel(8), channel(4)]
}
