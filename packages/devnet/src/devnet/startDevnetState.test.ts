import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, truncateSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AnvilStateError } from '../errors/AnvilStateError'
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
      expect(second.stateLoadedFrom).toBe('state')
    } finally {
      await second.stop()
    }
  })

  it('starts from the kept earlier copy when the state file is cut short, and says how out when none is kept', async () => {
    const statePath = join(dir, 'cut.json')
    const first = await startDevnet({ statePath }) // saved once deployed
    const safe = await createSafe(first, { owners: [0], threshold: 1 })
    await first.stop() // saved again: the deployed-only state is now the earlier copy
    expect(existsSync(`${statePath}.previous`)).toBe(true)
    expect(readdirSync(dir).filter((name) => name.includes('.tmp'))).toEqual([])

    // What a kill during an in-place write leaves behind.
    truncateSync(statePath, Math.floor(statSync(statePath).size / 2))
    const second = await startDevnet({ statePath })
    try {
      expect(second.stateLoadedFrom).toBe('previous')
      expect(second.safeContracts?.deployed).toEqual([]) // the contracts are in the earlier copy
      expect(await second.publicClient.getCode({ address: safe })).toBeUndefined() // the Safe came later
      expect(existsSync(`${statePath}.broken`)).toBe(true)
    } finally {
      await second.stop()
    }
    expect(statSync(statePath).size).toBeGreaterThan(statSync(`${statePath}.broken`).size)

    truncateSync(statePath, 100)
    truncateSync(`${statePath}.previous`, 100)
    const refused = await startDevnet({ statePath }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(AnvilStateError)
    expect((refused as Error).message).toContain('cannot be read')
    expect((refused as Error).message).toContain('npm start -- --fresh')
  })
})
