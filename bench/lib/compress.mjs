/** Sizes of one file as served: raw, gzip -9 and brotli -q 11 (what a CDN would precompress). */
import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

// The async forms run on libuv's thread pool, so files compress in parallel.
const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

export async function fileSizes(path) {
  const bytes = await readFile(path)
  return {
    raw: bytes.length,
    gzip: (await gzipAsync(bytes, { level: 9 })).length,
    brotli: (await brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })).length,
  }
}

export function addSizes(list) {
  return list.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip, brotli: sum.brotli + s.brotli }), { raw: 0, gzip: 0, brotli: 0 })
}
