import {
  concat,
  getAddress,
  type Hex,
  hashStruct,
  hashTypedData,
  keccak256,
  maxUint256,
  pad,
  parseEther,
  toHex,
  zeroAddress,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { getSafeDomainHash } from './getSafeDomainHash'
import { getSafeTxHash } from './getSafeTxHash'
import { getSafeTxMessageHash } from './getSafeTxMessageHash'
import { getSafeTxTypedData } from './getSafeTxTypedData'
import type { SafeTx } from './SafeTx'

const safeAddress = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const vectorTx: SafeTx = {
  to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  value: parseEther('1'),
  data: '0x',
  operation: 0,
  safeTxGas: 0n,
  baseGas: 0n,
  gasPrice: 0n,
  gasToken: zeroAddress,
  refundReceiver: zeroAddress,
  nonce: 0n,
}

describe('getSafeTxHash', () => {
  // Computed on the devnet by getTransactionHash / domainSeparator of a GnosisSafe 1.3.0 (L1) and a SafeL2 1.5.0 proxy
  // (chain 1337): from 1.3.0 on the domain has the chain id and the SafeTx type is the same (docs/safe-versions.md §2).
  it.each([
    [
      '1.3.0',
      '0xF161506Bf7293443bb041212F80ab2f17d42BE9c',
      '0x9a8c03e6572b7f93c8a8368524cc0db942d3300b84147c0578643dfbf919d8e1',
      '0x88c33ee8b6fa2b72eb63bac6f943dd1e730693ab21b773d5aa5c5033afd5becf',
    ],
    [
      '1.5.0',
      '0x597F51CE9D4E1F5f1a5B72b37E1C66535e0539FF',
      '0xc7ab9c80981b51c53124571eb430486429e91b8cba49d7ed7a9416b0a3b056d5',
      '0xc0d63cc636d4e878b7a4bac69ed52593cdce7e6c027369927729131040a21142',
    ],
  ] as const)('equals Safe %s’s own hashes', (_, safe, domainSeparator, safeTxHash) => {
    const tx = { ...vectorTx, nonce: 7n }
    expect(getSafeDomainHash({ chainId: 1337, safeAddress: safe })).toBe(domainSeparator)
    expect(getSafeTxHash({ chainId: 1337, safeAddress: safe, tx })).toBe(safeTxHash)
  })

  it('matches the verified anvil vector (docs/indexing.md §2.1)', () => {
    expect(getSafeTxHash({ chainId: 31337, safeAddress, tx: vectorTx })).toBe(
      '0xfcc7ba7a6324b933d9eb73c4b84b704fe7c9ba8b35a16d47c0bdaf5aeaed4c50',
    )
  })

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
