import { pluginSize } from './plugin-size.mjs'
// The siwx plugin's Sessions view (feature smartSessions), loaded when the Account view's 'Sessions' is first
// chosen: the view, its list, and the plugin modules it imports (routes, messages; shared with the start chunk).
export default pluginSize('plugin-siwx-sessions', ['plugins/siwx/views/Sessions.tsx'])
