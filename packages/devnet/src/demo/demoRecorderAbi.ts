import { parseAbi } from 'viem'

/** ABI of contracts/DemoRecorder.sol. compileDemoContracts.test.ts checks it against solc's. */
export const demoRecorderAbi = parseAbi([
  'struct Entry { address who; uint256 amount; }',
  'event Recorded(address indexed sender, address indexed who, uint256 total)',
  'function record(uint256[] values, Entry entry)',
  'function totals(address sender) view returns (uint256)',
  'function lastWho(address sender) view returns (address)',
])
