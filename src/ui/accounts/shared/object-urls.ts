import { injectable } from 'inversify';

/** Object URLs for blobs (statement PDFs). A seam so tests can see that each URL is revoked. */
@injectable()
export class ObjectUrls {
  create(blob: Blob): string {
    return URL.createObjectURL(blob);
  }

  revoke(url: string): void {
    URL.revokeObjectURL(url);
  }
}
