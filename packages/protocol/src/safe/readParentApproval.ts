import { type Address, getAddress, type Hash, type Hex, toFunctionSelector } from 'viem'

const APPROVE_HASH = toFunctionSelector('approveHash(bytes32)')
// selector (4 bytes) + one bytes32 word, as 0x-prefixed hex
const CALL_LENGTH = 2 + 2 * (4 + 32)

/**
 * Which transaction of which Safe a parent Safe's SafeTx confirms, when it is exactly the call
 * {@link parentApprovalCall} builds: a CALL without value to `to` whose data is `approveHash(bytes32)` and nothing
 * else. A DELEGATECALL, a value, extra bytes or another function are not a parent's approval.
 * @returns the child Safe (checksummed) and the approved hash (lower-case), or undefined.
 */
export function readParentApproval(tx: {
  to: Address
  value: bigint
  data: Hex
  operation: number
}): { child: Address; safeTxHash: Hash } | undefined {
  if (tx.operation !== 0 || tx.value !== 0n) return undefined
  const data = tx.data.toLowerCase()
  if (data.length !== CALL_LENGTH || !data.startsWith(APPROVE_HASH) || !/^0x[0-9a-f]*$/.test(data)) return undefined
  return { child: getAddress(tx.to), safeTxHash: `0x${data.slice(10)}` }
}
