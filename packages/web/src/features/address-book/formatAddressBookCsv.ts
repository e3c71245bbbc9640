import type { AddressBookEntry } from './AddressBookEntry'
import { ADDRESS_BOOK_CSV_HEADER } from './parseAddressBookCsv'

// RFC 4180: a field holding a comma, a quote or a line break is quoted, with quotes doubled.
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** Writes entries as an `address,name,chainId` CSV file (CRLF line ends, as RFC 4180 says) that imports back as is. */
export function formatAddressBookCsv(entries: readonly AddressBookEntry[]): string {
  const lines = [
    ADDRESS_BOOK_CSV_HEADER.join(','),
    ...entries.map((entry) => [entry.address, csvField(entry.name), String(entry.chainId)].join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}
