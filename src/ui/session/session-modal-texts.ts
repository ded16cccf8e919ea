/**
 * Texts of the session modals. The spec names the modals (log-off confirm, session timeout) but not
 * their wording, so the wording is ours; 'Log off' is the spec's confirm label.
 */
export const SessionModalTexts = {
  logOff: {
    title: 'Log off',
    body: 'Are you sure you want to log off?',
    confirm: 'Log off',
    cancel: 'Cancel',
  },
  timeout: {
    title: 'Your session has ended',
    body: 'For your security, your Online Banking session has ended. Please log on again to continue.',
    logOnAgain: 'Log on again',
  },
  inactivity: {
    title: 'Are you still there?',
    body: "You haven't done anything for a while. For your security, we'll log you off unless you choose to stay logged on.",
    stay: 'Stay logged on',
  },
} as const;

/** 'You will be logged off in 1 minute.', '... in 59 seconds.', '... in 1 second.' */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s === 60) return 'You will be logged off in 1 minute.';
  if (s > 60) {
    const minutes = Math.floor(s / 60);
    const rest = s % 60;
    const m = `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
    return rest === 0 ? `You will be logged off in ${m}.` : `You will be logged off in ${m} ${rest} ${rest === 1 ? 'second' : 'seconds'}.`;
  }
  return `You will be logged off in ${s} ${s === 1 ? 'second' : 'seconds'}.`;
}
