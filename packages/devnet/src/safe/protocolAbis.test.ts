import { createRequire } from 'node:module'
import {
  compatibilityFallbackHandlerAbi,
  createCallAbi,
  multiSendAbi,
  safeL2Abi,
  safeMigrationAbi,
  safeProxyFactoryAbi,
  signMessageLibAbi,
  simulateTxAccessorAbi,
} from '@strongroom/protocol'
import type { Abi, AbiItem } from 'viem'
import { formatAbiItem } from 'viem/utils'
import { describe, expect, it } from 'vitest'
import { SAFE_CONTRACT_ARTIFACTS, type SafeContractName } from './safeContractArtifacts'

// protocol is pure TypeScript that ships to the browser, so it holds its Safe ABIs as typed constants rather than the
// packages' artifact files (which carry the bytecode too). This test reads the ABIs from the same npm artifacts the
// devnet deploys, and fails when a constant in protocol differs from its contract's published interface in any
// function, event or error it names, or names one the contract does not have.
const require = createRequire(import.meta.url)

function artifactAbi(contract: SafeContractName): Abi {
  const artifact = SAFE_CONTRACT_ARTIFACTS.find(
    (candidate) => candidate.version === '1.4.1' && candidate.contract === contract,
  )
  if (!artifact) throw new Error(`no 1.4.1 artifact for ${contract}`)
  return (
    require(`${artifact.packageName}/build/artifacts/contracts/${artifact.artifactPath}`) as {
      abi: Abi
    }
  ).abi
}

/** One entry's signature: kind, name, parameter types and, for functions, mutability (names of parameters ignored). */
function signatureOf(item: AbiItem): string {
  if (item.type === 'function') return `${formatAbiItem(item)} ${item.stateMutability}`
  if (item.type === 'event' || item.type === 'error') return formatAbiItem(item)
  const inputs = 'inputs' in item ? item.inputs.map((input) => input.type).join(',') : ''
  return `${item.type}(${inputs}) ${'stateMutability' in item ? item.stateMutability : ''}`
}

/** An ABI as a set of entry signatures. */
const signatures = (abi: readonly AbiItem[] | Abi) => new Set((abi as readonly AbiItem[]).map(signatureOf))

const constants: [SafeContractName, readonly AbiItem[] | Abi][] = [
  ['compatibilityFallbackHandler', compatibilityFallbackHandlerAbi],
  ['createCall', createCallAbi],
  ['multiSend', multiSendAbi],
  ['multiSendCallOnly', multiSendAbi],
  ['safeL2', safeL2Abi],
  ['safeMigration', safeMigrationAbi],
  ['safeProxyFactory', safeProxyFactoryAbi],
  ['signMessageLib', signMessageLibAbi],
  ['simulateTxAccessor', simulateTxAccessorAbi],
]

describe("protocol's Safe ABIs", () => {
  it.each(constants)(
    '%s: every entry is the published 1.4.1 contract’s, as its npm artifact has it',
    (contract, abi) => {
      const published = signatures(artifactAbi(contract))
      // MultiSendCallOnly has MultiSend's calls without its constructor (which records the library's own address).
      const missing = [...signatures(abi)].filter(
        (signature) =>
          !published.has(signature) && !(contract === 'multiSendCallOnly' && signature.startsWith('constructor(')),
      )
      expect(missing).toEqual([])
    },
  )

  it('the complete ABIs (not a chosen subset) are the whole published interface', () => {
    for (const [contract, abi] of constants) {
      if (contract === 'safeMigration' || contract === 'multiSendCallOnly') continue
      expect(signatures(abi), contract).toEqual(signatures(artifactAbi(contract)))
    }
  })
})
