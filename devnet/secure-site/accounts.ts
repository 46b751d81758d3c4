/**
 * Users, their keys, approved devices and sessions of the devnet secure site
 * (in memory). A user is found by identity: an e-mail, 'social:<provider>'
 * or 'farcaster:<name>'. The key pair stays here; the app sees addresses only.
 */
import { randomBytes } from 'node:crypto'
import type { WalletUser } from '../../kernel/frame/messages'
import { HttpError } from './http-util'
import { deriveUserKeys, type UserKeys } from './keys'

export interface User {
  identity: string
  email: string | null
  userName?: string
  keys: UserKeys
  /** The user's SimpleAccount (the same on every devnet chain), once INIT_SMART_ACCOUNT computed it. */
  smartAccount?: string
}

export interface Session {
  token: string
  identity: string
  chainId: number | string
  /** SPEC §6 preferred account type (SET_PREFERRED_ACCOUNT); the EOA until the user picks the smart account. */
  preferred?: 'eoa' | 'smartAccount'
}

export class Accounts {
  readonly #users = new Map<string, User>()
  /** Current e-mail -> identity (an e-mail update keeps the keys). */
  readonly #byEmail = new Map<string, string>()
  readonly #sessions = new Map<string, Session>()
  readonly #devices = new Set<string>()

  constructor(
    private readonly defaultChainId: number | string,
    /** Called once per new user (the devnet funds the account). */
    private readonly onCreated: (user: User) => Promise<void>,
  ) {}

  /** A social or Farcaster user by identity (its e-mail, if any, also signs in by e-mail while free). */
  async findOrCreate(identity: string, profile: { email: string | null; userName?: string }): Promise<User> {
    return this.#users.get(identity) ?? this.#create(identity, profile)
  }

  /**
   * The user whose CURRENT e-mail this is, or a new one. An address a user
   * moved away from is free again; a new user of it gets a fresh identity
   * (so fresh keys), never the old account.
   */
  async findOrCreateByEmail(email: string): Promise<User> {
    const existing = this.userByEmail(email)
    if (existing) return existing
    let identity = email
    for (let n = 2; this.#users.has(identity); n++) identity = `${email}#${n}`
    return this.#create(identity, { email })
  }

  userByEmail(email: string): User | undefined {
    const identity = this.#byEmail.get(email)
    return identity === undefined ? undefined : this.#users.get(identity)
  }

  /** Moves the user, and the devices approved for it, to a free address (409 when taken). */
  changeEmail(user: User, newEmail: string): void {
    if (this.#byEmail.has(newEmail)) throw new HttpError(409, 'This email is already in use')
    const oldEmail = user.email
    if (oldEmail) {
      this.#byEmail.delete(oldEmail)
      for (const device of [...this.#devices]) {
        if (!device.startsWith(`${oldEmail}|`)) continue
        this.#devices.delete(device)
        this.#devices.add(`${newEmail}|${device.slice(oldEmail.length + 1)}`)
      }
    }
    user.email = newEmail
    this.#byEmail.set(newEmail, user.identity)
  }

  async #create(identity: string, profile: { email: string | null; userName?: string }): Promise<User> {
    const user: User = { identity, ...profile, keys: deriveUserKeys(identity) }
    this.#users.set(identity, user)
    if (user.email && !this.#byEmail.has(user.email)) this.#byEmail.set(user.email, identity)
    await this.onCreated(user)
    return user
  }

  approveDevice(email: string, deviceId: string): void {
    this.#devices.add(`${email}|${deviceId}`)
  }

  isDeviceApproved(email: string, deviceId: string): boolean {
    return this.#devices.has(`${email}|${deviceId}`)
  }

  startSession(user: User): Session {
    const session = { token: randomBytes(32).toString('hex'), identity: user.identity, chainId: this.defaultChainId }
    this.#sessions.set(session.token, session)
    return session
  }

  /** The session of a token, or 401. */
  session(token: unknown): Session {
    const session = typeof token === 'string' ? this.#sessions.get(token) : undefined
    if (!session) throw new HttpError(401, 'Not signed in')
    return session
  }

  peekSession(token: unknown): Session | undefined {
    return typeof token === 'string' ? this.#sessions.get(token) : undefined
  }

  endSession(token: unknown): void {
    if (typeof token === 'string') this.#sessions.delete(token)
  }

  userOf(session: Session): User {
    const user = this.#users.get(session.identity)
    if (!user) throw new HttpError(401, 'Not signed in')
    return user
  }

  /** SPEC §3 wallet user for the session's chain (a Solana chain shows the Solana address). */
  walletUser(session: Session): WalletUser {
    const user = this.userOf(session)
    const solana = typeof session.chainId === 'string' && session.chainId.startsWith('solana')
    const smart = !solana && session.preferred === 'smartAccount' ? user.smartAccount : undefined
    const eoa = solana ? user.keys.solana.address : user.keys.evm.address
    const address = smart ?? eoa
    return {
      email: user.email,
      address,
      chainId: session.chainId,
      accounts: smart ? [{ address: smart, type: 'smartAccount' }, { address: eoa, type: 'eoa' }] : [{ address, type: 'eoa' }],
      ...(user.userName ? { userName: user.userName } : {}),
      preferredAccountType: smart ? 'smartAccount' : 'eoa',
      ...(smart ? {} : { smartAccountDeployed: false }),
    }
  }
}
