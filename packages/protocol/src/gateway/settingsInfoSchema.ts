import { z } from 'zod'
import { addressInfoSchema } from './addressInfoSchema'

/**
 * What a SettingsChange does. An implementation change is sent as `CHANGE_MASTER_COPY`, as the NestJS gateway does to
 * this day; the SDK enum names it `CHANGE_IMPLEMENTATION` (the legacy Rust gateway), so readers accept both
 * (docs/gateway-api.md §5.2).
 */
export const settingsInfoSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SET_FALLBACK_HANDLER'), handler: addressInfoSchema }),
  z.object({ type: z.literal('ADD_OWNER'), owner: addressInfoSchema, threshold: z.number().int() }),
  z.object({ type: z.literal('REMOVE_OWNER'), owner: addressInfoSchema, threshold: z.number().int() }),
  z.object({ type: z.literal('SWAP_OWNER'), oldOwner: addressInfoSchema, newOwner: addressInfoSchema }),
  z.object({ type: z.literal('CHANGE_THRESHOLD'), threshold: z.number().int() }),
  z.object({ type: z.literal('CHANGE_MASTER_COPY'), implementation: addressInfoSchema }),
  z.object({ type: z.literal('CHANGE_IMPLEMENTATION'), implementation: addressInfoSchema }),
  z.object({ type: z.literal('ENABLE_MODULE'), module: addressInfoSchema }),
  z.object({ type: z.literal('DISABLE_MODULE'), module: addressInfoSchema }),
  z.object({ type: z.literal('SET_GUARD'), guard: addressInfoSchema }),
  z.object({ type: z.literal('DELETE_GUARD') }),
])

export type SettingsInfo = z.infer<typeof settingsInfoSchema>
