/**
 * Confirmations in words: "1 of 3 signed" while more are needed, "2 of 2 signed" when there are just enough, and
 * "3 signed, 2 needed" when there are more than needed (the threshold was lowered after they were given), never
 * "3 of 2".
 */
export function describeConfirmations(submitted: number, required: number): string {
  return submitted > required ? `${submitted} signed, ${required} needed` : `${submitted} of ${required} signed`
}
