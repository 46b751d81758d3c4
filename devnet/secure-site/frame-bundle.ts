/** The frame page's script: frame-page/frame.ts plus the shared message schemas. */
import { pageBundle } from '../page-bundle'

export const frameScript = pageBundle('frame', new URL('./frame-page/frame.ts', import.meta.url))
