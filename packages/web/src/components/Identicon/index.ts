export { Identicon } from './Identicon'
