import { FieldMessages, LogOnLimits } from './log-on-messages';

/**
 * Characters as the log-on forms count them (class-validator's `Length`, which stages 2 and 3 use):
 * a surrogate pair is one character and an emoji presentation selector none, so the limits mean the
 * same on every stage.
 */
export function characterCount(value: string): number {
  const selectors = value.match(/[\uFE0E\uFE0F]/g)?.length ?? 0;
  const pairs = value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0;
  return value.length - selectors - pairs;
}

/**
 * Stage 1's one field rule (docs/rules/credentials.md): the username is required and 1 to 76 characters, with
 * one message for every failure. A plain rule rather than a class-validator DTO, because the log-on
 * page would otherwise carry about 6 KiB of class-validator (gzipped) for one length check.
 */
export function usernameError(username: string): string | null {
  const count = characterCount(username);
  return username !== '' && count >= LogOnLimits.usernameMin && count <= LogOnLimits.usernameMax ? null : FieldMessages.username;
}
