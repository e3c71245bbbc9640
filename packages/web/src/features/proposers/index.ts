// Settings → Proposers: the gateway's delegates of a Safe, listed, added and removed (docs/proposers.md).
export { ProposersPage } from './ProposersPage'
