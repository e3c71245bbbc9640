/** Structured, machine-readable facts about an error (offending values, positions, names). Never shown as prose. */
export type ErrorDetails = Readonly<Record<string, unknown>>

/** Options shared by every Strongroom error. */
export type StrongroomErrorOptions = {
  /** The lower-level error this one explains (kept for logs, never shown to users). */
  cause?: unknown
  /** Facts a caller can act on without parsing the message. */
  details?: ErrorDetails
}

/**
 * Base of every error the project throws on purpose. The message is one short sentence that can be shown to a user;
 * the cause and details carry the rest. Catch with `instanceof StrongroomError` (or a family) and branch on the class,
 * never on the message text.
 */
export class StrongroomError extends Error {
  override name = 'StrongroomError'
  /** Structured facts about the failure; an empty object when there are none. */
  readonly details: ErrorDetails

  constructor(message: string, options: StrongroomErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.details = options.details ?? {}
  }
}
