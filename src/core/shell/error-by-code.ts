import { genericPanelMessage, genericPanelTitle } from '../shared/error-codes';

/** An error entry from content: a title and a (responsive) message, either possibly missing. */
export interface ErrorEntry {
  title?: string | null;
  message?: string | null;
}

export interface ErrorText {
  title: string;
  message: string;
}

/**
 * The title and message shown for an error code (docs/rules/error-catalogue.md): the content entry with its
 * fd_code placeholder replaced by the code, or the generic 'It's us, not you.' texts where content
 * has no entry, so the customer never sees an empty panel.
 */
export function errorTextByCode(code: string, entry?: ErrorEntry | null): ErrorText {
  const fill = (text: string) => text.replace(/\{\{?\s*fd_code\s*\}?\}|fd_code/g, code);
  const title = entry?.title?.trim();
  const message = entry?.message?.trim();
  return {
    title: title ? fill(title) : genericPanelTitle,
    message: message ? fill(message) : genericPanelMessage(code),
  };
}
