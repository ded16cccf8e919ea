/** Business constants of docs/rules/constants.md. */
export const Constants = {
  apiTimeoutMs: 35_000,
  triesPerRequest: 3,
  sessionCheckIntervalMs: 60_000,
  contentCacheMaxAgeSeconds: 86_400,
  chunkLoadTimeoutMs: 120_000,
  breakpoints: { medium: 768, large: 1200 },
  usernameMaxLength: 76,
  memorableAnswerMaxLength: 36,
  securityCodeLength: 6,
  loader: { defaultSize: 56, defaultBorder: 5, slowAfterMs: 15_000, slowMessageMinSize: 41 },
  tds: { maxAttempts: 3, lockSeconds: 30 },
  reauth: { maxAttempts: 3, lockSeconds: 300 },
  inactivityLogOffMs: 5 * 60_000,
  inactivityWarningBeforeMs: 60_000,
} as const;
