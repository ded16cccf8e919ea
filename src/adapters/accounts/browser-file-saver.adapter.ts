import { injectable } from 'inversify';
import type { DownloadFile, FileSaver } from '../../core/accounts/file-saver.port';

/**
 * Saves a generated file through a temporary object URL and a download link: no server round trip,
 * and nothing the customer's data passes through but the browser.
 */
@injectable()
export class BrowserFileSaver implements FileSaver {
  save(file: DownloadFile): void {
    // The worker's Blob as it is (copying 12 MB into a Blob here took 11 ms of the page's
    // task); else the bytes, where the writer encoded them slice by slice: a Blob of 12 MB of text
    // would encode it all in one task (about 300 ms measured under load).
    const blob = file.blob ?? new Blob(file.bytes ? [...file.bytes] : [file.content ?? ''], { type: file.mimeType });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next turn: revoking at once can cancel the download in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
