import {
  canonicalAddresses,
  getSafeContractSet,
  planSafeUpdate,
  type SafeAddressSet,
  safeEventTopics,
  safeL2Abi,
} from '@strongroom/protocol'
import { type Address, getAddress, parseEther, slice } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Devnet } from './devnet/Devnet'
import { startDevnet } from './devnet/startDevnet'
import { createSafe } from './safe/createSafe'
import { execSafeTransaction } from './safe/execSafeTransaction'
import { readSafeSingleton } from './safe/readSafeSingleton'

// "Update Safe" for real (docs/safe-versions.md §4): protocol's plan, executed on 1.3.0 Safes of both address sets and
// both singletons, moves each to 1.4.1 on the same kind of singleton, with the 1.4.1 fallback handler.
const FALLBACK_HANDLER_SLOT = '0x6c9a6c4a39284e37ed1cf53d337577d14212a4870fb976a4366c693b939918d5'
const cases: [SafeAddressSet, 'L1' | 'L2'][] = [
  ['canonical', 'L1'],
  ['canonical', 'L2'],
  ['eip155', 'L1'],
  ['eip155', 'L2'],
]

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ demo: false })
})
afterAll(() => devnet?.stop())

const handlerOf = async (safe: Address) =>
  getAddress(slice((await devnet.publicClient.getStorageAt({ address: safe, slot: FALLBACK_HANDLER_SLOT }))!, 12))
const read = <const name extends 'VERSION' | 'nonce' | 'getOwners' | 'getThreshold'>(
  safe: Address,
  functionName: name,
) => devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName })

describe.each(cases)('Update Safe 1.3.0 (%s, %s) to 1.4.1', (addressSet, singleton) => {
  it('keeps the kind of singleton, owners, threshold and nonce, and sets the 1.4.1 fallback handler', async () => {
    const set = getSafeContractSet('1.3.0', addressSet)
    const safe = await createSafe(devnet, {
      owners: [0, 1, 2],
      threshold: 2,
      version: '1.3.0',
      addressSet,
      singleton,
      fundWei: parseEther('1'),
    })
    await execSafeTransaction(devnet, { safe, tx: { to: devnet.accounts[4]!.address, value: 1n }, signers: [0, 1] })
    const implementation = await readSafeSingleton(devnet, safe)
    expect(implementation).toBe(singleton === 'L1' ? set.safe : set.safeL2)
    expect(await handlerOf(safe)).toBe(set.compatibilityFallbackHandler)

    const plan = planSafeUpdate({
      version: await read(safe, 'VERSION'),
      implementation,
      implementationVersionState: 'OUTDATED',
      fallbackHandler: await handlerOf(safe),
    })
    if (plan.status !== 'update') throw new Error(`expected an update plan, got ${plan.status}`)
    const hash = await execSafeTransaction(devnet, { safe, tx: plan.call, signers: [1, 2] })

    const target = singleton === 'L1' ? canonicalAddresses.safe : canonicalAddresses.safeL2
    expect(plan.singleton).toBe(target)
    expect(await readSafeSingleton(devnet, safe)).toBe(target)
    expect(await read(safe, 'VERSION')).toBe('1.4.1')
    expect(await handlerOf(safe)).toBe(canonicalAddresses.compatibilityFallbackHandler)
    expect(await read(safe, 'nonce')).toBe(2n)
    expect(await read(safe, 'getThreshold')).toBe(2n)
    expect(await read(safe, 'getOwners')).toEqual(devnet.accounts.slice(0, 3).map(({ address }) => address))
    const logs = (await devnet.publicClient.getTransactionReceipt({ hash })).logs
    const changed = logs.find((log) => log.topics[0] === safeEventTopics.ChangedMasterCopy)
    expect(changed?.address).toBe(safe.toLowerCase())
    // After the update the Safe executes as a 1.4.1 Safe.
    await execSafeTransaction(devnet, { safe, tx: { to: devnet.accounts[4]!.address, value: 1n }, signers: [0, 2] })
    expect(await read(safe, 'nonce')).toBe(3n)
    expect(
      planSafeUpdate({
        version: '1.4.1',
        implementation: target,
        implementationVersionState: 'UP_TO_DATE',
        fallbackHandler: canonicalAddresses.compatibilityFallbackHandler,
      }),
    ).toEqual({ status: 'up-to-date' })
  })
})
