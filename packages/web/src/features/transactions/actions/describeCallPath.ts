/** Where in a transaction a finding sits, as the start of a sentence: the transaction itself, or an action of its batch. */
export function describeCallPath(path: readonly number[]): string {
  return path.length > 0 ? `Action ${path.map((index) => index + 1).join('.')} of this batch` : 'This transaction'
}
