/** Types of build.mjs, for the TypeScript browser tests that build the demo into a folder of their own. */
import type { Metafile } from 'esbuild'

export declare const DIST_DIR: string

export declare function buildDemo(options?: { minify?: boolean; outdir?: string }): Promise<{ outdir: string; metafile: Metafile }>
