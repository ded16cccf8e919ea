import type { InboxTab } from '../../../core/inbox/secure-message';

export const inboxPath = '/inbox';
export const tabPath = (tab: InboxTab): string => `${inboxPath}/${tab}`;
export const messagePath = (tab: InboxTab, id: string): string => `${tabPath(tab)}/${encodeURIComponent(id)}`;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/London' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/** '21 Nov 2026' (a date or a date-time; an unreadable one is shown as sent). */
export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}
