/**
 * The user-preferences header value: a device description that is stable between visits but does
 * not identify the person (no user agent string, no canvas or audio probing). Screen size, colour
 * depth, language, time zone and platform class only.
 */
export function deviceFingerprint(): string {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  let timeZone = 'unknown';
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'unknown';
  } catch {
    /* very old engines: keep 'unknown' */
  }
  const parts: Record<string, string> = {
    lang: nav?.language ?? 'unknown',
    tz: timeZone,
    screen: scr ? `${scr.width}x${scr.height}x${scr.colorDepth}` : 'unknown',
    touch: nav && 'maxTouchPoints' in nav && nav.maxTouchPoints > 0 ? 'yes' : 'no',
    cookies: nav?.cookieEnabled ? 'yes' : 'no',
  };
  return Object.entries(parts)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join(';');
}
