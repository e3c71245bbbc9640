import { InvalidInputError } from '@strongroom/protocol'

/** One CSV record and the 1-based line it starts on. */
export interface CsvRecord {
  line: number
  fields: string[]
}

/** A quote that is never closed; reported with the line the quoted field starts on. */
export class CsvSyntaxError extends InvalidInputError {
  override name = 'CsvSyntaxError'
  constructor(readonly line: number) {
    super(`Line ${line}: a quoted field is never closed.`, { details: { line } })
  }
}

/**
 * Splits RFC 4180 CSV text into records: comma-separated fields, double quotes around fields that hold commas, quotes
 * ("" inside) or line breaks, CRLF or LF line ends. Blank lines are skipped; a leading byte-order mark is ignored.
 * @throws {CsvSyntaxError} for an unterminated quoted field.
 */
export function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = []
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let quoteLine = 1
  const endRecord = () => {
    fields.push(field)
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields })
    fields = []
    field = ''
  }
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') {
        quoted = false
      } else {
        if (char === '\n') line++
        field += char
      }
    } else if (char === '"' && field === '') {
      quoted = true
      quoteLine = line
    } else if (char === ',') {
      fields.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else {
      field += char
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine)
  endRecord()
  return records
}
