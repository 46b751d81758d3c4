/**
 * The dev inbox: every e-mail the secure site would send (one-time codes,
 * device-approval links) lands here, readable on /inbox and by tests.
 */
export type InboxMessage =
  | { kind: 'otp'; to: string; otp: string; at: number }
  | { kind: 'device'; to: string; link: string; at: number }

export class Inbox {
  readonly #messages: InboxMessage[] = []

  deliver(message: InboxMessage): void {
    this.#messages.push(message)
  }

  /** Messages to `email`, oldest first. */
  messagesFor(email: string): InboxMessage[] {
    const to = email.toLowerCase()
    return this.#messages.filter((message) => message.to === to)
  }

  otpsFor(email: string): string[] {
    return this.messagesFor(email).flatMap((message) => (message.kind === 'otp' ? [message.otp] : []))
  }
}
