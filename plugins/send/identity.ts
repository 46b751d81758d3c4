/**
 * The receiver's identity (name and avatar) from the identity route, through the SPEC §9 identity cache
 * (5 min, shared with the kernel's own lookups). Only a found name is cached, so a failed lookup is retried.
 */
import { KERNEL_CACHES, safeImageUrl, type Identity, type Kernel, type Network } from '../../kernel/plugin'

export interface ReceiverIdentity {
  name: string | null
  /** Already through safeImageUrl: null when absent or unsafe. */
  avatar: string | null
}

export async function receiverIdentity(kernel: Pick<Kernel, 'services' | 'storage'>, receiver: string, sender: string | undefined, network: Network): Promise<ReceiverIdentity> {
  const cached = await kernel.storage.cache.get(KERNEL_CACHES.identity, receiver)
  const identity: Identity = cached
    ? { name: cached.name ?? null, avatar: cached.avatar ?? null }
    : await kernel.services.blockchain.getIdentity({ address: receiver, sender, network })
  if (!cached && identity.name) void kernel.storage.cache.set(KERNEL_CACHES.identity, receiver, identity)
  return { name: identity.name, avatar: safeImageUrl(identity.avatar) ?? null }
}
