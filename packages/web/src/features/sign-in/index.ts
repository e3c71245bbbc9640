export { SignInButton } from './SignInButton'
export { SignInFlow } from './SignInFlow'
export { SignInProvider } from './SignInProvider'
export { useSignIn } from './useSignIn'
