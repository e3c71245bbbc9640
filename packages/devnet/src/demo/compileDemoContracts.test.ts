import { allowanceModuleAbi } from '@strongroom/protocol'
import type { Abi, AbiParameter } from 'viem'
import { describe, expect, it } from 'vitest'
import { compileDemoContracts, formatDemoArtifact } from '../../scripts/compileDemoContracts'
import { DEMO_CONTRACT_NAMES, demoArtifacts } from './demoArtifacts'
import { demoGuardAbi } from './demoGuardAbi'
import { demoNftAbi } from './demoNftAbi'
import { demoRecorderAbi } from './demoRecorderAbi'
import { demoTokenAbi } from './demoTokenAbi'

// ABI items in a form both solc's JSON and viem's parseAbi produce: no internalType, no empty names, no defaults.
function normalize(abi: Abi): string[] {
  const parameter = ({ name, type, ...rest }: AbiParameter & { indexed?: boolean }): unknown => ({
    type,
    ...(name ? { name } : {}),
    ...(rest.indexed ? { indexed: true } : {}),
    ...('components' in rest ? { components: rest.components.map(parameter) } : {}),
  })
  return abi
    .map((item) =>
      JSON.stringify({
        type: item.type,
        ...('name' in item ? { name: item.name } : {}),
        ...('stateMutability' in item && item.type !== 'constructor' ? { stateMutability: item.stateMutability } : {}),
        ...('inputs' in item ? { inputs: item.inputs.map(parameter) } : {}),
        ...('outputs' in item ? { outputs: item.outputs.map(parameter) } : {}),
      }),
    )
    .sort()
}

describe('demo contract artifacts', () => {
  const fresh = compileDemoContracts()

  it.each(DEMO_CONTRACT_NAMES)(
    'committed %s.json equals a fresh compile of its source (else run `npm run contracts`)',
    (name) => {
      expect(formatDemoArtifact(demoArtifacts[name])).toBe(formatDemoArtifact(fresh[name]))
    },
  )

  it.each([
    ['DemoToken', demoTokenAbi],
    ['DemoNft', demoNftAbi],
    ['DemoGuard', demoGuardAbi],
    ['DemoRecorder', demoRecorderAbi],
  ] as const)('the typed ABI of %s lists exactly what solc compiled', (name, abi) => {
    expect(normalize(abi)).toEqual(normalize(fresh[name].abi))
  })

  it('DevnetAllowanceModule has the ABI Safe publishes for its Allowance module (getChainId is view under solc 0.8)', () => {
    const published = allowanceModuleAbi.map((item) =>
      item.type === 'function' && item.name === 'getChainId' ? { ...item, stateMutability: 'view' as const } : item,
    )
    expect(normalize(fresh.DevnetAllowanceModule.abi)).toEqual(normalize(published as Abi))
  })
})
