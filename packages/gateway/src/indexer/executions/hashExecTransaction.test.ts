import { safeTxVectors } from '@strongroom/protocol/testing'
import { describe, expect, it } from 'vitest'
import { matchSafeTxHash } from './hashExecTransaction'

describe('matchSafeTxHash', () => {
  it.each(safeTxVectors.map((vector) => [vector.name, vector] as const))(
    'accepts the hash a Safe contract computed, under the chain-id domain: %s',
    (_, { chainId, safeAddress, tx, safeTxHash }) => {
      expect(matchSafeTxHash({ chainId, safe: safeAddress, tx, expected: safeTxHash })).toBe('eip155')
    },
  )

  it('matches nothing when the nonce, the chain or the Safe is not the one the hash was made for', () => {
    for (const { chainId, safeAddress, tx, safeTxHash } of safeTxVectors) {
      expect(
        matchSafeTxHash({ chainId, safe: safeAddress, tx: { ...tx, nonce: tx.nonce + 1n }, expected: safeTxHash }),
      ).toBeNull()
      expect(matchSafeTxHash({ chainId: chainId + 1, safe: safeAddress, tx, expected: safeTxHash })).toBeNull()
      expect(matchSafeTxHash({ chainId, safe: tx.to, tx, expected: safeTxHash })).toBeNull()
    }
  })
})
