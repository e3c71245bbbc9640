export { isProcessRunning } from './anvil/isProcessRunning'
export { type AnvilExit, type AnvilProcess, type SpawnAnvilOptions, spawnAnvil } from './anvil/spawnAnvil'
export { fundEth } from './chain/fundEth'
export { fundToken } from './chain/fundToken'
export { type PlainTransaction, sendTransactions } from './chain/sendTransactions'
export type { DemoAssets } from './demo/DemoAssets'
export { type DemoArtifact, type DemoContractName, demoArtifacts } from './demo/demoArtifacts'
export { demoGuardAbi } from './demo/demoGuardAbi'
export { demoNftAbi } from './demo/demoNftAbi'
export { demoRecorderAbi } from './demo/demoRecorderAbi'
export { demoTokenAbi } from './demo/demoTokenAbi'
export { DEVNET_ALLOWANCE_MODULE, deployAllowanceModule } from './demo/deployAllowanceModule'
export { DEMO_NFTS_PER_HOLDER, DEMO_TOKEN_GRANT, deployDemoAssets } from './demo/deployDemoAssets'
export { deployDemoGuard } from './demo/deployDemoGuard'
export { deployDemoRecorder } from './demo/deployDemoRecorder'
export { connectDevnet } from './devnet/connectDevnet'
export type {
  Devnet,
  DevnetConnection,
  DevnetPublicClient,
  DevnetTestClient,
  DevnetWalletClient,
} from './devnet/Devnet'
export { ANVIL_MNEMONIC, type DevAccount, devAccounts } from './devnet/devAccounts'
export { type AccountRef, resolveAccount } from './devnet/resolveAccount'
export { type StartDevnetOptions, startDevnet } from './devnet/startDevnet'
export type { DevnetEns } from './ens/DevnetEns'
export { DEMO_ENS_NAMES, deployEns, ensDeployer, reverseNodeName, setDemoEnsAddress } from './ens/deployEns'
export { ensRegistryAbi, ensResolverAbi } from './ens/ensAbis'
export { AnvilStartError } from './errors/AnvilStartError'
export { AnvilStateError } from './errors/AnvilStateError'
export { DeploymentError } from './errors/DeploymentError'
export { DevnetError } from './errors/DevnetError'
export { TransactionFailedError } from './errors/TransactionFailedError'
export { lookAlikeAddress } from './poisoning/lookAlikeAddress'
export { type PoisoningTransfers, sendPoisoningTransfers } from './poisoning/sendPoisoningTransfers'
export {
  type ProviderDialect,
  type ProviderDialectName,
  providerDialects,
  type RpcRefusal,
} from './rationed/providerDialects'
export {
  type RationedRpc,
  type RationedRpcOptions,
  type RationedRpcStats,
  type RpcMisbehaviour,
  startRationedRpc,
} from './rationed/startRationedRpc'
export { type CreateSafeOptions, createSafe, type SafeSingletonChoice } from './safe/createSafe'
export {
  DETERMINISTIC_DEPLOYMENT_PROXY,
  deploySafeContracts,
  type SafeContractsDeployment,
  type SafeDeploymentName,
} from './safe/deploySafeContracts'
export { deploySingletonFactory } from './safe/deploySingletonFactory'
export { execFromModule } from './safe/execFromModule'
export { type ExecSafeTransactionOptions, execSafeTransaction, type SafeTxInput } from './safe/execSafeTransaction'
export { execThroughBatch } from './safe/execThroughBatch'
export { executionOutcome } from './safe/executionOutcome'
export { readSafeSingleton } from './safe/readSafeSingleton'
export { SAFE_KINDS, type SafeKind } from './safe/safeKinds'
export { type SignedSafeTransaction, signSafeTransaction } from './safe/signSafeTransaction'
export {
  type GenerateScenarioOptions,
  generateScenario,
  type Scenario,
  type ScenarioSafe,
  type ScenarioStep,
  type ScenarioStepKind,
} from './scenario/generateScenario'
export { listedMessage } from './transaction-service/listedMessage'
export { listedTransaction } from './transaction-service/listedTransaction'
export {
  startTransactionServiceStandIn,
  type TransactionServiceRecord,
  type TransactionServiceStandIn,
  type TransactionServiceStandInOptions,
  type TransactionServiceStandInStats,
} from './transaction-service/startTransactionServiceStandIn'
