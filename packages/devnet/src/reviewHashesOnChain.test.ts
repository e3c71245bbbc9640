import {
  getSafeDomainHash,
  getSafeTxFromDetails,
  getSafeTxHash,
  getSafeTxMessageHash,
  type SafeTx,
  safeL2Abi,
  type TransactionDetails,
  toSafeTxTuple,
  transactionDetailsSchema,
} from '@strongroom/protocol'
import { queuedTransactionDetails } from '@strongroom/protocol/testing'
import fc from 'fast-check'
import { type Address, bytesToHex, getAddress, parseEther, slice, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from './devnet/Devnet'
import { startDevnet } from './devnet/startDevnet'
import { createSafe } from './safe/createSafe'

// The review screen (web features/transactions) rebuilds a SafeTx from the gateway's TransactionDetails with
// getSafeTxFromDetails and shows getSafeDomainHash, getSafeTxMessageHash and getSafeTxHash of it. This property holds
// that chain against the Safe 1.4.1 contract itself, through the wire format (JSON, decimal strings), for random
// transactions. FC_RUNS (default 50) and FC_SEED reproduce or lengthen a run.
const RUNS = Number(process.env.FC_RUNS ?? 50)
const SEED = Number(process.env.FC_SEED ?? 20_261_125)

const address = fc.oneof(
  fc.constant<Address>(zeroAddress),
  fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(bytesToHex(bytes))),
)
const uint256 = fc.oneof(
  fc.constant(0n),
  fc.bigInt({ min: 0n, max: 2n ** 64n }),
  fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }),
)
const safeTx: fc.Arbitrary<SafeTx> = fc.record({
  to: address,
  value: uint256,
  data: fc.oneof(
    fc.constant<`0x${string}`>('0x'),
    fc.uint8Array({ maxLength: 400 }).map((bytes) => bytesToHex(bytes)),
  ),
  operation: fc.constantFrom<0 | 1>(0, 1),
  safeTxGas: uint256,
  baseGas: uint256,
  gasPrice: uint256,
  gasToken: address,
  refundReceiver: address,
  // The wire carries the nonce as a JSON number (docs/gateway-api.md §5.4).
  nonce: fc.bigInt({ min: 0n, max: BigInt(Number.MAX_SAFE_INTEGER) }),
})

/** `tx` as the gateway sends it in TransactionDetails, through JSON and the wire schema. */
function overTheWire(chainId: number, safe: Address, tx: SafeTx): TransactionDetails {
  const details = queuedTransactionDetails({ chainId, safe, tx, submittedAt: 0 })
  return transactionDetailsSchema.parse(JSON.parse(JSON.stringify(details)))
}

describe('the hashes the review shows, against the Safe contract', () => {
  let devnet: Devnet
  let safe: Address

  beforeAll(async () => {
    devnet = await startDevnet({ demo: false })
    safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
  })

  afterAll(async () => {
    await devnet?.stop()
  })

  it('domain hash, message hash and safeTxHash of random transactions equal the contract’s', async () => {
    const domainSeparator = await devnet.publicClient.readContract({
      address: safe,
      abi: safeL2Abi,
      functionName: 'domainSeparator',
    })
    await fc.assert(
      fc.asyncProperty(safeTx, async (tx) => {
        const args = toSafeTxTuple(tx)
        const [onChainHash, encoded] = await Promise.all([
          devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName: 'getTransactionHash', args }),
          devnet.publicClient.readContract({
            address: safe,
            abi: safeL2Abi,
            functionName: 'encodeTransactionData',
            args,
          }),
        ])
        // What the review does with the gateway's answer.
        const reviewed = getSafeTxFromDetails(overTheWire(devnet.chainId, safe, tx))
        const params = { chainId: devnet.chainId, safeAddress: safe, tx: reviewed }
        expect(getSafeDomainHash(params)).toBe(domainSeparator)
        // encodeTransactionData = 0x19 0x01 ‖ domainSeparator ‖ hashStruct(SafeTx)
        expect(getSafeTxMessageHash(reviewed)).toBe(slice(encoded, 34, 66))
        expect(getSafeTxHash(params)).toBe(onChainHash)
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    )
  })
})
