import { pluginSize } from './plugin-size.mjs'
// portico/wagmi: the connector and porticoWagmiConfig. wagmi, @wagmi/core and viem are the app's (a wagmi
// app bundles them already), and what the modal ships (the kernel's errors, zod) is counted there.
export default pluginSize('wagmi', ['kernel/wagmi/index.ts'], { external: ['@wagmi/core', 'wagmi', 'viem', 'viem/*'] })
