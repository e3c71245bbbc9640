import { AddressBookCsvError, type CsvProblem } from './AddressBookCsvError'
import { type AddressBookEntry, addressBookKey } from './AddressBookEntry'
import { CsvSyntaxError, csvRecords } from './csvRecords'
import { parseAddressBookEntry } from './parseAddressBookEntry'

/** The header of the CSV format, as Safe{Wallet} writes it. */
export const ADDRESS_BOOK_CSV_HEADER = ['address', 'name', 'chainId'] as const

/** Most entries one file may import; a bound on what a mistaken file can do to the book. */
export const MAX_CSV_ENTRIES = 1_000

/**
 * Reads an address book CSV file (`address,name,chainId` header, one entry per line). Every line is checked before
 * anything is returned, so a caller applies the whole file or nothing.
 * @throws {AddressBookCsvError} listing each bad line: its number and what is wrong with it.
 */
export function parseAddressBookCsv(text: string): AddressBookEntry[] {
  let records: ReturnType<typeof csvRecords>
  try {
    records = csvRecords(text)
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new AddressBookCsvError([{ line: error.line, message: error.message }])
    throw error
  }
  const [header, ...rows] = records
  if (!header) throw new AddressBookCsvError([{ line: 1, message: 'Line 1: the file is empty.' }])
  const names = header.fields.map((field) => field.trim())
  if (
    names.length !== 3 ||
    ADDRESS_BOOK_CSV_HEADER.some((name, index) => names[index]?.toLowerCase() !== name.toLowerCase())
  ) {
    throw new AddressBookCsvError([
      { line: header.line, message: `Line ${header.line}: the header must be ${ADDRESS_BOOK_CSV_HEADER.join(',')}.` },
    ])
  }
  if (rows.length === 0) {
    throw new AddressBookCsvError([{ line: header.line, message: 'The file has a header but no entries.' }])
  }
  if (rows.length > MAX_CSV_ENTRIES) {
    throw new AddressBookCsvError([
      { line: rows[MAX_CSV_ENTRIES]!.line, message: `The file has more than ${MAX_CSV_ENTRIES} entries.` },
    ])
  }

  const problems: CsvProblem[] = []
  const entries: AddressBookEntry[] = []
  const firstLineOf = new Map<string, number>()
  for (const { line, fields } of rows) {
    if (fields.length !== 3) {
      problems.push({
        line,
        message: `Line ${line}: expected 3 fields (address,name,chainId), found ${fields.length}.`,
      })
      continue
    }
    const [address, name, chainId] = fields as [string, string, string]
    let entry: AddressBookEntry
    try {
      entry = parseAddressBookEntry({ address, name, chainId: chainId.trim() })
    } catch (error) {
      problems.push({ line, message: `Line ${line}: ${(error as Error).message}` })
      continue
    }
    const key = addressBookKey(entry.chainId, entry.address)
    const earlier = firstLineOf.get(key)
    if (earlier !== undefined) {
      problems.push({ line, message: `Line ${line}: the same address and chain as line ${earlier}.` })
      continue
    }
    firstLineOf.set(key, line)
    entries.push(entry)
  }
  if (problems.length > 0) throw new AddressBookCsvError(problems)
  return entries
}
