import { hashTypedData, recoverAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { InvalidInputError } from '../errors'
import { createSafeTx } from './createSafeTx'
import { getSafeTxHash } from './getSafeTxHash'
import { getSafeTxTypedData } from './getSafeTxTypedData'

// anvil's first default account
const owner = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const tx = createSafeTx({ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: 5n, nonce: 1n })

describe('getSafeTxTypedData', () => {
  it('uses the name-less 1.4.1 domain with a checksummed verifying contract', () => {
    const typedData = getSafeTxTypedData({ chainId: 1337, safeAddress: safeAddress.toLowerCase() as `0x${string}`, tx })
    expect(typedData.domain).toEqual({ chainId: 1337, verifyingContract: safeAddress })
    expect(typedData.primaryType).toBe('SafeTx')
    expect(typedData.message).toBe(tx)
  })

  it('is what a wallet signs: the signature recovers to the signer over the safeTxHash', async () => {
    const typedData = getSafeTxTypedData({ chainId: 1337, safeAddress, tx })
    const signature = await owner.signTypedData(typedData)
    const hash = getSafeTxHash({ chainId: 1337, safeAddress, tx })
    expect(hashTypedData(typedData)).toBe(hash)
    expect(await recoverAddress({ hash, signature })).toBe(owner.address)
  })

  it('validates the transaction and the domain', () => {
    expect(() => getSafeTxTypedData({ chainId: 1337, safeAddress, tx: { ...tx, to: '0xnope' } })).toThrow(
      InvalidInputError,
    )
    expect(() => getSafeTxTypedData({ chainId: -1, safeAddress, tx })).toThrow('Chain id must be a positive integer.')
  })
})
