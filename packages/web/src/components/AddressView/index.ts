export { AddressView, type AddressViewProps } from './AddressView'
