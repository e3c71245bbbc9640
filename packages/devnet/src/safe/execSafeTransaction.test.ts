import {
  canonicalAddresses,
  createSafeTx,
  getSafeTxHash,
  InvalidInputError,
  SAFE_PROXY_CODE_HASH,
  safeL2Abi,
} from '@strongroom/protocol'
import { encodeFunctionData, erc20Abi, keccak256, parseEther, parseEventLogs, zeroAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundToken } from '../chain/fundToken'
import type { Devnet } from '../devnet/Devnet'
import { startDevnet } from '../devnet/startDevnet'
import { TransactionFailedError } from '../errors/TransactionFailedError'
import { createSafe } from './createSafe'
import { execSafeTransaction } from './execSafeTransaction'

describe('createSafe + execSafeTransaction', () => {
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet()
  })
  afterAll(() => devnet?.stop())

  const read = <const name extends 'getOwners' | 'getThreshold' | 'nonce' | 'VERSION'>(
    safe: `0x${string}`,
    functionName: name,
  ) => devnet.publicClient.readContract({ address: safe, abi: safeL2Abi, functionName })

  it('creates a funded 2-of-3 SafeL2 proxy at the predicted address', async () => {
    const owners = devnet.accounts.slice(0, 3).map((account) => account.address)
    const safe = await createSafe(devnet, { owners, threshold: 2, fundWei: parseEther('1') })
    expect(await read(safe, 'getOwners')).toEqual(owners)
    expect(await read(safe, 'getThreshold')).toBe(2n)
    expect(await read(safe, 'VERSION')).toBe('1.4.1')
    expect(await read(safe, 'nonce')).toBe(0n)
    expect(await devnet.publicClient.getBalance({ address: safe })).toBe(parseEther('1'))
    expect(keccak256((await devnet.publicClient.getCode({ address: safe }))!)).toBe(SAFE_PROXY_CODE_HASH)
    // slot 0 of a proxy is its singleton
    const singleton = await devnet.publicClient.getStorageAt({ address: safe, slot: '0x0' })
    expect(singleton?.toLowerCase()).toBe(`0x${canonicalAddresses.safeL2.slice(2).toLowerCase().padStart(64, '0')}`)
  })

  it('picks the next free salt nonce by default, and rejects a used one', async () => {
    const first = await createSafe(devnet, { owners: [4], threshold: 1 })
    const second = await createSafe(devnet, { owners: [4], threshold: 1 })
    expect(second).not.toBe(first)
    const explicit = await createSafe(devnet, { owners: [4], threshold: 1, saltNonce: 7n })
    expect([first, second]).not.toContain(explicit)
    await expect(createSafe(devnet, { owners: [4], threshold: 1, saltNonce: 7n })).rejects.toBeInstanceOf(
      InvalidInputError,
    )
  })

  it('matches the published test vector (owner 0, threshold 1, salt nonce 0 → 0xd9f8…D172)', async () => {
    // docs/indexing.md §1.3: chain independent, because the proxy salt contains no chain id.
    const fresh = await startDevnet({ demo: false })
    try {
      expect(await createSafe(fresh, { owners: [0], threshold: 1, saltNonce: 0n })).toBe(
        '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172',
      )
    } finally {
      await fresh.stop()
    }
  })

  it('rejects impossible setups before sending anything', async () => {
    await expect(createSafe(devnet, { owners: [0, 1], threshold: 3 })).rejects.toThrow('Threshold must be')
    await expect(createSafe(devnet, { owners: [], threshold: 1 })).rejects.toThrow('at least one owner')
    await expect(createSafe(devnet, { owners: [0, devnet.accounts[0]!.address], threshold: 1 })).rejects.toThrow(
      'listed twice',
    )
    await expect(createSafe(devnet, { owners: [zeroAddress], threshold: 1 })).rejects.toBeInstanceOf(InvalidInputError)
    await expect(createSafe(devnet, { owners: [12], threshold: 1 })).rejects.toBeInstanceOf(InvalidInputError)
  })

  it('executes an ETH transfer signed by 2 of 3 owners, whatever order the signers come in', async () => {
    const safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('1') })
    const recipient = devnet.accounts[7]!.address
    const before = await devnet.publicClient.getBalance({ address: recipient })

    const hash = await execSafeTransaction(devnet, {
      safe,
      tx: { to: recipient, value: parseEther('0.1') },
      signers: [2, 0], // deliberately not in ascending address order
    })

    expect(await devnet.publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.1'))
    expect(await devnet.publicClient.getBalance({ address: safe })).toBe(parseEther('0.9'))
    expect(await read(safe, 'nonce')).toBe(1n)
    const receipt = await devnet.publicClient.getTransactionReceipt({ hash })
    const events = parseEventLogs({ abi: safeL2Abi, logs: receipt.logs })
    const success = events.find((event) => event.eventName === 'ExecutionSuccess')
    const expectedHash = getSafeTxHash({
      chainId: devnet.chainId,
      safeAddress: safe,
      tx: createSafeTx({ to: recipient, value: parseEther('0.1'), nonce: 0n }),
    })
    expect(success?.args).toMatchObject({ txHash: expectedHash })
  })

  it('signs through anvil for a signer given as an address, and moves tokens out of the Safe', async () => {
    const safe = await createSafe(devnet, { owners: [1, 3], threshold: 2 })
    const token = devnet.demo!.tokens.usdc
    await fundToken(devnet, { token, to: safe, amount: 5_000_000n })
    const recipient = devnet.accounts[8]!.address

    await execSafeTransaction(devnet, {
      safe,
      tx: {
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 2_000_000n] }),
      },
      signers: [devnet.accounts[3]!.address, 1],
      executor: 5,
    })

    const balanceOf = (address: `0x${string}`) =>
      devnet.publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
    expect(await balanceOf(safe)).toBe(3_000_000n)
    expect(await balanceOf(recipient)).toBe(2_000_000n)
  })

  it('refuses signers that are not owners or too few of them', async () => {
    const safe = await createSafe(devnet, { owners: [0, 1, 2], threshold: 2, fundWei: parseEther('0.1') })
    const tx = { to: devnet.accounts[9]!.address, value: 1n }
    await expect(execSafeTransaction(devnet, { safe, tx, signers: [0, 5] })).rejects.toThrow('is not an owner')
    await expect(execSafeTransaction(devnet, { safe, tx, signers: [1] })).rejects.toThrow('needs 2 signatures')
  })

  it('reports a failing inner call as TransactionFailedError and leaves the nonce alone', async () => {
    const safe = await createSafe(devnet, { owners: [0, 1], threshold: 1, fundWei: parseEther('0.1') })
    const attempt = execSafeTransaction(devnet, {
      safe,
      tx: { to: devnet.accounts[9]!.address, value: parseEther('5') }, // more than the Safe holds
      signers: [1],
    })
    await expect(attempt).rejects.toBeInstanceOf(TransactionFailedError)
    expect(await read(safe, 'nonce')).toBe(0n)
  })
})
