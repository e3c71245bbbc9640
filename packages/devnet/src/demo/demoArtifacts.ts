import type { Abi, Hex } from 'viem'
import demoGuard from './artifacts/DemoGuard.json' with { type: 'json' }
import demoNft from './artifacts/DemoNft.json' with { type: 'json' }
import demoRecorder from './artifacts/DemoRecorder.json' with { type: 'json' }
import demoToken from './artifacts/DemoToken.json' with { type: 'json' }
import devnetAllowanceModule from './artifacts/DevnetAllowanceModule.json' with { type: 'json' }

/** Names of the Solidity contracts in `packages/devnet/contracts/<Name>.sol`. */
export const DEMO_CONTRACT_NAMES = [
  'DemoToken',
  'DemoNft',
  'DemoGuard',
  'DemoRecorder',
  'DevnetAllowanceModule',
] as const
export type DemoContractName = (typeof DEMO_CONTRACT_NAMES)[number]

/** What `npm run contracts -w @strongroom/devnet` writes to `src/demo/artifacts/<Name>.json`. */
export interface DemoArtifact {
  contractName: DemoContractName
  compiler: string
  abi: Abi
  /** Creation code, without constructor arguments. */
  bytecode: Hex
}

/**
 * The committed compiler output, so runtime needs no Solidity compiler. `compileDemoContracts.test.ts` recompiles the
 * sources and fails if these drift from them.
 */
export const demoArtifacts: Record<DemoContractName, DemoArtifact> = {
  DemoToken: demoToken as DemoArtifact,
  DemoNft: demoNft as DemoArtifact,
  DemoGuard: demoGuard as DemoArtifact,
  DemoRecorder: demoRecorder as DemoArtifact,
  DevnetAllowanceModule: devnetAllowanceModule as DemoArtifact,
}
