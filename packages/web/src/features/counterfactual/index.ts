// The counterfactual ("pay later") feature's public face: its screen loads lazily from its own file
// (app/screens.ts); other features need nothing from it.
export { encodeActivationBatch } from './encodeActivationBatch'
export { undeployedSafeOffers } from './undeployedSafeOffers'
