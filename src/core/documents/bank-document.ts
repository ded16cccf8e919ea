/** One document of My documents (docs/rules/customer-entities.md, Document). */
export interface BankDocument {
  id: string;
  desc: string;
  /** ISO date (YYYY-MM-DD) the document was generated. */
  date: string;
  /** 1 to 12. */
  month: number;
  /** Status code U (docs/rules/customer-entities.md). */
  unread: boolean;
}

/** The list with the unread count and the earliest date it covers. */
export interface DocumentList {
  /** Newest first. */
  documents: BankDocument[];
  unreadCount: number;
  /** ISO date of the oldest document, or null when there is none. */
  earliestDate: string | null;
}

/** The document list covers the last 7 years (docs/rules/constants.md). */
export const documentYearsBack = 7;

/** The first day the list asks for: the same day 7 years before today (29 February becomes the 28th). */
export function documentsFromDate(todayIso: string): string {
  const [year = 0, month = 1, day = 1] = todayIso.slice(0, 10).split('-').map(Number);
  const target = year - documentYearsBack;
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const lastDay = month === 2 && !leap(target) ? 28 : day;
  const d = Math.min(day, lastDay);
  return `${String(target).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Newest first, then the unread count and earliest date from the documents themselves. */
export function toDocumentList(documents: readonly BankDocument[]): DocumentList {
  const sorted = [...documents].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id < b.id ? 1 : -1));
  return {
    documents: sorted,
    unreadCount: sorted.filter((d) => d.unread).length,
    earliestDate: sorted.at(-1)?.date ?? null,
  };
}

/** The years the year filter offers, newest first. */
export function documentYears(list: DocumentList): number[] {
  return [...new Set(list.documents.map((d) => Number(d.date.slice(0, 4))))].sort((a, b) => b - a);
}

/** The documents of one year, or all when year is null. */
export function documentsOfYear(list: DocumentList, year: number | null): BankDocument[] {
  return year === null ? list.documents : list.documents.filter((d) => d.date.startsWith(`${year}-`));
}

/** The list after a document was opened: marked read, the count one lower (never below 0). */
export function afterOpened(list: DocumentList, id: string): DocumentList {
  const doc = list.documents.find((d) => d.id === id);
  if (!doc?.unread) return list;
  return {
    ...list,
    documents: list.documents.map((d) => (d.id === id ? { ...d, unread: false } : d)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  };
}
