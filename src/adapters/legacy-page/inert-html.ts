/** What this file needs of the browser's Trusted Types API (absent in jsdom and some browsers). */
interface HtmlPolicyFactory {
  createPolicy(name: string, rules: { createHTML: (html: string) => string }): { createHTML(html: string): unknown };
}

let policy: { createHTML(html: string): unknown } | null | undefined;

/**
 * An HTML string parsed into a detached, inert document: DOMParser runs none of its scripts, loads
 * none of its images or styles, and nothing of it is attached to the live DOM. With Trusted Types
 * enforced (scripts/security-headers.mjs) parseFromString takes only TrustedHTML, so the string
 * passes through the 'inert-html' policy, which is private to this function: nothing else can use it
 * to put HTML into the page. Shown HTML goes through DOMPurify's own policy instead (RichText).
 */
export function parseInertHtml(html: string): Document {
  if (policy === undefined) {
    const factory = (globalThis as { trustedTypes?: HtmlPolicyFactory }).trustedTypes;
    policy = factory ? factory.createPolicy('inert-html', { createHTML: (s) => s }) : null;
  }
  return new DOMParser().parseFromString((policy ? policy.createHTML(html) : html) as string, 'text/html');
}
