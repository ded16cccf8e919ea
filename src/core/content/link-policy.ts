/**
 * Where a link in content may point: the bank's own domains and the
 * regulators, with their subdomains. Anything else, and anything that is not plainly a web address,
 * becomes the bank's home address, so content can never send a customer to a look-alike site.
 */
export const regulatorDomains: readonly string[] = ['fca.org.uk', 'fscs.org.uk'];

export interface LinkPolicy {
  bankDomains: readonly string[];
  bankHomeUrl: string;
}

/** True when host is one of the domains or a subdomain of one (label boundary: 'evilfca.org.uk' is not). */
export function isAllowedHost(host: string, domains: readonly string[]): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return domains.some((d) => {
    const domain = d.toLowerCase();
    return h === domain || h.endsWith(`.${domain}`);
  });
}

/**
 * The address a content link may keep. Kept: in-page anchors and hash routes ('#...'), telephone
 * numbers, paths on the app's own origin ('/...'), and https addresses on an allowed host without
 * credentials. Everything else (javascript:, data:, other hosts, '//host', malformed) → bank home.
 */
export function safeLinkHref(href: string, policy: LinkPolicy): string {
  // Browsers drop tabs and newlines anywhere in a URL and trim control characters and spaces.
  // eslint-disable-next-line no-control-regex
  const value = href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^#[^\\]*$/.test(value) && !/^#\s*(javascript|data|vbscript):/i.test(value)) return value;
  if (/^tel:\+?[0-9 ()-]{3,20}$/i.test(value)) return value;
  if (/^\/(?![/\\])[^\\:]*$/.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return policy.bankHomeUrl;
  }
  const allowedHost = isAllowedHost(url.hostname, [...policy.bankDomains, ...regulatorDomains]);
  // https only: a plain http link to the bank or a regulator can be rewritten on the way.
  if (url.protocol === 'https:' && allowedHost && !url.username && !url.password) {
    return url.href;
  }
  return policy.bankHomeUrl;
}
