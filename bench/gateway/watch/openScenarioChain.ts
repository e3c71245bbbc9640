import { ScenarioChain } from './ScenarioChain'

/** The watch benches' chain: devnet's scenario with 2 Safes of each kind over `blocks` blocks, built once, then kept. */
export async function openScenarioChain(blocks: number): Promise<ScenarioChain> {
  const started = performance.now()
  const chain = await ScenarioChain.open({ blocks, safesPerKind: 2 })
  console.log(
    chain.builtSeconds === null
      ? `  chain loaded from bench/.data/chains in ${((performance.now() - started) / 1000).toFixed(1)} s`
      : `  chain built in ${chain.builtSeconds.toFixed(0)} s and kept in bench/.data/chains for the next runs`,
  )
  return chain
}
