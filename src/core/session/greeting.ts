export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** docs/rules/log-on-screens.md: morning before 12:00, afternoon before 18:00, otherwise evening. */
export function greetingForHour(hour: number): Greeting {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The greeting at an instant, in the customer's local time: the browser's time zone is the
 * customer's, which is what the greeting is about.
 */
export function greetingAt(epochMs: number): Greeting {
  return greetingForHour(new Date(epochMs).getHours());
}
