/** The toast after an execution: a mined execution whose call failed still used its nonce, and says so. */
export function describeExecution(nonce: bigint | number | string, outcome: 'success' | 'failed'): string {
  return outcome === 'success'
    ? `Transaction #${nonce} executed.`
    : `Transaction #${nonce} was mined, but its call failed (the nonce is used).`
}
