import { injectable } from 'inversify';

/** Object URLs for document PDFs (the download link); a seam so tests can see each one revoked. */
@injectable()
export class DocumentUrls {
  create(blob: Blob): string {
    return URL.createObjectURL(blob);
  }

  revoke(url: string): void {
    URL.revokeObjectURL(url);
  }
}
