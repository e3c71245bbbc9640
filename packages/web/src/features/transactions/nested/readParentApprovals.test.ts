import { createSafeTx, encodeExecTransaction, getSafeTxHash, parentApprovalCall } from '@strongroom/protocol'
import { type Address, createPublicClient, custom, getAddress, type Hash, isAddressEqual } from 'viem'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queuedTransactionFixture, queuePageFixture } from '../../../testing/gatewayFixtures'
import { mockGateway } from '../../../testing/mockGateway'
import { safeTxScene } from '../testing/safeTxScene'
import { readParentApprovals } from './readParentApprovals'

const scene = safeTxScene()
// The scene's 2-of-3 Safe (Alice, Bob, Carol) is the parent; the nested Safe is owned by it and by Carol.
const parent = scene.safe
const child = getAddress('0x5FbDB2315678afecb367f032d93F642f64180aa3')
const notASafe = getAddress('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512')
// The nested Safe's transaction the parent approves or executes.
const CHILD_TX = createSafeTx({ to: getAddress('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'), value: 1n, nonce: 5n })
const HASH: Hash = getSafeTxHash({ chainId: scene.chainId, safeAddress: child, tx: CHILD_TX })
const OTHER_HASH: Hash = `0x${'cd'.repeat(32)}`
const listPath = (safe: Address) => `/v1/chains/${scene.chainId}/safes/${safe}/multisig-transactions/?to=${child}`

/** The scene's node, which also says the parent and `notASafe` hold code and nothing else does. */
function node() {
  const { client } = scene.chain()
  return createPublicClient({
    transport: custom({
      request: async ({ method, params }: { method: string; params?: unknown }) => {
        if (method !== 'eth_getCode') return client.request({ method, params } as never)
        const [address] = params as [Address]
        return [parent, notASafe].some((contract) => isAddressEqual(contract, address)) ? '0x6080' : '0x'
      },
    }),
  })
}

/** The parent's transaction at `nonce` approving `hash` on the nested Safe, as the gateway lists and details it. */
async function approval(
  nonce: bigint,
  hash: Hash,
  { confirmedBy = [scene.alice, scene.bob], confirmations = [] }: Parameters<typeof scene.details>[1] = {},
) {
  const tx = createSafeTx({ ...parentApprovalCall({ child, safeTxHash: hash }), nonce })
  const details = await scene.details(tx, { confirmedBy, confirmations })
  return { details, summary: queuedTransactionFixture(Number(nonce), null, { id: details.txId }) }
}

const read = () =>
  readParentApprovals(node(), {
    gatewayUrl: 'http://gw.test',
    chainId: scene.chainId,
    child,
    safeTxHash: HASH,
    nonce: 5n,
    owners: [parent, scene.carol.address, notASafe],
  })

afterEach(() => vi.unstubAllGlobals())

describe('readParentApprovals', () => {
  it('names the parent owners whose signatures verify on its approval or execution of this transaction, nothing else', async () => {
    const mine = await approval(3n, HASH)
    const another = await approval(4n, OTHER_HASH)
    const execution = await scene.details(
      createSafeTx({ to: child, data: encodeExecTransaction({ tx: CHILD_TX, signatures: '0x' }), nonce: 6n }),
      { confirmedBy: [scene.carol] },
    )
    const executionSummary = queuedTransactionFixture(6, null, { id: execution.txId })
    mockGateway([
      [listPath(parent), queuePageFixture([executionSummary, another.summary, mine.summary])],
      [scene.detailsPath(execution.txId), execution],
      [scene.detailsPath(mine.details.txId), mine.details],
      [scene.detailsPath(another.details.txId), another.details],
      // `notASafe` holds code but the gateway knows no Safe there: it answers 404 and is left out.
    ])
    expect(await read()).toEqual([
      {
        parent,
        approvals: [
          {
            kind: 'execution',
            txId: execution.txId,
            nonce: 6n,
            state: 'pending',
            signers: [scene.carol.address],
            threshold: 2,
          },
          {
            kind: 'approval',
            txId: mine.details.txId,
            nonce: 3n,
            state: 'pending',
            signers: [scene.alice.address, scene.bob.address],
            threshold: 2,
          },
        ],
      },
    ])
  })

  it('leaves out an approval whose listed confirmation does not verify, and says when none is proposed', async () => {
    // Mallory's signature is listed as a confirmation: it recovers to no owner of the parent.
    const mallorys = await scene.confirmation(scene.mallory, createSafeTx({ to: child, nonce: 3n }))
    const forged = await approval(3n, HASH, { confirmedBy: [scene.alice], confirmations: [mallorys] })
    mockGateway([
      [listPath(parent), queuePageFixture([forged.summary])],
      [scene.detailsPath(forged.details.txId), forged.details],
    ])
    expect(await read()).toEqual([{ parent, approvals: [] }])
  })
})
