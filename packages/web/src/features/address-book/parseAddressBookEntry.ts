import { InvalidInputError } from '@strongroom/protocol'
import { type AddressBookEntry, addressBookEntrySchema } from './AddressBookEntry'

/** One problem with one field of an entry, such as `{ field: 'name', message: 'must not be empty' }`. */
export interface EntryIssue {
  field: string
  message: string
}

const FIELD_LABELS: Record<string, string> = { chainId: 'Chain id', address: 'Address', name: 'Name' }

/**
 * Validates an untrusted address book entry (form, CSV line, storage, gateway answer).
 * @throws {InvalidInputError} whose message names the first offending field and whose `details.issues` lists all.
 */
export function parseAddressBookEntry(input: unknown): AddressBookEntry {
  const result = addressBookEntrySchema.safeParse(input)
  if (result.success) return result.data
  const issues: EntryIssue[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'entry',
    message: issue.code === 'invalid_type' ? 'is missing or not the right type' : issue.message,
  }))
  const first = issues[0]!
  throw new InvalidInputError(`${FIELD_LABELS[first.field] ?? first.field} ${first.message}.`, {
    cause: result.error,
    details: { issues },
  })
}
