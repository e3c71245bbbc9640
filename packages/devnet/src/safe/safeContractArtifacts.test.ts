import { describe, expect, it } from 'vitest'
import { DeploymentError } from '../errors/DeploymentError'
import { getSafeCreationCode, SAFE_CONTRACT_ARTIFACTS } from './safeContractArtifacts'

describe('getSafeCreationCode', () => {
  it('reads every artifact from its npm package', () => {
    for (const artifact of SAFE_CONTRACT_ARTIFACTS) expect(getSafeCreationCode(artifact)).toMatch(/^0x[0-9a-f]{200,}$/)
  })

  it('says to run npm install when a package is missing, instead of a bare module error', () => {
    const artifact = { ...SAFE_CONTRACT_ARTIFACTS[0]!, packageName: '@strongroom/not-installed' }
    expect(() => getSafeCreationCode(artifact)).toThrow(DeploymentError)
    expect(() => getSafeCreationCode(artifact)).toThrow('run npm install at the repository root')
  })
})
