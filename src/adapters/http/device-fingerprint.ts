/**
 * The user-preferences header value: a device description that is stable between visits but does
 * not identify the person (no user agent string, no canvas or audio probing). Screen size, colour
 * depth, language, time zone and platform class only.
 */
export function deviceFingerprint(): string {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const scr = typeof screen === 'undefined' ? undefined : screen;
  const timeZone = deviceTimeZone();
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

type TemporalNow = { Now?: { timeZoneId?: () => string } };

/**
 * The IANA time zone. Temporal (where the browser has it) first: the Intl route is the page's first
 * use of Intl and loads ICU's locale data for it, 20-65 ms of main thread in Chromium before the first
 * request can go (docs/architecture.md, 'Log-on page performance'); Temporal gives the same name at
 * no cost. Exported for its spec.
 */
export function deviceTimeZone(): string {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const id = temporal?.Now?.timeZoneId?.();
    if (id) return id;
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'unknown';
  } catch {
    /* very old engines: keep 'unknown' */
    return 'unknown';
  }
}
