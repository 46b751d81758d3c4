/** SPEC §6/§7: the embedded wallet's RPC methods by how they run (plain lists: plugins read them without the frame protocol). */

/** Supported RPC methods of SPEC §7 (read/write eth set, signing, solana, wallet_*). */
export const SAFE_RPC_METHODS = [
  'eth_accounts', 'eth_blockNumber', 'eth_call', 'eth_chainId', 'eth_estimateGas', 'eth_feeHistory',
  'eth_gasPrice', 'eth_getAccount', 'eth_getBalance', 'eth_getBlockByHash', 'eth_getBlockByNumber',
  'eth_getBlockReceipts', 'eth_getBlockTransactionCountByHash', 'eth_getBlockTransactionCountByNumber',
  'eth_getCode', 'eth_getFilterChanges', 'eth_getFilterLogs', 'eth_getLogs', 'eth_getProof',
  'eth_getStorageAt', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash', 'eth_getTransactionCount', 'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash', 'eth_getUncleCountByBlockNumber', 'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter', 'eth_newFilter', 'eth_newPendingTransactionFilter', 'eth_sendRawTransaction',
  'eth_syncing', 'eth_uninstallFilter', 'wallet_getCapabilities', 'wallet_getCallsStatus',
  'eth_getUserOperationReceipt', 'eth_estimateUserOperationGas', 'eth_getUserOperationByHash',
  'eth_supportedEntryPoints', 'wallet_getAssets',
] as const

/** SPEC §6: methods that need the user's approval in the modal before they reach the frame. */
export const NOT_SAFE_RPC_METHODS = [
  'personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'solana_signMessage',
  'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction',
  'wallet_sendCalls', 'wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation',
] as const
