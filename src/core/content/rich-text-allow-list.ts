/**
 * What content's rich text may use (the sanitiser's allow-list, ui/shared/RichText.tsx). Here so the
 * help search indexes exactly what a customer sees (adapters/help: sanitise first, then the words).
 */
export const richTextTags: readonly string[] = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'div', 'em', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i',
  'li', 'ol', 'p', 'small', 'span', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'u', 'ul',
];

/** Attributes content may use. No style (the CSP forbids inline styles), no id (no clobbering), no on*. */
export const richTextAttributes: readonly string[] = ['href', 'target', 'rel', 'title', 'class', 'lang', 'dir', 'colspan', 'rowspan', 'scope'];

/**
 * The only classes rich text may set: its own prefix. Content can then never take on the
 * app's classes ('visually-hidden', 'skip-link', a banner's) to hide text or dress up as the app.
 */
export const richTextClassPrefix = 'rt-';

/** The class tokens content may keep; an empty string drops the attribute. */
export function ownClasses(value: string): string {
  return value
    .split(/\s+/)
    .filter((token) => token.startsWith(richTextClassPrefix) && token.length > richTextClassPrefix.length)
    .join(' ');
}
