import { z } from 'zod'
import { pageSchema } from './pageSchema'
import { safeMessageItemSchema } from './safeMessageSchema'
import { dateLabelItemSchema } from './transactionListItemSchema'

/** One entry of a messages page: a DATE_LABEL (UTC midnight, epoch ms) or a message (docs/gateway-api.md §4.17). */
export const safeMessageListItemSchema = z.discriminatedUnion('type', [dateLabelItemSchema, safeMessageItemSchema])

/** `GET /v1/chains/{chainId}/safes/{safe}/messages`: `count` is the number of messages, not of items. */
export const safeMessagePageSchema = pageSchema(safeMessageListItemSchema)

export type SafeMessageListItem = z.infer<typeof safeMessageListItemSchema>
export type SafeMessagePage = z.infer<typeof safeMessagePageSchema>
