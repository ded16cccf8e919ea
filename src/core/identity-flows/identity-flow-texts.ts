/**
 * Texts of the identity flows that the spec gives by meaning only (docs/rules/error-catalogue.md,
 * 'Identity-service messages'); the wording is ours. `{phone}` is the bank's help number.
 */
export const IdentityFlowTexts = {
  /** Secure Key activation entry failure: a ten-digit serial number, a six-digit code, and call us. */
  activationEntryFailure:
    "We couldn't activate your Secure Key. Please check you've entered the ten-digit serial number from the back of your Secure Key and a six-digit security code from it. If it still doesn't work, please call us on {phone}.",
  /** PIN reset failure: says to call. */
  pinResetFailure: "We can't reset your Secure Key PIN online. Please call us on {phone} and we will help you.",
  /** Registration's error page quotes the reference the service gave. */
  registrationFailure: "We can't register you for Online Banking at the moment. Please call us on {phone} and quote reference {ref}.",
  /** The offline reset's last answer ('Sorry we cannot action your request') means the request was taken. */
  offlineResetCompleteTitle: 'We have your request',
  offlineResetCompleteMessage:
    "Thank you. We'll check your details and send your new log-on details to your home address by post within 5 working days.",
  answerIncorrect: "The answer you've entered is incorrect. Please try again.",
  continue: 'Continue',
  logOn: 'Log on',
  back: 'Back',
  backToLogOn: 'Back to Log On',
  loading: 'Loading',
  errorSummaryTitle: 'There is a problem',
} as const;

export function withPhone(text: string, phone: string): string {
  return text.split('{phone}').join(phone);
}
