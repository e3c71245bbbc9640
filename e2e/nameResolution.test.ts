import { type Devnet, reverseNodeName, setDemoEnsAddress, startDevnet } from '@strongroom/devnet'
import { lookupName, NameResolutionError, resolveName, verifyResolvedNames } from '@strongroom/web/actions'
import { parseAbi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The web app's name resolution (features/names), without React or a browser, against the devnet's real ENS.

let devnet: Devnet
const context = () => ({ client: devnet.publicClient, registry: devnet.ens!.registry })
const problemOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof NameResolutionError ? error.problem : error),
  )

beforeAll(async () => {
  devnet = await startDevnet({ deploy: false, demo: false, ens: true })
})
afterAll(() => devnet?.stop())

describe('resolveName', () => {
  it('resolves a demo name through the registry and its resolver, normalised (ENSIP-15)', async () => {
    const alice = devnet.accounts[7]!.address
    expect(await resolveName(context(), 'alice.dev')).toEqual({ name: 'alice.dev', address: alice })
    expect(await resolveName(context(), '  ALICE.dev ')).toEqual({ name: 'alice.dev', address: alice })
  })

  it('refuses with a sentence what it cannot resolve', async () => {
    expect(await problemOf(resolveName(context(), 'nobody.dev'))).toBe('unregistered')
    expect(await problemOf(resolveName(context(), 'bad..dev'))).toBe('invalid')
    expect(await problemOf(resolveName(context(), 'dev'))).toBe('unregistered')
    // A reverse record's node has the public resolver but no address record.
    expect(await problemOf(resolveName(context(), reverseNodeName(devnet.accounts[8]!.address)))).toBe('no-address')
    await expect(resolveName(context(), 'nobody.dev')).rejects.toThrow(
      'nobody.dev is not a registered ENS name on this network: check its spelling, or enter the 0x address.',
    )
    const offline = { client: devnet.publicClient, registry: devnet.accounts[0]!.address }
    expect(await problemOf(resolveName(offline, 'alice.dev'))).toBe('network')
  })
})

describe('lookupName', () => {
  it('gives the reverse name of an address only when it resolves back to it', async () => {
    expect(await lookupName(context(), devnet.accounts[8]!.address)).toBe('bob.dev')
    expect(await lookupName(context(), devnet.accounts[0]!.address)).toBeUndefined()
    // Account 6 claims "alice.dev" as its reverse name: anyone may write that, but alice.dev does not point back.
    const hash = await devnet.walletClient(6).writeContract({
      address: devnet.ens!.reverseRegistrar,
      abi: parseAbi(['function setName(string name) returns (bytes32)']),
      functionName: 'setName',
      args: ['alice.dev'],
    })
    await devnet.publicClient.waitForTransactionReceipt({ hash })
    expect(await lookupName(context(), devnet.accounts[6]!.address)).toBeUndefined()
    expect(await lookupName(context(), devnet.accounts[7]!.address)).toBe('alice.dev')
  })
})

describe('verifyResolvedNames', () => {
  it('passes while a name still resolves as reviewed, and refuses once it points elsewhere', async () => {
    const reviewed = await resolveName(context(), 'bob.dev')
    await expect(verifyResolvedNames(context(), [reviewed])).resolves.toBeUndefined()
    await setDemoEnsAddress(devnet, 'bob.dev', devnet.accounts[9]!.address)
    const refusal = verifyResolvedNames(context(), [reviewed])
    expect(await problemOf(refusal)).toBe('changed')
    await expect(verifyResolvedNames(context(), [reviewed])).rejects.toThrow(
      `bob.dev now resolves to ${devnet.accounts[9]!.address}, not to ${reviewed.address} as when you reviewed it`,
    )
  })
})
