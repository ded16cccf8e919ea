import { inject, injectable } from 'inversify';
import { AppConfig } from '../../core/shared/app-config';
import { Constants } from '../../core/shared/constants';
import { ErrorCodes } from '../../core/shared/error-codes';
import type { ContentFileKind, ContentFiles, ContentMaster } from '../../core/content/content';
import { ContentFailure, ContentFailureMessages } from '../../core/content/content-failure';
import type { ContentPort } from '../../core/content/content.port';
import { HttpClient, HttpFailure, type RequestOptions } from '../http/http-client';
import { toContentFile, toContentMaster } from './content.mapper';

/** The master record's path under the content base. */
export const contentMasterPath = 'master.json';

/**
 * The content service over the shared HttpClient (common headers, retries, failure codes), with the
 * content's own caching header. Any failure becomes a ContentFailure with a docs/rules/error-catalogue.md message.
 */
@injectable()
export class HttpContentAdapter implements ContentPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async fetchMaster(timestamp: number): Promise<ContentMaster> {
    const dto = await this.fetch<unknown>(contentMasterPath, { params: { ts: timestamp } });
    return toContentMaster(dto);
  }

  async fetchFile<K extends ContentFileKind>(kind: K, path: string, version: string): Promise<ContentFiles[K]> {
    // The master's files are asked for all at once, and building one request costs the main thread a
    // few milliseconds: issued in one loop they made a single long task at start-up (about 75 ms
    // here, four times that on a mid-range phone). Each in a task of its own keeps the page responsive.
    await nextTask();
    const dto = await this.fetch<unknown>(path, { params: { v: version } });
    return toContentFile(kind, dto);
  }

  async fetchFragment(path: string): Promise<string> {
    const html = await this.fetch<unknown>(path, { responseType: 'text' });
    if (typeof html !== 'string') throw new ContentFailure(ContentFailureMessages.fragment, { detail: path });
    return html;
  }

  private async fetch<T>(path: string, options: RequestOptions): Promise<T> {
    try {
      return await this.http.get<T>(`${this.config.contentBase}/${path}`, {
        ...options,
        headers: { 'Cache-Control': `max-age=${Constants.contentCacheMaxAgeSeconds}` },
        // Content is the bank's own wording and may well say 'Please try again later'.
        acceptServiceUnavailableText: true,
      });
    } catch (error) {
      const code = error instanceof HttpFailure && error.error.code === ErrorCodes.connection ? ErrorCodes.connection : undefined;
      throw new ContentFailure(ContentFailureMessages.fragment, { code, detail: path });
    }
  }
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
