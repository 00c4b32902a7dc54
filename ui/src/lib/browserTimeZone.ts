/** The browser's time zone, for the times a downloaded report shows (UTC where it cannot be read). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
