import { describe, expect, it } from 'vitest';
import { questionDisplay } from './question-text';
import { decideMessageRoute, encodeMessageSubject } from './message-route';

describe('a question with markup', () => {
  it('plain text stays text', () => {
    expect(questionDisplay('Can I use my card in the USA?')).toEqual({ kind: 'text', text: 'Can I use my card in the USA?' });
  });

  it('bare inline tags on the allow-list are rich text', () => {
    expect(questionDisplay('Is <strong>contactless</strong> safe?<br/>')).toEqual({ kind: 'rich', html: 'Is <strong>contactless</strong> safe?<br/>' });
  });

  it.each([
    'What is <script>alert(1)</script> phishing?',
    'Is <b onclick="x()">this</b> safe?',
    'See <a href="https://evil.example">here</a>',
    'Why is 3 < 5?',
    'A <!-- comment --> question',
    '<img src=x onerror=alert(1)>',
  ])('anything else shows exactly as typed: %s', (text) => {
    expect(questionDisplay(text)).toEqual({ kind: 'text', text });
  });
});

describe('the message route', () => {
  const group = { messageSubject: 'Lost card abroad', messageLabel: 'Where are you?', messageText: 'Tell us.' };

  it('encodes the subject and opens the form for the same subject', () => {
    expect(encodeMessageSubject(group)).toBe('Lost%20card%20abroad');
    expect(decideMessageRoute('Lost%20card%20abroad', group)).toEqual({ kind: 'form', group });
  });

  it('refuses bad percent-encoding, another subject, or a category without a message', () => {
    expect(decideMessageRoute('%E0%A4%A', group)).toEqual({ kind: 'malformed' });
    expect(decideMessageRoute('Send%20me%20money', group)).toEqual({ kind: 'no-such-message' });
    expect(decideMessageRoute('Lost%20card%20abroad', null)).toEqual({ kind: 'no-such-message' });
  });
});
