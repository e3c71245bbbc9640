import { encodeSettingsChange, type SafeSettingsState, type SettingsChange, safeL2Abi } from '@strongroom/protocol'
import { type Address, getAddress, keccak256, parseEther, sliceHex, toHex, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDemoGuard } from './demo/deployDemoGuard'
import type { Devnet } from './devnet/Devnet'
import { startDevnet } from './devnet/startDevnet'
import { createSafe } from './safe/createSafe'
import { execSafeTransaction } from './safe/execSafeTransaction'

// protocol's settings-change encoder against the real Safe 1.4.1 contracts: the predecessors it takes from the
// chain's list order must be the ones the contract checks (GS205, GS103), and the demo guard must be accepted (GS300).

const GUARD_SLOT = keccak256(toHex('guard_manager.guard.address'))
const SENTINEL = '0x0000000000000000000000000000000000000001'

describe('settings changes on chain', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet({ demo: false })
  })
  afterAll(() => devnet?.stop())

  async function stateOf(safe: Address): Promise<SafeSettingsState> {
    const read = { address: safe, abi: safeL2Abi } as const
    const [owners, threshold, [modules]] = await Promise.all([
      devnet.publicClient.readContract({ ...read, functionName: 'getOwners' }),
      devnet.publicClient.readContract({ ...read, functionName: 'getThreshold' }),
      devnet.publicClient.readContract({ ...read, functionName: 'getModulesPaginated', args: [SENTINEL, 10n] }),
    ])
    return { safe, owners, threshold: Number(threshold), modules }
  }

  async function apply(safe: Address, change: SettingsChange): Promise<SafeSettingsState> {
    const data = encodeSettingsChange(change, await stateOf(safe))
    await execSafeTransaction(devnet, { safe, signers: [0], tx: { to: safe, data } })
    return stateOf(safe)
  }

  it('adds, swaps and removes owners in the middle and at the head of the list, and changes the threshold', async () => {
    const [a, b, c, d, e] = devnet.accounts.slice(0, 5).map((account) => account.address) as Address[]
    const safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 1 })
    expect((await stateOf(safe)).owners).toEqual([a, b, c])
    expect((await apply(safe, { type: 'ADD_OWNER', owner: d!, threshold: 1 })).owners).toEqual([d, a, b, c])
    expect((await apply(safe, { type: 'SWAP_OWNER', oldOwner: b!, newOwner: e! })).owners).toEqual([d, a, e, c])
    expect((await apply(safe, { type: 'REMOVE_OWNER', owner: d!, threshold: 1 })).owners).toEqual([a, e, c])
    expect((await apply(safe, { type: 'REMOVE_OWNER', owner: c!, threshold: 1 })).owners).toEqual([a, e])
    expect((await apply(safe, { type: 'CHANGE_THRESHOLD', threshold: 1 }).catch((error) => error)).message).toBe(
      'The threshold is already 1.',
    )
  })

  it('enables and disables modules, sets the demo guard and removes it', async () => {
    const safe = await createSafe(devnet, { owners: [0], threshold: 1, fundWei: parseEther('1') })
    const [m1, m2] = devnet.accounts.slice(5, 7).map((account) => account.address) as Address[]
    await apply(safe, { type: 'ENABLE_MODULE', module: m1! })
    expect((await apply(safe, { type: 'ENABLE_MODULE', module: m2! })).modules).toEqual([m2, m1])
    expect((await apply(safe, { type: 'DISABLE_MODULE', module: m1! })).modules).toEqual([m2])

    const guard = await deployDemoGuard(devnet)
    expect(await deployDemoGuard(devnet)).toBe(guard)
    await apply(safe, { type: 'SET_GUARD', guard })
    const slot = async () => {
      const word = await devnet.publicClient.getStorageAt({ address: safe, slot: GUARD_SLOT })
      return getAddress(sliceHex(word ?? `0x${'00'.repeat(32)}`, 12))
    }
    expect(await slot()).toBe(guard)
    // The guard lets an ordinary transaction through, and its own removal.
    await execSafeTransaction(devnet, { safe, signers: [0], tx: { to: devnet.accounts[9]!.address, value: 1n } })
    await apply(safe, { type: 'DELETE_GUARD' })
    expect(await slot()).toBe(zeroAddress)
  })
})
