/**
 * The texts of the pages after stage 1 (docs/rules/log-on-screens.md, docs/rules/log-on-states.md, docs/rules/credentials.md and docs/rules/access.md), copied verbatim: stages 2
 * and 3, the status and error panels, the token choice. A file apart from log-on-messages.ts because a
 * module loads whole with the first chunk that needs it: here they load with those pages, not with
 * the log-on page. `{phone}` is filled in by log-on-messages.ts's `withPhone`.
 */

/** The field messages of stages 2 and 3 (docs/rules/credentials.md). */
export const LaterFieldMessages = {
  passwordCharacters: 'Please enter the requested password characters',
  memorableAnswer: 'Please enter your memorable answer',
  securityCode: 'Please enter your security code',
} as const;

/** The field limits of stages 2 and 3 (docs/rules/credentials.md). */
export const LaterLogOnLimits = {
  memorableAnswerMax: 36,
  securityCodeMax: 6,
  passwordCharacterMax: 1,
} as const;

export const PasswordTexts = {
  welcomeBack: 'Welcome back',
  changeUser: 'Change user',
  charactersLegend: 'Enter the requested characters from your password',
  memorableAnswerLabel: 'Memorable answer',
  back: 'Back',
  logOn: 'Log on',
  forgottenPassword: 'Forgotten your password?',
  forgottenAnswer: 'Forgotten your answer?',
  forgottenBoth: "I've forgotten both my password and memorable answer",
} as const;

export const SecureTokenTexts = {
  heading: 'Log on with your Secure Key',
  memorableAnswerLabel: 'Memorable answer',
  generateHeading: 'Generate a Security Code',
  securityCodeLabel: 'Security code',
  fraudAlertHeading: 'Fraud Alert',
  fraudAlertBody:
    'We will never ask you for your Secure Key security code by phone, email or text message. Never share a code with anyone, even if they say they are from the bank.',
  back: 'Back',
  logOn: 'Log on',
  forgottenMemorable: 'Forgotten your memorable answer?',
  forgottenSkPin: 'Forgotten your Secure Key PIN?',
  forgottenDskPassword: 'Forgotten your Digital Secure Key password?',
  usingSecureKey: 'Using the secure key',
  usingMobileApp: 'Using the mobile app',
} as const;

export const ForgottenDskPasswordTexts = {
  heading: 'Forgotten your Digital Secure Key password?',
  body: "Choose 'Forgotten your password' on the mobile app log-on screen and follow the instructions.",
} as const;

/** Online banking status READONLY (docs/rules/access.md). */
export const ReadOnlyTexts = {
  heading: "You don't have full access",
  message: "You don't have access to full Digital Banking. Select Proceed to choose a Secure Key",
  detail: 'A Secure Key gives you access to full online and mobile banking.',
  phone:
    "If you don't have a compatible device, please call us on {phone} to order a pocket-sized Secure Key.",
  proceed: 'Proceed',
} as const;

export const AuthCancelledTexts = {
  title: "On this occasion it's you actually..",
  body: 'To access this function, you need to enter your Log on Security code.',
} as const;

export const AuthErrorTexts = {
  title: 'You currently do not have access to this function',
  callUs: 'If you need help, please call us on {phone}.',
  backHome: 'Back Home',
} as const;

/** Activation, step 'Select Secure Key' (docs/rules/log-on-screens.md and docs/rules/log-on-states.md); the required-selection text is section 5's. */
export const TokenSelectionTexts = {
  heading: 'Choose your Secure Key',
  continue: 'Continue',
  selectionRequired: 'This field requires a selection',
} as const;
