/** SPEC §9: the on-ramp is not offered in mainland China, Hong Kong and Macau (their IANA zones and aliases). */
export const RESTRICTED_TIMEZONES: readonly string[] = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'PRC',
  'Hongkong',
]

/** Whether the browser's time zone is a restricted one (an unreadable zone is not). */
export function inRestrictedTimezone(): boolean {
  try {
    return RESTRICTED_TIMEZONES.includes(Intl.DateTimeFormat().resolvedOptions().timeZone)
  } catch {
    return false
  }
}
