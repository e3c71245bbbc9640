import type { SafeInfoExtended, ChainInfo as SdkChainInfo } from '@safe-global/safe-apps-sdk'
import { safeInfoSchema } from '@strongroom/protocol'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { type toBridgeChainInfo, toBridgeSafeInfo } from './readOnlyBridgeAnswers'

const OWNER_A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const OWNER_B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const SAFE = '0x8464135c8F25Da09e49BC8782676a84730C318bC'

const info = (value: string) => ({ value, name: null, logoUri: null })

const safeInfo = safeInfoSchema.parse({
  address: info(SAFE),
  chainId: '1337',
  nonce: 4,
  threshold: 2,
  owners: [info(OWNER_A), info(OWNER_B)],
  implementation: info('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'),
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: info('0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99'),
  version: '1.4.1',
  collectiblesTag: '1',
  txQueuedTag: '1',
  txHistoryTag: '1',
  messagesTag: '1',
})

describe('the bridge’s reading answers', () => {
  it('describe the Safe as the SDK types it, read-only unless the connected wallet owns it', () => {
    const answer = toBridgeSafeInfo(safeInfo, OWNER_B.toLowerCase() as `0x${string}`)
    expectTypeOf(answer).toExtend<SafeInfoExtended>()
    expect(answer).toEqual({
      safeAddress: SAFE,
      chainId: 1337,
      threshold: 2,
      owners: [OWNER_A, OWNER_B],
      isReadOnly: false,
      nonce: 4,
      implementation: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
      modules: null,
      fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
      guard: null,
      version: '1.4.1',
    })
    expect(toBridgeSafeInfo(safeInfo, undefined).isReadOnly).toBe(true)
    expect(toBridgeSafeInfo(safeInfo, SAFE).isReadOnly).toBe(true)
  })

  it('pick the chain fields the SDK declares', () => {
    expectTypeOf<ReturnType<typeof toBridgeChainInfo>>().toExtend<SdkChainInfo>()
  })
})
