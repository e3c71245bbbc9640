/** `0x1234…abcd`: the first and last four hexadecimal characters, the parts people compare at a glance. */
export function shortenAddress(address: string): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? `${address.slice(0, 6)}…${address.slice(-4)}` : address
}
