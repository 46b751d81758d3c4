import { RESTRICTED_TIMEZONES } from './constants'

export { RESTRICTED_TIMEZONES }

/** Whether the browser's time zone is a restricted one (an unreadable zone is not). */
export function inRestrictedTimezone(): boolean {
  try {
    return RESTRICTED_TIMEZONES.includes(Intl.DateTimeFormat().resolvedOptions().timeZone)
  } catch {
    return false
  }
}
