import { z } from 'zod'

/**
 * A page of a Safe Transaction Service list (Django REST framework `LimitOffsetPagination`): the total `count`, the
 * neighbouring pages' URLs and the results. The results stay unparsed here, so that one malformed item is refused on
 * its own instead of failing the page.
 */
export const transactionServicePageSchema = z.object({
  count: z.number().int().nonnegative(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(z.unknown()),
})

export type TransactionServicePage = z.infer<typeof transactionServicePageSchema>
