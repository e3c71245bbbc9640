import {
  addressBookEntryInputSchema,
  addressBookEntrySchema,
  addressBookNameSchema,
  chainIdSchema,
} from '@strongroom/protocol'
import { z } from 'zod'
import { requireSession, type SessionDeps } from '../auth/requireSession'
import { deleteAddressBookEntry } from '../domain/address-book/deleteAddressBookEntry'
import { listAddressBook } from '../domain/address-book/listAddressBook'
import { saveAddressBookEntry } from '../domain/address-book/saveAddressBookEntry'
import { emptyOk } from './emptyOk'
import { errorResponses } from './errorResponses'
import { addressParamSchema } from './schemas/addressParamSchema'
import type { ZodFastify } from './ZodFastify'

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
