import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { createSafeTx } from '../safe/createSafeTx'
import { getSafeTxHash } from '../safe/getSafeTxHash'
import { buildProposeTransactionBody } from './buildProposeTransactionBody'
import { parseProposeTransactionBody } from './parseProposeTransactionBody'
import { proposeTransactionBodySchema } from './proposeTransactionBodySchema'

const safe = '0xd9f8dE3B1E996B792C5eBb78A747F974D618D172'
const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const tx = createSafeTx({
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: 10n ** 30n,
  data: '0xdeadbeef',
  operation: 1,
  safeTxGas: 1n,
  baseGas: 2n,
  gasPrice: 3n,
  gasToken: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  refundReceiver: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  nonce: 12n,
})
const signature = `0x${'11'.repeat(64)}1b` as const

describe('buildProposeTransactionBody', () => {
  it('writes what Safe{Wallet} sends: decimal strings and the safeTxHash of the fields', () => {
    const body = buildProposeTransactionBody({ chainId: 1337, safe, tx, sender, signature, origin: '{"name":"x"}' })
    expect(body).toEqual({
      to: tx.to,
      value: '1000000000000000000000000000000',
      data: '0xdeadbeef',
      nonce: '12',
      operation: 1,
      safeTxGas: '1',
      baseGas: '2',
      gasPrice: '3',
      gasToken: tx.gasToken,
      refundReceiver: tx.refundReceiver,
      safeTxHash: getSafeTxHash({ chainId: 1337, safeAddress: safe, tx }),
      sender,
      signature,
      origin: '{"name":"x"}',
    })
    // JSON is what travels; the gateway's schema accepts it.
    expect(proposeTransactionBodySchema.safeParse(JSON.parse(JSON.stringify(body))).success).toBe(true)
  })

  it('leaves out an empty signature and a missing origin', () => {
    const body = buildProposeTransactionBody({ chainId: 1, safe, tx, sender, signature: '0x' })
    expect('signature' in body).toBe(false)
    expect('origin' in body).toBe(false)
  })

  it('hashes under the chain and Safe given', () => {
    const one = buildProposeTransactionBody({ chainId: 1, safe, tx, sender })
    expect(buildProposeTransactionBody({ chainId: 2, safe, tx, sender }).safeTxHash).not.toBe(one.safeTxHash)
    expect(buildProposeTransactionBody({ chainId: 1, safe: sender, tx, sender }).safeTxHash).not.toBe(one.safeTxHash)
  })
})

describe('parseProposeTransactionBody', () => {
  it('gives back the SafeTx, hash, sender and signature the body was built from', () => {
    const body = buildProposeTransactionBody({ chainId: 1337, safe, tx, sender, signature })
    const parsed = parseProposeTransactionBody(proposeTransactionBodySchema.parse(JSON.parse(JSON.stringify(body))))
    expect(parsed).toEqual({ tx, safeTxHash: body.safeTxHash, sender, signatures: signature, origin: null })
  })

  it('applies the transaction service defaults and normal forms', () => {
    const body = proposeTransactionBodySchema.parse({
      to: tx.to.toLowerCase(),
      value: 0,
      data: '0xDEADBEEF',
      nonce: '0',
      operation: 0,
      safeTxGas: '0',
      baseGas: '0',
      gasPrice: '0',
      gasToken: zeroAddress,
      refundReceiver: null,
      safeTxHash: `0x${'AB'.repeat(32)}`,
      sender: sender.toLowerCase(),
      signature: '0x',
    })
    const parsed = parseProposeTransactionBody(body)
    expect(parsed.tx).toEqual(createSafeTx({ to: tx.to, data: '0xdeadbeef', nonce: 0n }))
    expect(parsed.safeTxHash).toBe(`0x${'ab'.repeat(32)}`)
    expect(parsed.sender).toBe(sender)
    expect(parsed.signatures).toBeNull()
    expect(parseProposeTransactionBody({ ...body, data: null, signature: undefined }).tx.data).toBe('0x')
  })
})
