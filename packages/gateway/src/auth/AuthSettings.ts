import { parseSignInOrigin } from '@strongroom/protocol'
import { z } from 'zod'

const originSchema = z.string().transform((value, context) => {
  try {
    return parseSignInOrigin(value)
  } catch (error) {
    context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : 'is not a web origin' })
    return z.NEVER
  }
})

/**
 * Sign-in settings, meant to sit in the gateway config file as `auth` (every field but `allowedOrigins` has a default).
 *
 * `allowedOrigins` is an explicit list, not the request's Host or Origin: the web app is usually served from another
 * origin than the gateway (the SIWE domain is the page the user signs on), and a value taken from the request would
 * let whoever relays a signature choose what it is checked against.
 */
export const authSettingsSchema = z.object({
  /** Web app origins users sign in from (`https://wallet.example.org`, `http://localhost:5173`). */
  allowedOrigins: z.array(originSchema).min(1, 'must list at least one web origin users sign in from'),
  /** How long a nonce from `GET /v1/auth/nonce` can be used. */
  nonceTtlSeconds: z.number().int().min(10).max(86_400).default(600),
  /** Session lifetime for an account that signed with its own key (CGW's default is 24 h). */
  sessionTtlSeconds: z
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(86_400),
  /**
   * Session lifetime for a contract account (EIP-1271 / EIP-6492). Shorter: `isValidSignature` is not pure, so a
   * removed owner keeps a session at most this long.
   */
  contractSessionTtlSeconds: z
    .number()
    .int()
    .min(60)
    .max(30 * 86_400)
    .default(3_600),
  /** Tolerated clock difference between wallet and gateway for `Issued At` and `Not Before`. */
  clockSkewSeconds: z.number().int().min(0).max(600).default(60),
  /** Oldest `Issued At` accepted, whether or not the message expires. */
  maxMessageAgeSeconds: z.number().int().min(10).max(86_400).default(600),
})

/** Parsed sign-in settings; produce them with `authSettingsSchema.parse`. */
export type AuthSettings = z.output<typeof authSettingsSchema>
