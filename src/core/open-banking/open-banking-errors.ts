/** Codes of open banking's own (the bank's wording for them is not in the spec; ours is below). */
export const OpenBankingErrorCodes = {
  /** An answer without the agreed shape (the whole answer; a single bad consent is left out instead). */
  malformed: 'OB_MALFORMED',
  /** authorisation/{authState}: the bank knows no such request. */
  authorisationNotFound: 'OB_AUTH_NOT_FOUND',
  /** authorisation/{authState}: the request has expired (providers' requests last minutes). */
  authorisationExpired: 'OB_AUTH_EXPIRED',
  /** The bank's answer named an address the app will not open (redirect-rule.ts). */
  redirectRefused: 'OB_REDIRECT_REFUSED',
} as const;

/** The pages of an authorisation that cannot go ahead (our own words: the spec is silent). */
export const authorisationPageTexts = {
  expired: {
    title: 'This request has expired',
    body: [
      'The request to share your information or make payments is no longer valid. Nothing has been shared and no access was given.',
      "Go back to the provider's app or website and start again.",
    ],
  },
  notFound: {
    title: 'We cannot find this request',
    body: [
      'The link you followed does not match a request from a provider. Nothing has been shared and no access was given.',
      "Go back to the provider's app or website and start again.",
    ],
  },
} as const;

/** Authorisation form messages (our own: the spec names none). The code's messages are docs/rules/credentials.md's. */
export const AuthorisationMessages = {
  chooseAccounts: 'Select at least one account to share.',
  chooseAccount: 'Select the account to pay from.',
  /** OLR_0043 for a Re-authentication Security Code: the Transaction Security Code's words, its own code name. */
  wrongCode: 'You have entered an incorrect Re-authentication Security Code. Please try again or call us on {phone}. (OLR_0043)',
} as const;
