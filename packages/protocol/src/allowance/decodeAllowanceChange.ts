import { decodeFunctionData, getAbiItem, type Hex, isHex, toFunctionSelector } from 'viem'
import { allowanceModuleAbi } from '../safe/abis/allowanceModuleAbi'
import type { AllowanceChange } from './AllowanceChange'

const changeAbi = [
  getAbiItem({ abi: allowanceModuleAbi, name: 'addDelegate' }),
  getAbiItem({ abi: allowanceModuleAbi, name: 'removeDelegate' }),
  getAbiItem({ abi: allowanceModuleAbi, name: 'setAllowance' }),
  getAbiItem({ abi: allowanceModuleAbi, name: 'resetAllowance' }),
  getAbiItem({ abi: allowanceModuleAbi, name: 'deleteAllowance' }),
] as const

const changeSelectors = new Set(changeAbi.map((item) => toFunctionSelector(item)))

/**
 * The allowance change a call's data makes, or null for any other call (or one whose arguments do not decode, which
 * reverts on chain). The selector alone decides, whatever contract is called: a look-alike of the module is flagged
 * too, which errs on the side of an acknowledgement.
 */
export function decodeAllowanceChange(data: Hex): AllowanceChange | null {
  if (!isHex(data, { strict: true }) || data.length < 10) return null
  const hex = data.toLowerCase() as Hex
  if (!changeSelectors.has(hex.slice(0, 10) as Hex)) return null
  let call: ReturnType<typeof decodeFunctionData<typeof changeAbi>>
  try {
    call = decodeFunctionData({ abi: changeAbi, data: hex })
  } catch {
    return null
  }
  switch (call.functionName) {
    case 'addDelegate':
      return { type: 'ADD_DELEGATE', delegate: call.args[0] }
    case 'removeDelegate':
      return { type: 'REMOVE_DELEGATE', delegate: call.args[0], removeAllowances: call.args[1] }
    case 'setAllowance':
      return {
        type: 'SET_ALLOWANCE',
        delegate: call.args[0],
        token: call.args[1],
        amount: call.args[2],
        resetMinutes: call.args[3],
      }
    case 'resetAllowance':
      return { type: 'RESET_ALLOWANCE', delegate: call.args[0], token: call.args[1] }
    case 'deleteAllowance':
      return { type: 'DELETE_ALLOWANCE', delegate: call.args[0], token: call.args[1] }
  }
}
