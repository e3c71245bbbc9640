import { z } from 'zod'
import { emptyOk } from '../../routes/emptyOk'
import { errorResponses } from '../../routes/errorResponses'
import { addressParamSchema } from '../../routes/schemas/addressParamSchema'
import type { ZodFastify } from '../../routes/ZodFastify'
import { chainIdSchema } from '../chainIdSchema'
import { requireSession, type SessionDeps } from '../requireSession'
import { addressBookEntryInputSchema, addressBookNameSchema } from './addressBookEntryInputSchema'
import { addressBookEntrySchema } from './addressBookEntrySchema'
import { deleteAddressBookEntry } from './deleteAddressBookEntry'
import { listAddressBook } from './listAddressBook'
import { saveAddressBookEntry } from './saveAddressBookEntry'

const entryParamsSchema = z.object({ chainId: chainIdSchema, address: addressParamSchema })

/**
 * The signed-in account's address book (our extension; CGW keeps address books per "space"): list, add or rename
 * (POST with the whole entry, or PUT of the name at the entry's URL; both upsert), delete.
 */
export function addressBookRoutes(app: ZodFastify, deps: SessionDeps): void {
  app.get(
    '/v1/address-book',
    {
      schema: {
        tags: ['address-book'],
        querystring: z.object({ chainId: chainIdSchema.optional() }),
        response: { 200: z.array(addressBookEntrySchema), ...errorResponses },
      },
    },
    async (request) => {
      const { account } = await requireSession(request, deps)
      return listAddressBook(deps.db, { account, ...request.query })
    },
  )

  app.post(
    '/v1/address-book',
    {
      schema: {
        tags: ['address-book'],
        body: addressBookEntryInputSchema,
        response: { 200: addressBookEntrySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { account } = await requireSession(request, deps)
      return saveAddressBookEntry(deps.db, { account, entry: request.body, now: deps.clock() })
    },
  )

  app.put(
    '/v1/address-book/:chainId/:address',
    {
      schema: {
        tags: ['address-book'],
        params: entryParamsSchema,
        body: z.strictObject({ name: addressBookNameSchema }),
        response: { 200: addressBookEntrySchema, ...errorResponses },
      },
    },
    async (request) => {
      const { account } = await requireSession(request, deps)
      const entry = { ...request.params, name: request.body.name }
      return saveAddressBookEntry(deps.db, { account, entry, now: deps.clock() })
    },
  )

  app.delete(
    '/v1/address-book/:chainId/:address',
    { schema: { tags: ['address-book'], params: entryParamsSchema, response: errorResponses } },
    async (request, reply) => {
      const { account } = await requireSession(request, deps)
      await deleteAddressBookEntry(deps.db, { account, ...request.params })
      return emptyOk(reply)
    },
  )
}
