import type { MessageGroup } from './faq';

/**
 * `/{hub}/info/{categorySlug}/message/{encoded}` (docs/rules/customer-screens.md): `encoded` is the category's
 * messageSubject, URI-encoded. The route names the subject only; the form's label and text come
 * from the category's own messageGroup, and a subject that is not that group's is refused, so a
 * crafted link cannot put words of its own on the bank's form.
 */
export function encodeMessageSubject(group: MessageGroup): string {
  return encodeURIComponent(group.messageSubject);
}

export type MessageRouteDecision =
  | { kind: 'form'; group: MessageGroup }
  /** `encoded` is not valid percent-encoding. */
  | { kind: 'malformed' }
  /** The category offers no message, or another subject. */
  | { kind: 'no-such-message' };

export function decideMessageRoute(encoded: string, group: MessageGroup | null): MessageRouteDecision {
  let subject: string;
  try {
    subject = decodeURIComponent(encoded);
  } catch {
    return { kind: 'malformed' };
  }
  if (!group || subject !== group.messageSubject) return { kind: 'no-such-message' };
  return { kind: 'form', group };
}
