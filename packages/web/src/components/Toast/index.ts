export { Toaster } from './Toaster'
export { currentToasts, dismissToast, showToast, type Toast } from './toastStore'
