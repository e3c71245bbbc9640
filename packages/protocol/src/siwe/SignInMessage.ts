import type { SiweMessage } from 'viem/siwe'

/**
 * A parsed EIP-4361 message whose required fields are all present: viem's `SiweMessage` with `issuedAt` required
 * (EIP-4361 makes it mandatory; viem's type leaves it optional because its builder defaults it).
 */
export type SignInMessage = SiweMessage & { issuedAt: Date }
