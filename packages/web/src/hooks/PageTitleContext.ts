import { createContext } from 'react'

/** What the place a screen belongs to adds to its tab title: the open Safe's name. None outside a Safe. */
export const PageTitleContext = createContext<string | undefined>(undefined)
