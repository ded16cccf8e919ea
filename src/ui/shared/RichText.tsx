import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo, type ElementType } from 'react';
import { AppConfig } from '../../core/shared/app-config';
import { safeLinkHref, type LinkPolicy } from '../../core/content/link-policy';
import { useInjection } from '../di/container-context';
import { ownClasses, richTextAttributes, richTextTags } from '../../core/content/rich-text-allow-list';

// The allow-list lives in core (the help search indexes what it lets through).
export { richTextAttributes, richTextTags };

const config: Config = {
  ALLOWED_TAGS: [...richTextTags],
  ALLOWED_ATTR: [...richTextAttributes],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // DOMPurify applies this to every attribute value: anything that looks like a scheme must be
  // http(s) or tel. Hrefs have already been through safeLinkHref by then (uponSanitizeAttribute).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  KEEP_CONTENT: true,
  RETURN_TRUSTED_TYPE: false,
};

let purifier: Purifier | null = null;
let activePolicy: LinkPolicy | null = null;

/**
 * Our own DOMPurify instance, so the link hook never touches anyone else's use of the library.
 * The hook reads the policy of the sanitize call in progress (sanitising is synchronous).
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  // Rewrite before DOMPurify's own URI check, so a disallowed link becomes the bank home rather than vanishing.
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'href' && node.nodeName === 'A' && activePolicy) {
      data.attrValue = safeLinkHref(data.attrValue, activePolicy);
    }
    if (data.attrName === 'class') {
      data.attrValue = ownClasses(data.attrValue);
      if (data.attrValue === '') data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.nodeName !== 'A') {
      node.removeAttribute('href');
      node.removeAttribute('target');
      node.removeAttribute('rel');
    } else if (node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Content HTML made safe to show: only the allow-listed tags and attributes, no handlers or script
 * URLs, links only to the bank's domains and the regulators (others go to the bank's home address),
 * and new-window links with rel="noopener noreferrer". Sanitising the result again changes nothing.
 */
export function sanitizeRichText(html: string, policy: LinkPolicy): string {
  const instance = getPurifier();
  activePolicy = policy;
  try {
    return instance.sanitize(html, config);
  } finally {
    activePolicy = null;
  }
}

/**
 * The same, as a TrustedHTML made by DOMPurify's own Trusted Types policy ('dompurify', allowed by
 * the CSP's trusted-types, scripts/security-headers.mjs): with require-trusted-types-for 'script'
 * the browser refuses a plain string for innerHTML. A string where the browser has no Trusted Types.
 */
export function sanitizeRichTextTrusted(html: string, policy: LinkPolicy): string | TrustedHTML {
  const instance = getPurifier();
  activePolicy = policy;
  try {
    return instance.sanitize(html, { ...config, RETURN_TRUSTED_TYPE: true });
  } finally {
    activePolicy = null;
  }
}

export interface RichTextProps {
  /** HTML from content (labels, FAQs, fragments). Never HTML from the customer or a legacy page. */
  html: string;
  /** The wrapping element; a div by default (use 'span' inside running text). */
  as?: ElementType;
  className?: string;
  id?: string;
}

/** The one component that renders HTML. Everything else renders text. */
export function RichText({ html, as: Tag = 'div', className, id }: RichTextProps) {
  const appConfig = useInjection<AppConfig>(AppConfig);
  const safe = useMemo(
    () => sanitizeRichTextTrusted(html, { bankDomains: appConfig.bankDomains, bankHomeUrl: appConfig.bankHomeUrl }),
    [html, appConfig.bankDomains, appConfig.bankHomeUrl],
  );
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: safe }} />;
}
