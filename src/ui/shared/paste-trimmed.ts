import type { ClipboardEvent } from 'react';

/**
 * A value pasted with spaces around it (copied from a letter, an email or a text message) goes in
 * without them. A field with a length limit would otherwise spend the limit on a leading space and
 * drop the last character: ' 40-12-76 ' pasted into the sort code's 8 became '40-12-7'. Spaces
 * inside the value are the customer's and stay. Used as an input's onPaste.
 */
export function pasteTrimmed(event: ClipboardEvent<HTMLInputElement>): void {
  const pasted = event.clipboardData.getData('text/plain');
  const trimmed = pasted.trim();
  if (trimmed === pasted) return; // the browser's own paste
  event.preventDefault();
  const input = event.currentTarget;
  // Email and number inputs have no selection to read: the paste goes at the end.
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const room = input.maxLength >= 0 ? input.maxLength - (input.value.length - (end - start)) : trimmed.length;
  const inserted = trimmed.slice(0, Math.max(0, room));
  const value = input.value.slice(0, start) + inserted + input.value.slice(end);
  // Set through the element's own setter, then an input event: React sees a change as from typing.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  if (input.selectionStart !== null) input.setSelectionRange(start + inserted.length, start + inserted.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
