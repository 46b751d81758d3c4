/**
 * A QR code as an SVG of React elements (no HTML string, no canvas,
 * CSP-safe): dark modules on white with the standard 4-module quiet zone. The
 * encoder is imported on first render, so configuring a plugin that shows QR
 * codes costs nothing until one is shown; until then a blank square of the
 * same size keeps the layout still.
 */
import { useEffect, useState, type ReactElement } from 'react'

const QUIET_ZONE = 4
const SIZE_PX = '232'

type Encode = (text: string, options: { errorCorrectionLevel: 'M' }) => { modules: { size: number; get(x: number, y: number): number | boolean } }

/** One SVG path of every dark module: 'M x y h1 v1 h-1 z' per module. */
export function qrPath(create: Encode, text: string): { size: number; path: string } {
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
  const [code, setCode] = useState<{ text: string; size: number; path: string }>()
  useEffect(() => {
    let live = true
    // qrcode is CommonJS: bundlers hand it over as the default export or as named ones.
    import('qrcode').then(
      (module) => {
        const { create } = (module as { default?: { create: Encode } }).default ?? module
        if (live) setCode({ text, ...qrPath(create, text) })
      },
      () => undefined, // the encoder did not load: the square stays blank, the link beside it still works
    )
    return () => {
      live = false
    }
  }, [text])
  const ready = code?.text === text ? code : undefined
  return (
    <svg
      role="img"
      aria-label={label}
      aria-busy={ready ? undefined : 'true'}
      viewBox={ready ? `0 0 ${ready.size} ${ready.size}` : '0 0 1 1'}
      width={SIZE_PX}
      height={SIZE_PX}
      shapeRendering="crispEdges"
      data-uri={text}
    >
      <rect width={ready?.size ?? 1} height={ready?.size ?? 1} fill="#ffffff" />
      {ready ? <path d={ready.path} fill="#141414" /> : null}
    </svg>
  )
}
