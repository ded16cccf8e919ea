/**
 * Inline tags a question may carry and still be shown as formatted text. A question is one line of
 * content, so only these, and only bare (no attributes: nothing to link or style).
 */
export const questionInlineTags: readonly string[] = ['b', 'strong', 'em', 'i', 'abbr', 'small', 'sub', 'sup', 'br'];

export type QuestionDisplay = { kind: 'rich'; html: string } | { kind: 'text'; text: string };

const tagPattern = /<\s*(\/?)\s*([A-Za-z][A-Za-z0-9-]*)([^>]*)>/g;

/**
 * Spec 02 / a question with markup in it shows as text unless the allow-list
 * permits it. Every tag bare and on the list: rich text (still sanitised when shown). Any other tag,
 * any attribute, a comment or a stray '<' that is not a tag: the whole question as plain text, so
 * the customer sees exactly what content sent and nothing runs.
 */
export function questionDisplay(question: string): QuestionDisplay {
  if (!question.includes('<')) return { kind: 'text', text: question };
  let rest = question;
  for (const match of question.matchAll(tagPattern)) {
    const [whole, , name = '', attributes = ''] = match;
    const bare = attributes.trim() === '' || attributes.trim() === '/';
    if (!bare || !questionInlineTags.includes(name.toLowerCase())) return { kind: 'text', text: question };
    rest = rest.replace(whole, '');
  }
  // Anything still holding '<' was not a well-formed tag (a comment, '<!', '< 5'): show as typed.
  return rest.includes('<') ? { kind: 'text', text: question } : { kind: 'rich', html: question };
}
