export { TokenAmount, type TokenAmountProps } from './TokenAmount'
