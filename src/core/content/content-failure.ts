import { ErrorCodes } from '../shared/error-codes';
import type { AppError } from '../shared/result';

/** The content failure messages of docs/rules/error-catalogue.md, verbatim. */
export const ContentFailureMessages = {
  fragment: 'Could not load or parse AEM fragment',
  pathNotFound: 'Path not found for aemKey',
  masterLinks: 'Unable to extract masterData links from master json',
  interstitial: 'Unable to extract interstitialData from master json',
} as const;
export type ContentFailureMessage = (typeof ContentFailureMessages)[keyof typeof ContentFailureMessages];

/**
 * Thrown by content adapters. The code is FD890T (missing content) unless the cause was a
 * connection failure (FD999T), so the page can say which.
 */
export class ContentFailure extends Error {
  readonly code: string;
  readonly detail: string | undefined;
  constructor(message: ContentFailureMessage, options: { code?: string; detail?: string } = {}) {
    super(message);
    this.name = 'ContentFailure';
    this.code = options.code ?? ErrorCodes.missingContent;
    this.detail = options.detail;
  }

  toAppError(): AppError {
    return { code: this.code, description: this.message };
  }
}

/** Any thrown value as a content AppError: a ContentFailure keeps its code, anything else is a fragment failure. */
export function contentErrorOf(error: unknown): AppError {
  if (error instanceof ContentFailure) return error.toAppError();
  return { code: ErrorCodes.missingContent, description: ContentFailureMessages.fragment };
}
