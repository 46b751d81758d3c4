/**
 * The chain behind the connect part: one devnet anvil with chain id 1, the
 * apps' one network (Ethereum mainnet). The test wallet reads from it, and
 * every JSON-RPC POST an app sends to its hosted mainnet RPC (otherwise
 * stubbed with an empty 200) is answered by it, so each app's reads after
 * connecting (balance, multicall, ENS) get a real chain's answers.
 * TypeScript source: whatever imports this runs under tsx.
 */
import { startAnvil } from '../../devnet/chain/anvil.ts'
import { isLoopback } from './browser.mjs'

export const CHAIN_ID = 1

export function startChain() {
  return startAnvil({ chainId: CHAIN_ID, genesisTimestamp: Math.floor(Date.now() / 1000) })
}

/** Routes registered later win in Playwright: anything not JSON-RPC falls back to launchBrowser's stub. */
export function answerRpcFromChain(context, chainUrl) {
  return context.route(
    (url) => !isLoopback(url.href),
    async (route) => {
      const request = route.request()
      if (request.method() !== 'POST' || !isJsonRpc(request.postData())) return route.fallback()
      try {
        await route.fulfill({ response: await route.fetch({ url: chainUrl }) })
      } catch {
        // The run's browser closed while the read was in flight (or anvil failed it): the request fails, the part goes on.
        await route.abort().catch(() => undefined)
      }
    },
  )
}

function isJsonRpc(body) {
  try {
    const messages = [JSON.parse(body ?? '')].flat()
    return messages.length > 0 && messages.every((message) => message?.jsonrpc === '2.0')
  } catch {
    return false
  }
}
