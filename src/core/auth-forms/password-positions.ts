import type { IdentityInput } from '../identity/identity-step';

/**
 * The password character boxes of stage 2 (docs/rules/log-on-screens.md and docs/rules/credentials.md): 1st to 6th, an ellipsis, then
 * penultimate and last. The identity service asks for three of them in the inputs
 * keyrcc_password_first/second/third; the label it gives each input says which position it wants.
 */
export type PasswordPosition = 1 | 2 | 3 | 4 | 5 | 6 | 'penultimate' | 'last';

export const passwordBoxPositions: readonly PasswordPosition[] = [1, 2, 3, 4, 5, 6, 'penultimate', 'last'];

export const passwordCharacterFields = ['keyrcc_password_first', 'keyrcc_password_second', 'keyrcc_password_third'] as const;
export type PasswordCharacterField = (typeof passwordCharacterFields)[number];

const ordinals = ['1st', '2nd', '3rd', '4th', '5th', '6th'] as const;
const ordinalWords = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

export function passwordBoxLabel(position: PasswordPosition): string {
  return typeof position === 'number' ? (ordinals[position - 1] ?? String(position)) : position;
}

/** Reads a position from a label such as '2nd character', 'Character 5', 'penultimate' or 'Last'. */
export function positionFromLabel(label: string): PasswordPosition | null {
  const text = label.trim().toLowerCase();
  if (text === '') return null;
  if (/penultimate|second[- ]to[- ]last|next[- ]to[- ]last/.test(text)) return 'penultimate';
  if (/\b(last|final)\b/.test(text)) return 'last';
  const digits = /\b([1-6])(?:st|nd|rd|th)?\b/.exec(text);
  if (digits?.[1]) return Number(digits[1]) as PasswordPosition;
  const wordIndex = ordinalWords.findIndex((w) => new RegExp(`\\b${w}\\b`).test(text));
  return wordIndex >= 0 ? ((wordIndex + 1) as PasswordPosition) : null;
}

export interface RequestedCharacter {
  field: PasswordCharacterField;
  position: PasswordPosition;
}

/**
 * Which positions the page requests, in box order. An input the page marks disabled, or whose label
 * names no position, is not requested; a position is never asked twice.
 */
export function requestedPasswordCharacters(
  inputs: readonly IdentityInput[],
  labels: Readonly<Record<string, string>> = {},
): RequestedCharacter[] {
  const found: RequestedCharacter[] = [];
  for (const field of passwordCharacterFields) {
    const input = inputs.find((i) => i.name === field);
    if (!input || input.disabled) continue;
    const position = positionFromLabel(input.label ?? labels[field] ?? '');
    if (position === null || found.some((f) => f.position === position)) continue;
    found.push({ field, position });
  }
  return found.sort((a, b) => passwordBoxPositions.indexOf(a.position) - passwordBoxPositions.indexOf(b.position));
}
