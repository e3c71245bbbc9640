// Safe 1.4.1's revert codes (contracts/common error codes) that an execution can hit, in words.
const SAFE_ERRORS: Readonly<Record<string, string>> = {
  GS010: 'there was not enough gas to run the transaction',
  GS011: 'the Safe could not pay the gas refund in ether',
  GS012: 'the Safe could not pay the gas refund in the token',
  GS013: 'the transaction’s own call failed',
  GS020: 'the signatures are too short',
  GS021: 'a contract signature points inside the signatures',
  GS022: 'a contract signature is incomplete',
  GS023: 'a contract signature is incomplete',
  GS024: 'an owner contract did not accept its signature',
  GS025: 'an owner has not approved the transaction',
  GS026: 'a signature is not by an owner, or the signatures are out of order',
}

/**
 * A revert reason in words: Safe's `GSxxx` codes translated, any other reason string quoted as the contract wrote it
 * (a short ASCII text, capped, never a data dump).
 */
export function describeSafeRevert(reason: string | undefined): string {
  if (!reason) return 'the contract gave no reason'
  const code = /\bGS\d{3}\b/.exec(reason)?.[0]
  if (code && SAFE_ERRORS[code]) return SAFE_ERRORS[code]
  const printable = reason.replace(/[^\x20-\x7e]/g, '').trim()
  if (!printable) return 'the contract gave no reason'
  return `the contract said “${printable.length > 120 ? `${printable.slice(0, 117)}…` : printable}”`
}
