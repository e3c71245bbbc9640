// Spam and address poisoning (docs/spam-and-poisoning.md): the look-alike warning every recipient field and the review
// show, and what the history's "Hide suspicious" judges with.
export { describeKnownAddress, describeLookAlike } from './describeLookAlike'
export { describeSuspicion } from './describeSuspicion'
export { LookAlikeWarning } from './LookAlikeWarning'
export { useKnownAddresses } from './useKnownAddresses'
export { useSuspicionContext } from './useSuspicionContext'
