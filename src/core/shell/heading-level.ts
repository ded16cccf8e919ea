/** HTML has headings h1 to h6 only; any other requested level is clamped into that range (docs/rules/credentials.md). */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export function clampHeadingLevel(level: number): HeadingLevel {
  if (!Number.isFinite(level)) return 1;
  return Math.min(6, Math.max(1, Math.trunc(level))) as HeadingLevel;
}
