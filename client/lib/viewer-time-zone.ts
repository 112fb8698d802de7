/** The browser's own IANA zone ('Europe/Ljubljana'); UTC where the browser will not say. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
