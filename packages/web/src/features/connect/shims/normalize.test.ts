import { normalize as viemNormalize } from 'viem/ens'
import { describe, expect, it, vi } from 'vitest'

// A fresh module each time: the shim keeps the loaded normaliser in module state.
async function freshShim() {
  vi.resetModules()
  return import('./normalize')
}

describe('normalize shim', () => {
  it('returns plain lowercase names unchanged, as viem does', async () => {
    const { normalize } = await freshShim()
    for (const name of ['vitalik.eth', 'my-safe.eth', 'a1.b2.eth']) expect(normalize(name)).toBe(viemNormalize(name))
  })

  it('defers any other name until the real normaliser has loaded, then agrees with viem', async () => {
    const { normalize, EnsNormalizerLoadingError } = await freshShim()
    expect(() => normalize('Vitalik.ETH')).toThrow(EnsNormalizerLoadingError)
    await vi.waitFor(() => expect(normalize('Vitalik.ETH')).toBe('vitalik.eth'))
    expect(normalize('ünicode.eth')).toBe(viemNormalize('ünicode.eth'))
  })
})
