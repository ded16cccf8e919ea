/**
 * The app's icons: 24 × 24 outlines, each also drawn filled ('<name>-filled', a category's selected
 * tab). Content names icons by these names (categoryIcon); the developer page 'svgs' shows them all.
 */
export const iconPaths = {
  plane: 'M2 16l20-6-20-6 3 6-3 6zM5 10h9',
  card: 'M3 6h18v12H3zM3 10h18M6 15h4',
  alert: 'M12 3l10 18H2L12 3zM12 10v5M12 17.5v.5',
  coins: 'M12 4a7 4 0 1 0 .01 0zM5 8v8c0 2.2 3.1 4 7 4s7-1.8 7-4V8M5 12c0 2.2 3.1 4 7 4s7-1.8 7-4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM8.5 12l2.5 2.5 4.5-5',
  key: 'M7 9a4 4 0 1 0 .01 0zM11 13l9 0M17 13v3M20 13v3',
  lock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  flag: 'M5 21V4M5 4h12l-2 4 2 4H5',
  search: 'M10.5 4a6.5 6.5 0 1 0 .01 0zM15.5 15.5L21 21',
  message: 'M3 5h18v12H8l-5 4V5zM7 9h10M7 13h6',
} as const;

export type IconBase = keyof typeof iconPaths;

export interface IconSpec {
  name: string;
  base: IconBase;
  filled: boolean;
}

/** The icon a name stands for, or null for a name the app has no drawing of (nothing is shown). */
export function iconFor(name: string): IconSpec | null {
  const filled = name.endsWith('-filled');
  const base = filled ? name.slice(0, -'-filled'.length) : name;
  return Object.hasOwn(iconPaths, base) ? { name, base: base as IconBase, filled } : null;
}

/** Every icon name, outline then filled, for the developer page. */
export const allIconNames: readonly string[] = Object.keys(iconPaths).flatMap((base) => [base, `${base}-filled`]);
