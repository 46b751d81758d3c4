import type { NextConfig } from 'next'

const config: NextConfig = {
  // The example runs offline against the devnet: no telemetry, no image optimiser, no font download.
  images: { unoptimized: true },
}

export default config
