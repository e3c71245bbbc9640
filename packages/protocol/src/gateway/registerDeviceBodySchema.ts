import { z } from 'zod'
import { addressStringSchema } from './addressStringSchema'

/** Platforms that receive push notifications. */
export const deviceTypeSchema = z.enum(['ANDROID', 'IOS', 'WEB'])

/** A 65-byte ECDSA signature (`r ‖ s ‖ v`). */
const ecdsaSignatureSchema = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature')

/** The Safes of one chain a device subscribes to, with owner signatures of the registration hash (docs/gateway-api.md §4.19). */
export const safeRegistrationSchema = z.object({
  chainId: z.string().regex(/^[1-9]\d{0,77}$/, 'must be a decimal chain id'),
  safes: z.array(addressStringSchema).min(1).max(100),
  signatures: z.array(ecdsaSignatureSchema).min(1, 'must hold at least one owner signature').max(20),
})

/**
 * Body of `POST /v1/register/notifications` (SDK `RegisterNotificationsRequest`, transaction service
 * `FirebaseDeviceSerializer`). `cloudMessagingToken` is the push address of the device: an FCM/APNs token, or for
 * `WEB` a Web Push subscription (its JSON), which is longer than the 200 characters the transaction service allows.
 */
export const registerDeviceBodySchema = z.object({
  uuid: z.uuid().nullish(),
  cloudMessagingToken: z.string().min(1).max(4096),
  buildNumber: z.string().regex(/^\d{1,18}$/, 'must be a non-negative integer string'),
  bundle: z.string().min(1).max(100),
  deviceType: deviceTypeSchema,
  version: z
    .string()
    .max(100)
    .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/, 'must be a semantic version'),
  /** Epoch seconds, part of the signed hash; must be within 5 minutes of the server's clock. */
  timestamp: z.string().regex(/^\d{1,12}$/, 'must be epoch seconds'),
  safeRegistrations: z.array(safeRegistrationSchema).min(1).max(20),
})

export type DeviceType = z.infer<typeof deviceTypeSchema>
export type SafeRegistration = z.infer<typeof safeRegistrationSchema>
export type RegisterDeviceBody = z.infer<typeof registerDeviceBodySchema>
