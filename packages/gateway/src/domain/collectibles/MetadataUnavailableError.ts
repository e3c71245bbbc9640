import { StrongroomError } from '@strongroom/protocol'

/** Why a collectible's metadata could not be had; stored with the cache row, never shown as an HTTP error. */
export type MetadataFailure =
  | 'no-token-uri'
  | 'unsupported-uri'
  | 'blocked-address'
  | 'http-status'
  | 'timeout'
  | 'too-large'
  | 'network'
  | 'invalid-json'

/** A tokenURI that yields no usable metadata document. The collectible is then listed without metadata. */
export class MetadataUnavailableError extends StrongroomError {
  override name = 'MetadataUnavailableError'
  readonly reason: MetadataFailure

  constructor(
    reason: MetadataFailure,
    message: string,
    options: { cause?: unknown; details?: Record<string, unknown> } = {},
  ) {
    super(message, { ...options, details: { reason, ...options.details } })
    this.reason = reason
  }
}
