import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createSafe } from '../safe/createSafe'
import { startDevnet } from './startDevnet'

describe('startDevnet with statePath', () => {
  const dir = mkdtempSync(join(tmpdir(), 'strongroom-devnet-state-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps blocks, contracts and Safes across a restart, and deploys nothing the second time', async () => {
    const statePath = join(dir, 'state.json')
    const first = await startDevnet({ statePath })
    const safe = await createSafe(first, { owners: [0, 1, 2], threshold: 2 })
    const head = await first.publicClient.getBlock()
    await first.stop()

    const second = await startDevnet({ statePath })
    try {
      expect(second.safeContracts?.deployed).toEqual([])
      expect(await second.publicClient.getCode({ address: safe })).toMatch(/^0x[0-9a-f]{100,}/)
      const same = await second.publicClient.getBlock({ blockNumber: head.number })
      expect(same.hash).toBe(head.hash)
    } finally {
      await second.stop()
    }
  })
})
