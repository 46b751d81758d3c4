/** Slot, blockhash and node methods. */
import { stringParam, configParam, paramList, required } from '../params'
import { withContext, SOLANA_CORE_VERSION, type MethodContext, type RpcMethod } from './context'

export function clusterMethods({ ledger, genesisHash }: MethodContext): Record<string, RpcMethod> {
  const configOnly = (params: unknown) => configParam(paramList(params, 1)[0], 'params[0]', ledger.slot())
  const noParams = (params: unknown) => paramList(params, 0)
  return {
    getSlot: (params) => {
      configOnly(params)
      return ledger.slot()
    },
    // One block per slot: no slot is ever skipped.
    getBlockHeight: (params) => {
      configOnly(params)
      return ledger.slot()
    },
    getLatestBlockhash: (params) => {
      configOnly(params)
      return withContext(ledger, ledger.latestBlockhash())
    },
    isBlockhashValid: (params) => {
      const list = paramList(params, 2)
      const blockhash = stringParam(required(list, 0, 'blockhash'), 'params[0]')
      configParam(list[1], 'params[1]', ledger.slot())
      return withContext(ledger, ledger.isBlockhashValid(blockhash))
    },
    getGenesisHash: (params) => {
      noParams(params)
      return genesisHash
    },
    getVersion: (params) => {
      noParams(params)
      return { 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }
    },
    getHealth: (params) => {
      noParams(params)
      return 'ok'
    },
  }
}
