import { parseAbi } from 'viem'

/** ABI of contracts/DemoGuard.sol (Safe 1.4.1's Guard interface). compileDemoContracts.test.ts checks it against solc's. */
export const demoGuardAbi = parseAbi([
  'function checkTransaction(address, uint256, bytes, uint8, uint256, uint256, uint256, address, address, bytes, address) pure',
  'function checkAfterExecution(bytes32, bool) pure',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
])
