import { z } from 'zod'

/**
 * Bounds of the import from a Safe Transaction Service (docs/transaction-service-import.md): the gateway fetches a URL
 * a signed-in owner chose, so only https to public addresses, with a deadline and a size cap per page and a cap on
 * the items read.
 */
export const transactionServiceImportSettingsSchema = z.object({
  /**
   * Also accept a service on this machine: `http(s)://127.0.0.1…`, `[::1]` or `localhost` (a self-hosted service
   * beside the gateway; tests). Other private and link-local addresses are never fetched.
   */
  allowLoopback: z.boolean().default(false),
  /** Deadline of one page request. */
  pageTimeoutMs: z.number().int().min(100).default(15_000),
  /** Largest page body accepted (the service's 100 items of typed-data messages fit well). */
  maxPageBytes: z
    .number()
    .int()
    .min(1024)
    .default(4 * 1024 * 1024),
  /** Most items read per list (pending transactions, messages); past it the import says what it left out. */
  maxItems: z.number().int().min(1).default(1_000),
})

export type TransactionServiceImportSettings = z.output<typeof transactionServiceImportSettingsSchema>
