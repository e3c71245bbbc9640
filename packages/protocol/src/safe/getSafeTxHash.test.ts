import {
  concat,
  getAddress,
  type Hex,
  hashStruct,
  hashTypedData,
  keccak256,
  maxUint256,
  pad,
  toHex,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { safeTxVectors } from '../testing/safeHashVectors'
import { getSafeDomainHash } from './getSafeDomainHash'
import { getSafeTxHash } from './getSafeTxHash'
import { getSafeTxMessageHash } from './getSafeTxMessageHash'
import { getSafeTxTypedData } from './getSafeTxTypedData'
import type { SafeTx } from './SafeTx'

// The anvil vector's Safe and transaction (docs/indexing.md §2.1), the base of the cases below.
const anvilVector = safeTxVectors.find((vector) => vector.chainId === 31337)!
const { safeAddress, tx: vectorTx } = anvilVector

describe('getSafeTxHash', () => {
  it.each(safeTxVectors.map((vector) => [vector.name, vector] as const))(
    'equals the hashes a Safe contract computed: %s',
    (_, { chainId, safeAddress: safe, tx, domainSeparator, safeTxHash }) => {
      if (domainSeparator) expect(getSafeDomainHash({ chainId, safeAddress: safe })).toBe(domainSeparator)
      expect(getSafeTxHash({ chainId, safeAddress: safe, tx })).toBe(safeTxHash)
    },
  )

  it("equals viem's generic EIP-712 hashTypedData and hashStruct on random and extreme SafeTxs", () => {
    let seed = 0
    const randomHash = () => keccak256(toHex(++seed))
    const randomWord = () => BigInt(randomHash())
    const randomAddress = () => getAddress(`0x${randomHash().slice(-40)}`)
    const txs: SafeTx[] = [
      { ...vectorTx, data: '0x1234', operation: 1, safeTxGas: 9n, gasPrice: 1n, nonce: 3n },
      { ...vectorTx, value: maxUint256, safeTxGas: maxUint256, baseGas: maxUint256, nonce: maxUint256 },
    ]
    for (let index = 0; index < 30; index++)
      txs.push({
        to: randomAddress(),
        value: randomWord() >> BigInt(index * 8),
        data: `0x${Array.from({ length: index % 5 }, () => randomHash().slice(2)).join('')}`.slice(
          0,
          2 + ((index * 7) % 150) * 2,
        ) as Hex,
        operation: index % 2 === 0 ? 0 : 1,
        safeTxGas: BigInt(index),
        baseGas: randomWord() >> 200n,
        gasPrice: BigInt(index * 1_000_000_007),
        gasToken: index % 3 === 0 ? zeroAddress : randomAddress(),
        refundReceiver: randomAddress(),
        nonce: BigInt(index * 31),
      })
    for (const [index, tx] of txs.entries()) {
      const chainId = index % 2 === 0 ? 1337 : 1
      const address = index % 3 === 0 ? safeAddress : randomAddress()
      const typedData = getSafeTxTypedData({ chainId, safeAddress: address, tx })
      expect(getSafeTxHash({ chainId, safeAddress: address, tx })).toBe(hashTypedData(typedData))
      expect(getSafeTxMessageHash(tx)).toBe(hashStruct({ data: tx, primaryType: 'SafeTx', types: typedData.types }))
      expect(getSafeDomainHash({ chainId, safeAddress: address })).toBe(
        keccak256(
          concat([
            keccak256(toHex('EIP712Domain(uint256 chainId,address verifyingContract)')),
            pad(toHex(chainId)),
            pad(address),
          ]),
        ),
      )
    }
  })

  it('binds the chain and the Safe (replay protection)', () => {
    const onAnvil = getSafeTxHash({ chainId: 31337, safeAddress, tx: vectorTx })
    expect(getSafeTxHash({ chainId: 1, safeAddress, tx: vectorTx })).not.toBe(onAnvil)
    expect(getSafeTxHash({ chainId: 31337, safeAddress: vectorTx.to, tx: vectorTx })).not.toBe(onAnvil)
  })
})
