/** <ModalProvider modal={...}>: the Modal handle for every hook and component below it. */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react'
import { REACT_MESSAGES, errorIn } from '../errors'
import type { Modal } from '../types'

const ModalContext = createContext<Modal | null>(null)

export function ModalProvider({ modal, children }: { modal: Modal; children?: ReactNode }): ReactElement {
  return <ModalContext.Provider value={modal}>{children}</ModalContext.Provider>
}

/** The Modal of the nearest provider; a clear error when there is none. */
export function useModalInstance(): Modal {
  const modal = useContext(ModalContext)
  if (!modal) throw errorIn(REACT_MESSAGES, 'NO_MODAL_PROVIDER')
  return modal
}
