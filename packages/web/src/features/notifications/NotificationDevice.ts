import type { Address } from 'viem'

/**
 * This browser as a notification device of the gateway on one chain: the uuid it registered under (the client owns
 * it) and the Safes it follows there. The gateway offers no way to read a registration back, so the browser keeps it.
 */
export interface NotificationDevice {
  uuid: string
  safes: readonly Address[]
}
