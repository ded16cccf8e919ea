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
