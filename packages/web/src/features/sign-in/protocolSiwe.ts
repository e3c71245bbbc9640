// The sign-in message policy lives in @strongroom/protocol (src/siwe). Until the package root re-exports './siwe', the
// web app reaches it by path here, in one place; afterwards import these names from '@strongroom/protocol' instead.
export {
  type AuthSession,
  authNonceSchema,
  authSessionSchema,
  createSignInMessage,
} from '../../../../protocol/src/siwe'
