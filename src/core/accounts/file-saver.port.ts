/** A file the customer downloads (transactions export). */
export interface DownloadFile {
  fileName: string;
  mimeType: string;
  content: string;
  /** The content as UTF-8 bytes in slices, when the writer made them (WrittenTransactionFile.bytes). */
  bytes?: readonly Uint8Array<ArrayBuffer>[];
}

/** Hands a generated file to the browser as a download. */
export const FileSaver = Symbol('FileSaver');
export interface FileSaver {
  save(file: DownloadFile): void;
}
