import type { WrittenTransactionFile } from './transaction-file-writer.port';

/** A file the customer downloads (transactions export): its text, its UTF-8 bytes, or both (WrittenTransactionFile). */
export type DownloadFile = { fileName: string } & WrittenTransactionFile;

/** Hands a generated file to the browser as a download. */
export const FileSaver = Symbol('FileSaver');
export interface FileSaver {
  save(file: DownloadFile): void;
}
