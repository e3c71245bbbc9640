import { describe, expect, it } from 'vitest'
import { safeEventsAbi, safeEventTopics } from './safeEventTopics'

// topic0 table of docs/indexing.md §3.1 (checked there against logs on anvil)
const expected = {
  SafeSetup: '0x141df868a6331af528e38c83b7aa03edc19be66e37ae67f9285bf4f8e3c6a1a8',
  ProxyCreation: '0x4f51faf6c4561ff95f067657e43439f0f856d97c04d9ec9070a6199ad418e235',
  SafeMultiSigTransaction: '0x66753cd2356569ee081232e3be8909b950e0a76c1f8460c3a5e3c2be32b11bed',
  SafeModuleTransaction: '0xb648d3644f584ed1c2232d53c46d87e693586486ad0d1175f8656013110b714e',
  ExecutionSuccess: '0x442e715f626346e8c54381002da614f62bee8d27386535b2521ec8540898556e',
  ExecutionFailure: '0x23428b18acfb3ea64b08dc0c1d296ea9c09702c09083ca5272e64d115b687d23',
  ExecutionFromModuleSuccess: '0x6895c13664aa4f67288b25d7a21d7aaa34916e355fb9b6fae0a139a9085becb8',
  ExecutionFromModuleFailure: '0xacd2c8702804128fdb0db2bb49f6d127dd0181c13fd45dbfe16de0930e2bd375',
  AddedOwner: '0x9465fa0c962cc76958e6373a993326400c1c94f8be2fe3a952adfa7f60b2ea26',
  RemovedOwner: '0xf8d49fc529812e9a7c5c50e69c20f0dccc0db8fa95c98bc58cc9a4f1c1299eaf',
  ChangedThreshold: '0x610f7ff2b304ae8903c3de74c60c6ab1f7d6226b3f52c5161905bb5ad4039c93',
  EnabledModule: '0xecdf3a3effea5783a3c4c2140e677577666428d44ed9d474a0b3a4c9943f8440',
  DisabledModule: '0xaab4fa2b463f581b2b32cb3b7e3b704b9ce37cc209b5fb4d77e593ace4054276',
  ChangedFallbackHandler: '0x5ac6c46c93c8d0e53714ba3b53db3e7c046da994313d7ed0d192028bc7c228b0',
  ChangedGuard: '0x1151116914515bc0891ff9047a6cb32cf902546f83066499bcf8ba33d2353fa2',
  ApproveHash: '0xf2a0eb156472d1440255b0d7c1e19cc07115d1051fe605b0dce69acfec884d9c',
  SignMsg: '0xe7f4675038f4f6034dfcbbb24c4dc08e4ebf10eb9d257d3d02c0f38d122ac6e4',
  SafeReceived: '0x3d0ce9bfc3ed7d6862dbb28b2dea94561fe714a1b4d019aa8af39730d1ad7c3d',
  ChangedMasterCopy: '0x75e41bc35ff1bf14d81d1d2f649c0084a0f974f9289c803ec9898eeec4c8d0b8',
}

describe('safeEventTopics', () => {
  it('matches the verified topic0 table for every Safe event', () => {
    expect(safeEventTopics).toEqual(expected)
  })

  it('has one ABI entry per topic', () => {
    expect(safeEventsAbi.map((event) => event.name).sort()).toEqual(Object.keys(expected).sort())
  })
})
