export { AddressDisplay, type AddressDisplayProps } from './AddressDisplay'
export { AddressDisplayContext, type AddressDisplayKnowledge } from './AddressDisplayContext'
export { shortenAddress } from './shortenAddress'
