/** A file the customer downloads (transactions export). */
export interface DownloadFile {
  fileName: string;
  mimeType: string;
  content: string;
}

/** Hands a generated file to the browser as a download. */
export const FileSaver = Symbol('FileSaver');
export interface FileSaver {
  save(file: DownloadFile): void;
}
