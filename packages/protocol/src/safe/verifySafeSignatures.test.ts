import {
  type Address,
  type Client,
  createClient,
  custom,
  decodeFunctionData,
  encodeFunctionResult,
  getAddress,
  type Hash,
  type Hex,
  isAddressEqual,
  keccak256,
  toHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InvalidSignatureError } from '../errors'
import { safeL2Abi } from './abis/safeL2Abi'
import { createSafeTx } from './createSafeTx'
import { eip1271Abi, legacyEip1271Abi } from './eip1271Abi'
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './eip1271MagicValues'
import { encodeSafeMessageData } from './encodeSafeMessageData'
import { encodeSafeTxData } from './encodeSafeTxData'
import { getSafeMessageHash } from './getSafeMessageHash'
import { getSafeTxHash } from './getSafeTxHash'
import { hashSafeMessageContent } from './hashSafeMessageContent'
import { joinSignatures, type SignatureInput } from './joinSignatures'
import { SafeSignatureRejectedError } from './SafeSignatureRejectedError'
import { verifySafeMessageSignatures } from './verifySafeMessageSignatures'
import { verifySafeSignatures } from './verifySafeSignatures'
import { verifySafeTxSignatures } from './verifySafeTxSignatures'

const alice = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const bob = privateKeyToAccount(`0x${'22'.repeat(32)}`)
const mallory = privateKeyToAccount(`0x${'33'.repeat(32)}`)
const ownerContract = getAddress('0x000000000000000000000000000000000000c0de')
const safe: Address = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const owners = [alice.address, bob.address, ownerContract]
const hash = keccak256(toHex('a SafeTx'))
const preimage = toHex('the 66 bytes whose keccak256 is the hash')

type ContractAnswer = (call: { form: 'bytes32' | 'bytes'; message: Hex; signature: Hex }) => Hex
type EthCall = { to: Address; data: Hex }

/**
 * A viem client whose only chain is this table: `approvedHashes` answers from `approved`, an owner contract's
 * `isValidSignature` from `contract` (`0x` = no answer, as from an address without code). Records every eth_call.
 */
function fakeChain({
  approved = [],
  contract = () => '0x',
  fail,
}: {
  approved?: [Address, Hash][]
  contract?: ContractAnswer
  fail?: Error
} = {}): { client: Client; calls: EthCall[] } {
  const calls: EthCall[] = []
  const request = async ({ method, params }: { method: string; params?: unknown }): Promise<Hex> => {
    if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
    const call = (params as [EthCall])[0]
    calls.push(call)
    if (fail) throw fail
    if (isAddressEqual(call.to, safe)) {
      const { args } = decodeFunctionData({ abi: safeL2Abi, data: call.data }) as unknown as { args: [Address, Hash] }
      const found = approved.some(([owner, approvedHash]) => isAddressEqual(owner, args[0]) && approvedHash === args[1])
      return encodeFunctionResult({ abi: safeL2Abi, functionName: 'approvedHashes', result: found ? 1n : 0n })
    }
    const form = call.data.startsWith(EIP1271_MAGIC_VALUE) ? 'bytes32' : 'bytes'
    const { args } = decodeFunctionData({ abi: form === 'bytes32' ? eip1271Abi : legacyEip1271Abi, data: call.data })
    const answer = contract({ form, message: args[0], signature: args[1] })
    return answer === '0x' ? '0x' : encodeFunctionResult({ abi: eip1271Abi, result: answer })
  }
  return { client: createClient({ transport: custom({ request }) }), calls }
}

async function eoa(account: typeof alice, over: Hash = hash): Promise<SignatureInput> {
  return { signer: account.address, data: await account.sign({ hash: over }), kind: 'EOA' }
}

async function rejection(promise: Promise<unknown>): Promise<SafeSignatureRejectedError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (error instanceof SafeSignatureRejectedError) return error
  throw new Error(`expected a SafeSignatureRejectedError, got ${String(error)}`)
}

