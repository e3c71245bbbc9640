import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import solc from 'solc'
import type { Abi, Hex } from 'viem'
import { DEMO_CONTRACT_NAMES, type DemoArtifact, type DemoContractName } from '../src/demo/demoArtifacts'
import { DevnetError } from '../src/errors/DevnetError'

const contractsDir = new URL('../contracts/', import.meta.url)
const artifactsDir = new URL('../src/demo/artifacts/', import.meta.url)

interface SolcOutput {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>
}

/**
 * Compiles `contracts/<Name>.sol` with the pinned solc-js. Settings are fixed (optimizer 200 runs, default EVM version
 * of solc 0.8.28, metadata hash included) so the output is byte-for-byte reproducible: the metadata hash covers the
 * source text, so any edit to a .sol file changes the bytecode and the drift test notices.
 * Warnings count as failures to keep the demo sources clean.
 */
export function compileDemoContracts(): Record<DemoContractName, DemoArtifact> {
  const sources = Object.fromEntries(
    DEMO_CONTRACT_NAMES.map((name) => [
      `${name}.sol`,
      { content: readFileSync(new URL(`${name}.sol`, contractsDir), 'utf8') },
    ]),
  )
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as SolcOutput
  const problems = (output.errors ?? []).filter((entry) => entry.severity !== 'info')
  if (problems.length > 0) {
    throw new DevnetError('solc reported problems in the demo contracts.', {
      details: { problems: problems.map((entry) => entry.formattedMessage) },
    })
  }
  const compiler = `solc-js ${solc.version()}`
  const entries = DEMO_CONTRACT_NAMES.map((name): [DemoContractName, DemoArtifact] => {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (!contract) throw new DevnetError(`solc produced no output for ${name}.`, { details: { name } })
    return [
      name,
      { contractName: name, compiler, abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` as Hex },
    ]
  })
  return Object.fromEntries(entries) as Record<DemoContractName, DemoArtifact>
}

/** Serialises an artifact the way it is committed (stable key order, trailing newline). */
export function formatDemoArtifact(artifact: DemoArtifact): string {
  return `${JSON.stringify(artifact, null, 2)}\n`
}

function main(): void {
  const started = performance.now()
  const artifacts = compileDemoContracts()
  for (const artifact of Object.values(artifacts)) {
    const file = new URL(`${artifact.contractName}.json`, artifactsDir)
    writeFileSync(file, formatDemoArtifact(artifact))
    console.log(`wrote ${fileURLToPath(file)} (${(artifact.bytecode.length - 2) / 2} bytes of creation code)`)
  }
  console.log(`compiled in ${Math.round(performance.now() - started)} ms with ${Object.values(artifacts)[0]?.compiler}`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
