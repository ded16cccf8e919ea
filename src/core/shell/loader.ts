import { Constants } from '../shared/constants';

/** Loader rule of docs/rules/constants.md: default size 56, border 5, a slow message after 15 s for sizes over 40. */
export const loaderDefaults = { size: Constants.loader.defaultSize, border: Constants.loader.defaultBorder } as const;

/** 'only for size over 40' (docs/rules/constants.md). */
const slowMessageAboveSize = 40;

export const loaderSlowMessage = 'This is taking longer than normal';

/** Small inline spinners (inside buttons, rows) have no room for text, so only larger ones explain a delay. */
export function loaderShowsSlowMessage(size: number): boolean {
  return size > slowMessageAboveSize;
}

export const loaderSlowAfterMs = Constants.loader.slowAfterMs;
