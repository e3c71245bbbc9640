import { type ChangeEvent, useRef, useState } from 'react'
import { Button } from '../../components/Button'
import { FormActions, FormMessage } from '../../components/FormField'
import { downloadTextFile } from '../../lib/downloadTextFile'
import type { AddressBook } from './AddressBookContext'
import { AddressBookCsvError, type CsvProblem } from './AddressBookCsvError'
import { formatAddressBookCsv } from './formatAddressBookCsv'
import { parseAddressBookCsv } from './parseAddressBookCsv'

/** Files larger than this are refused before reading: 1,000 entries fit in well under 100 KB. */
const MAX_FILE_BYTES = 512 * 1024

type Outcome =
  | { kind: 'imported'; count: number }
  | { kind: 'rejected'; message: string; problems: readonly CsvProblem[] }
  | { kind: 'failed'; message: string }

/**
 * CSV import and export of the address book (`address,name,chainId`, Safe{Wallet}'s format). An import is checked
 * line by line first; one bad line rejects the file and every bad line is listed.
 */
export function AddressBookCsvTransfer({ book }: { book: AddressBook }) {
  const input = useRef<HTMLInputElement>(null)
  const [outcome, setOutcome] = useState<Outcome>()
  const [busy, setBusy] = useState(false)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setOutcome(undefined)
    if (file.size > MAX_FILE_BYTES) {
      setOutcome({ kind: 'failed', message: `The file is larger than ${MAX_FILE_BYTES / 1024} KB.` })
      return
    }
    setBusy(true)
    try {
      const entries = parseAddressBookCsv(await file.text())
      await book.upsertMany(entries)
      setOutcome({ kind: 'imported', count: entries.length })
    } catch (error) {
      if (error instanceof AddressBookCsvError) {
        setOutcome({ kind: 'rejected', message: error.message, problems: error.problems })
      } else {
        setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : 'The import failed.' })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="address-book-csv">
      <FormActions>
        <Button type="button" onClick={() => input.current?.click()} disabled={busy}>
          Import CSV
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          hidden
          onChange={onFile}
          aria-label="CSV file to import"
          data-testid="address-book-import"
        />
        <Button
          type="button"
          disabled={book.entries.length === 0}
          onClick={() => downloadTextFile('address-book.csv', formatAddressBookCsv(book.entries))}
          data-testid="address-book-export"
        >
          Export CSV
        </Button>
      </FormActions>
      {outcome?.kind === 'imported' ? (
        <p role="status" data-testid="address-book-import-result">
          Imported {outcome.count} {outcome.count === 1 ? 'entry' : 'entries'}.
        </p>
      ) : null}
      {outcome?.kind === 'rejected' ? (
        <FormMessage tone="error" as="div" data-testid="address-book-import-result">
          <p>{outcome.message}</p>
          {outcome.problems.length > 1 ? (
            <ul aria-label="Problems">
              {outcome.problems.map((problem) => (
                <li key={problem.line}>{problem.message}</li>
              ))}
            </ul>
          ) : null}
        </FormMessage>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <FormMessage tone="error" data-testid="address-book-import-result">
          {outcome.message}
        </FormMessage>
      ) : null}
    </div>
  )
}
