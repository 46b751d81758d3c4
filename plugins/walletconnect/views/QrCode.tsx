/**
 * The pairing URI as a QR code: an SVG of React elements (no HTML string, no
 * canvas, CSP-safe). Dark modules on white with the standard 4-module quiet zone.
 */
import { useMemo, type ReactElement } from 'react'
import { create } from 'qrcode'

const QUIET_ZONE = 4

/** One SVG path of every dark module: 'M x y h1 v1 h-1 z' per module. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const size = modules.size
  let path = ''
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (modules.get(x, y)) path += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`
    }
  }
  return { size: size + QUIET_ZONE * 2, path }
}

export function QrCode({ text, label }: { text: string; label: string }): ReactElement {
  const { size, path } = useMemo(() => qrPath(text), [text])
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} width="232" height="232" shapeRendering="crispEdges" data-uri={text}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#141414" />
    </svg>
  )
}
