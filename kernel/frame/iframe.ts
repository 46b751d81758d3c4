/**
 * The hidden <iframe> that hosts the secure site's frame page. Created only
 * when the bridge first needs it.
 */
import { SECURE_SITE_SDK_VERSION } from './constants'

export interface FrameUrlParams {
  secureSiteUrl: string
  projectId: string
  /** The app's origin; the frame posts to it and only to it. */
  appOrigin: string
}

export { SECURE_SITE_SDK_VERSION }

export function frameUrl({ secureSiteUrl, projectId, appOrigin }: FrameUrlParams): string {
  const url = new URL(secureSiteUrl)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('sdkVersion', SECURE_SITE_SDK_VERSION)
  url.searchParams.set('origin', appOrigin)
  return url.toString()
}

export function createHiddenFrame(document: Document, src: string): HTMLIFrameElement {
  const iframe = document.createElement('iframe')
  iframe.id = 'portico-embedded-wallet'
  iframe.title = 'Embedded wallet'
  iframe.hidden = true
  iframe.tabIndex = -1
  iframe.setAttribute('aria-hidden', 'true')
  // The frame needs scripts and its own storage (its origin's localStorage);
  // it never navigates the app, opens popups or submits forms.
  iframe.setAttribute('sandbox', 'allow-scripts allow-same-origin')
  iframe.referrerPolicy = 'no-referrer'
  iframe.src = src
  document.body.appendChild(iframe)
  return iframe
}
