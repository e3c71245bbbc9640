// The wire schema lives in protocol, where the web app reads the same answer.
export { type ContractInfo, contractInfoSchema } from '@strongroom/protocol'
