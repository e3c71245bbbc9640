/** ABI of MultiSend 1.4.1 (MultiSendCallOnly has the same interface), taken from the @safe-global/safe-contracts@1.4.1 build artifacts. */
export const multiSendAbi = [
  { inputs: [], stateMutability: 'nonpayable', type: 'constructor' },
  {
    inputs: [{ internalType: 'bytes', name: 'transactions', type: 'bytes' }],
    name: 'multiSend',
    outputs: [],
    stateMutability: 'payable',
    type: 'function',
  },
] as const
