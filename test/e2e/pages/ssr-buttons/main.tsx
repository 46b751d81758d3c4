/** Hydrates the server's HTML (App.tsx) with the modal the server rendered it for. */
import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App, pageModal, type PageConfig } from './App'

const root = document.getElementById('root') as HTMLElement
const config = JSON.parse(root.dataset.config ?? '{}') as PageConfig
hydrateRoot(
  root,
  <StrictMode>
    <App modal={pageModal(config, location.origin)} />
  </StrictMode>,
)
