export { TokenIcon } from './TokenIcon'
