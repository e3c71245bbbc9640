import type { RestrictedBridgeMethod } from '@strongroom/protocol'

/** A permission as the Safe Apps SDK reads it (`wallet_getPermissions`): which method, granted to which app, when. */
export interface SafeAppPermission {
  parentCapability: RestrictedBridgeMethod
  /** The app's origin. */
  invoker: string
  /** Epoch milliseconds of the grant. */
  date: number
}