describe('verifySafeSignatures', () => {
  it('attributes ECDSA and eth_sign entries off-chain, without a single chain read', async () => {
    const { client, calls } = fakeChain()
    const ethSign = await bob.signMessage({ message: { raw: hash } })
    const signatures = joinSignatures([await eoa(alice), { signer: bob.address, data: ethSign, kind: 'ETH_SIGN' }])
    const verified = await verifySafeSignatures(client, { safe, owners, hash, preimage, signatures })
    expect(new Set(verified.map(({ signer, kind }) => `${kind}:${signer}`))).toEqual(
      new Set([`EOA:${alice.address}`, `ETH_SIGN:${bob.address}`]),
    )
    expect(calls).toEqual([])
  })

  it('refuses a signer who is not an owner, naming the entry', async () => {
    const { client } = fakeChain()
    const signatures = joinSignatures([await eoa(mallory)])
    const error = await rejection(verifySafeSignatures(client, { safe, owners, hash, preimage, signatures }))
    expect(error).toBeInstanceOf(InvalidSignatureError)
    expect(error).toMatchObject({ reason: 'NOT_AN_OWNER', index: 0, signer: mallory.address })
    expect(error.message).toBe(`Signature 0 is by ${mallory.address}, who is not an owner of the Safe.`)
  })

  it('refuses an owner whose signature is over another hash (it recovers someone else)', async () => {
    const { client } = fakeChain()
    const signatures = joinSignatures([await eoa(alice, keccak256('0x01'))])
    const error = await rejection(verifySafeSignatures(client, { safe, owners, hash, preimage, signatures }))
    expect(error.reason).toBe('NOT_AN_OWNER')
    expect(error.signer).not.toBe(alice.address)
  })

  it('refuses a second entry of the same owner', async () => {
    const { client } = fakeChain()
    const first = await alice.sign({ hash })
    const signatures = `${first}${first.slice(2)}` as Hex
    const error = await rejection(verifySafeSignatures(client, { safe, owners, hash, preimage, signatures }))
    expect(error).toMatchObject({ reason: 'DUPLICATE_SIGNER', index: 1, signer: alice.address })
  })

  it('accepts an approved hash set on chain, and refuses one that is not', async () => {
    const signatures = joinSignatures([{ signer: bob.address, data: '0x', kind: 'APPROVED_HASH' }])
    const onChain = fakeChain({ approved: [[bob.address, hash]] })
    const [entry] = await verifySafeSignatures(onChain.client, { safe, owners, hash, preimage, signatures })
    expect(entry).toMatchObject({ signer: bob.address, kind: 'APPROVED_HASH' })
    expect(onChain.calls).toHaveLength(1)

    const otherHash = fakeChain({ approved: [[bob.address, keccak256('0x02')]] })
    const error = await rejection(verifySafeSignatures(otherHash.client, { safe, owners, hash, preimage, signatures }))
    expect(error).toMatchObject({ reason: 'HASH_NOT_APPROVED', index: 0, signer: bob.address })
  })

  it('accepts the executor’s own approved-hash entry without asking the chain (msg.sender == owner)', async () => {
    const { client, calls } = fakeChain()
    const signatures = joinSignatures([{ signer: bob.address, data: '0x', kind: 'APPROVED_HASH' }])
    await verifySafeSignatures(client, { safe, owners, hash, preimage, signatures, executor: bob.address })
    expect(calls).toEqual([])
    const error = await rejection(
      verifySafeSignatures(client, { safe, owners, hash, preimage, signatures, executor: alice.address }),
    )
    expect(error.reason).toBe('HASH_NOT_APPROVED')
  })

  it('accepts a contract owner answering the bytes32 form, handing it the hash and its own data', async () => {
    const seen: { form: string; message: Hex; signature: Hex }[] = []
    const { client } = fakeChain({
      contract: (call) => {
        seen.push(call)
        return call.form === 'bytes32' ? EIP1271_MAGIC_VALUE : '0x'
      },
    })
    const signatures = joinSignatures([
      await eoa(alice),
      { signer: ownerContract, data: '0xc0ffee', kind: 'CONTRACT_SIGNATURE' },
    ])
    const verified = await verifySafeSignatures(client, { safe, owners, hash, preimage, signatures })
    expect(verified.map((entry) => entry.kind)).toContain('CONTRACT_SIGNATURE')
    expect(seen).toEqual([{ form: 'bytes32', message: hash, signature: '0xc0ffee' }])
  })

  it('accepts the legacy bytes form over the preimage (what Safe 1.4.1 checkNSignatures calls)', async () => {
    const { client } = fakeChain({
      contract: ({ form, message }) => (form === 'bytes' && message === preimage ? EIP1271_LEGACY_MAGIC_VALUE : '0x'),
    })
    const signatures = joinSignatures([{ signer: ownerContract, data: '0x', kind: 'CONTRACT_SIGNATURE' }])
    const [entry] = await verifySafeSignatures(client, { safe, owners, hash, preimage, signatures })
    expect(entry?.signer).toBe(ownerContract)
  })

  it('refuses a contract owner that answers no magic value, or a magic value of the other form', async () => {
    const signatures = joinSignatures([{ signer: ownerContract, data: '0x01', kind: 'CONTRACT_SIGNATURE' }])
    for (const contract of [
      () => '0x' as Hex,
      () => '0xffffffff' as Hex,
      ({ form }: { form: string }) => (form === 'bytes32' ? EIP1271_LEGACY_MAGIC_VALUE : EIP1271_MAGIC_VALUE),
    ]) {
      const { client } = fakeChain({ contract })
      const error = await rejection(verifySafeSignatures(client, { safe, owners, hash, preimage, signatures }))
      expect(error).toMatchObject({ reason: 'CONTRACT_SIGNATURE_INVALID', index: 0, signer: ownerContract })
    }
  })

  it('lets an unreachable node fail as itself, never as a rejected signature', async () => {
    const { client } = fakeChain({ fail: new Error('connect ECONNREFUSED') })
    const signatures = joinSignatures([{ signer: ownerContract, data: '0x', kind: 'CONTRACT_SIGNATURE' }])
    const error = await verifySafeSignatures(client, { safe, owners, hash, preimage, signatures }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(Error)
    expect(error).not.toBeInstanceOf(SafeSignatureRejectedError)
  })

  it('recovers with the injected ecrecover when one is given', async () => {
    const { client } = fakeChain()
    const signatures = joinSignatures([await eoa(alice)])
    const recover = () => bob.address
    const [entry] = await verifySafeSignatures(client, { safe, owners, hash, preimage, signatures, recover })
    expect(entry?.signer).toBe(bob.address)
  })
})

describe('verifySafeTxSignatures', () => {
  it('checks against the safeTxHash and hands owner contracts the SafeTx data', async () => {
    const tx = createSafeTx({ to: alice.address, value: 1n, nonce: 3n })
    const params = { chainId: 1337, safeAddress: safe, tx }
    const safeTxHash = getSafeTxHash(params)
    const { client } = fakeChain({
      contract: ({ form, message }) =>
        form === 'bytes' && message === encodeSafeTxData(params) ? EIP1271_LEGACY_MAGIC_VALUE : '0x',
    })
    const signatures = joinSignatures([
      await eoa(alice, safeTxHash),
      { signer: ownerContract, data: '0x', kind: 'CONTRACT_SIGNATURE' },
    ])
    const verified = await verifySafeTxSignatures(client, { chainId: 1337, safe, tx, owners, signatures })
    expect(verified.map((entry) => entry.signer).sort()).toEqual([alice.address, ownerContract].sort())
    const aliceOnly = joinSignatures([await eoa(alice, safeTxHash)])
    const otherChain = verifySafeTxSignatures(client, { chainId: 1, safe, tx, owners, signatures: aliceOnly })
    expect((await rejection(otherChain)).reason).toBe('NOT_AN_OWNER')
  })
})

describe('verifySafeMessageSignatures', () => {
  it('checks against the SafeMessage hash and hands owner contracts the SafeMessage preimage', async () => {
    const message = 'Sign in to Strongroom'
    const messageHash = getSafeMessageHash({ chainId: 1337, safeAddress: safe, message })
    const messagePreimage = encodeSafeMessageData({
      chainId: 1337,
      safeAddress: safe,
      contentHash: hashSafeMessageContent(message),
    })
    expect(keccak256(messagePreimage)).toBe(messageHash)
    const { client } = fakeChain({
      contract: ({ form, message: asked }) =>
        form === 'bytes' && asked === messagePreimage ? EIP1271_LEGACY_MAGIC_VALUE : '0x',
    })
    const signatures = joinSignatures([
      await eoa(bob, messageHash),
      { signer: ownerContract, data: '0x', kind: 'CONTRACT_SIGNATURE' },
    ])
    const verified = await verifySafeMessageSignatures(client, { chainId: 1337, safe, message, owners, signatures })
    expect(verified).toHaveLength(2)
  })
})
