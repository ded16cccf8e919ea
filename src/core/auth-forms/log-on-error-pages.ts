import { genericPanelMessage, genericPanelTitle } from '../shared/error-codes';

/**
 * The error pages of the log-on flow on /authentication/error/{code} (docs/rules/error-catalogue.md, 'Log-on
 * codes' and 'Error pages'). The spec names what each page is for but not its wording; the wording
 * here is ours. Server errors 2 to 5 are FD2G501 to FD2G504 (FD2G500 is the first, general one).
 */
export type LogOnErrorAction = 'logOnAgain' | 'register' | 'legacyLogOn';

export interface LogOnErrorPage {
  code: string;
  title: string;
  paragraphs: string[];
  action: LogOnErrorAction;
}

export const LogOnCodes = {
  sessionCheck: 'FD2G001',
  general: 'FD2G002',
  validation: 'FD2G003',
  duplicateSession: 'FD2G004',
  eCare: 'FD2G005',
  suspended: 'FD2G006',
  maxTries: 'FD2G008',
  reRegistration: 'FD2G009',
  serverError: 'FD2G500',
  fallback: 'FD2G509',
} as const;

const callUs = 'Please call us on {phone} and we will help you.';

const pages: Record<string, Omit<LogOnErrorPage, 'code'>> = {
  FD2G004: {
    title: "You're already logged on",
    paragraphs: [
      'It looks like you are logged on to Online Banking somewhere else, in another window or on another device.',
      'Please log off there, or wait a few minutes, then log on again.',
    ],
    action: 'logOnAgain',
  },
  FD2G005: {
    title: "We can't log you on at the moment",
    paragraphs: ["You've reached the limit for logging on without help.", callUs],
    action: 'logOnAgain',
  },
  FD2G006: {
    title: 'Your Online Banking has been suspended',
    paragraphs: ['For your security we have suspended your access to Online Banking.', callUs],
    action: 'logOnAgain',
  },
  FD2G008: {
    title: "You've reached the maximum number of tries",
    paragraphs: ['For your security you can no longer log on with these details.', callUs],
    action: 'logOnAgain',
  },
  FD2G009: {
    title: 'You need to register again',
    paragraphs: ['Your Online Banking registration is no longer valid. Please register again to carry on.'],
    action: 'register',
  },
  FD2G501: {
    title: 'This service is unavailable',
    paragraphs: ['This part of Online Banking is unavailable at the moment. Please try again later.'],
    action: 'logOnAgain',
  },
  FD2G502: { title: 'Sorry we cannot action your request', paragraphs: ['Please try again later.'], action: 'logOnAgain' },
  FD2G503: { title: 'Please try again later', paragraphs: ['Online Banking is busy at the moment.'], action: 'logOnAgain' },
  FD2G504: { title: 'This page is unavailable', paragraphs: ['Please try again later.'], action: 'logOnAgain' },
  FD2G509: {
    title: 'Please log on another way',
    paragraphs: ["We can't show this step here. Continue to log on with our classic log-on pages."],
    action: 'legacyLogOn',
  },
};

/** The page for a code; an unknown or missing code gets the general 'It's us, not you.' panel. */
export function logOnErrorPage(code: string | undefined, phone: string): LogOnErrorPage {
  const key = (code ?? LogOnCodes.general).trim().toUpperCase();
  const page = pages[key];
  if (!page) {
    return { code: key, title: genericPanelTitle, paragraphs: [genericPanelMessage(key)], action: 'logOnAgain' };
  }
  return { code: key, ...page, paragraphs: page.paragraphs.map((p) => p.split('{phone}').join(phone)) };
}
