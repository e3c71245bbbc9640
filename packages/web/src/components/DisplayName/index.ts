export { DisplayName } from './DisplayName'
