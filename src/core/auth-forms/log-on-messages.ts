/**
 * Every text of the log-on screens that the spec gives (docs/rules/log-on-screens.md, docs/rules/credentials.md, docs/rules/access.md and docs/rules/error-catalogue.md), copied
 * verbatim. `{phone}` is the bank's help line (AppConfig.helpPhone), filled in by `withPhone`.
 */
/** Stage 1's field message; those of the later stages are in later-log-on-texts.ts. */
export const FieldMessages = {
  username: "We don't recognise the username you've entered, is it right?",
} as const;

/** Stage 1's field limits; those of the later stages are in later-log-on-texts.ts. */
export const LogOnLimits = {
  usernameMin: 1,
  usernameMax: 76,
} as const;

export const UsernameTexts = {
  heading: 'Welcome to Online Banking',
  usernameLabel: 'Username',
  rememberMe: 'Remember me',
  continue: 'Continue',
  forgottenUsername: 'Forgotten your username?',
  forgottenUsernameBody: "If you've forgotten your username, please call us on {phone} and we'll help you.",
  newToOnlineBanking: 'New to Online Banking?',
  register: 'Register',
  whatYouNeed: 'What you need to register',
  whatYouNeedIntro: "To register for Online Banking you'll need:",
  whatYouNeedItems: ['your sort code and account number, or your credit card number', 'your telephone password'],
} as const;

export const AuthLayoutTexts = {
  backToLogOn: 'Back to Log On',
  fscsButton: 'Financial Services Compensation Scheme',
  fscsHeading: 'Financial Services Compensation Scheme (FSCS)',
  // The FSCS deposit limit: £120,000 per person since 1 December 2025 (it was £85,000 before).
  fscsBody:
    'Your eligible deposits with us are protected up to a total of £120,000 by the Financial Services Compensation Scheme, the UK’s deposit guarantee scheme. Any deposits you hold above the limit are unlikely to be covered.',
  close: 'Close',
} as const;

/** The leave-step guard (docs/rules/log-on-states.md): only 'OK'. */
export const LeaveStepTexts = {
  message: 'Please use the Back button',
  toLogOnSuffix: ' to Log On',
  ok: 'OK',
} as const;

/** Steps whose own Back button is enough; elsewhere the customer is pointed at 'Back to Log On'. */
export function leaveStepMessage(step: 'username' | 'password' | 'securetoken' | 'other'): string {
  const onOwnBackStep = step === 'password' || step === 'securetoken';
  return onOwnBackStep ? LeaveStepTexts.message : `${LeaveStepTexts.message}${LeaveStepTexts.toLogOnSuffix}`;
}

/** Identity-service messages of docs/rules/error-catalogue.md. */
export const ServerErrorTexts = {
  lockWarning: "You won't be able to access Digital Banking if you enter your details incorrectly too many times.",
  lockWarningTips: [
    "If you can't remember your memorable answer, use 'Forgotten your memorable answer'.",
    'An incorrect Digital Secure Key password generates an invalid log-on security code.',
    'If you have a problem with your Secure Key, please call us on {phone}.',
  ],
  summaryTitle: 'One or more errors must be corrected',
  securityCodeIncorrect: "The security code you've entered is incorrect. Please try again.",
  detailsMismatch:
    "The details you've entered don't match our records. You won't be able to access Digital Banking if you enter your details incorrectly too many times",
  brc: (code: '109' | '845') =>
    `Sorry, we are unable to proceed with your request. Please select an alternative option. (BRC-${code})`,
  olr0043: 'You have entered an incorrect Transaction Security Code. Please try again or call us on {phone}. (OLR_0043)',
} as const;

export function withPhone(text: string, phone: string): string {
  return text.split('{phone}').join(phone);
}
