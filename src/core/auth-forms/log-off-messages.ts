import type { LogOffReason } from '../session/log-off-reason';

/**
 * What the log-off page says, by reason (/logoff/{reason}). The spec gives the reasons, not the
 * wording; the wording is ours. `{phone}` is the bank's help line.
 */
export interface LogOffText {
  title: string;
  paragraphs: string[];
}

export const LogOffTexts = {
  logOnAgain: 'Log on again',
} as const;

const loggedOff: LogOffText = {
  title: "You've logged off",
  paragraphs: ['Thank you for using Online Banking.', 'If you are using a shared computer, close your browser to keep your details safe.'],
};

const byReason: Record<LogOffReason, LogOffText> = {
  inactivity: {
    title: "You've been logged off",
    paragraphs: ["For your security, we've logged you off because you haven't used Online Banking for 5 minutes."],
  },
  'timed-out': {
    title: 'Your session has timed out',
    paragraphs: ['For your security, your session has ended. Please log on again.'],
  },
  'multiple-login': {
    title: "You've been logged off",
    paragraphs: ['You logged on to Online Banking somewhere else, so for your security we have logged you off here.'],
  },
  'session-mismatch': {
    title: "You've been logged off",
    paragraphs: ['Something went wrong with your session, so for your security we have logged you off. Please log on again.'],
  },
  locked: {
    title: 'Your Online Banking is locked',
    paragraphs: [
      'For your security, your access to Online Banking has been locked because your details were entered incorrectly too many times.',
      'Please call us on {phone} to unlock it.',
    ],
  },
  'temporarily-locked': {
    title: 'Your Online Banking is temporarily locked',
    paragraphs: ['For your security, your access to Online Banking is locked for a short time. Please try again later or call us on {phone}.'],
  },
};

export function logOffText(reason: LogOffReason | null, phone: string): LogOffText {
  const text = reason ? byReason[reason] : loggedOff;
  return { title: text.title, paragraphs: text.paragraphs.map((p) => p.split('{phone}').join(phone)) };
}
