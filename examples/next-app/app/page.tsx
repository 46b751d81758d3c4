import { Wallet } from './wallet'
import { servicesFromEnv } from './services'

// Rendered on each request: the services come from the server's environment.
export const dynamic = 'force-dynamic'

export default function Page() {
  return <Wallet services={servicesFromEnv()} />
}
