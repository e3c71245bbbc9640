// The Safe settings feature (Setup, Modules). The route table loads its screens lazily from their files; nothing else
// uses it yet.
export type { SafeSettings } from './readSafeSettings'
