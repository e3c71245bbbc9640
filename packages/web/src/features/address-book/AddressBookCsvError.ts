import { InvalidInputError } from '@strongroom/protocol'

/** One rejected line of an address book CSV file. */
export interface CsvProblem {
  /** 1-based line number in the file. */
  line: number
  message: string
}

/** An address book CSV file could not be imported; `problems` names every bad line. Nothing was imported. */
export class AddressBookCsvError extends InvalidInputError {
  override name = 'AddressBookCsvError'

  constructor(readonly problems: readonly CsvProblem[]) {
    super(
      problems.length === 1
        ? `The file was not imported: ${problems[0]!.message}`
        : `The file was not imported: ${problems.length} lines have problems.`,
      { details: { problems } },
    )
  }
}
