import { inject, injectable } from 'inversify';
import type { HubContent, HubId } from '../../core/help/faq';
import type { HelpHubPort } from '../../core/help/help-hub.port';
import { AppConfig } from '../../core/shared/app-config';
import { Constants } from '../../core/shared/constants';
import { HttpClient } from '../http/http-client';
import { toHubContent } from './help-hub.mapper';

/** A hub's file under the content base (docs/api/help.md). */
export const helpHubPath = (hub: HubId): string => `help/${hub}.json`;

/**
 * The hubs' FAQ files over the shared HttpClient, with content's caching header and without the
 * 'Please try again later' redirect (content's own wording may say it), as the content adapter does.
 */
@injectable()
export class HttpHelpHubAdapter implements HelpHubPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: Pick<AppConfig, 'contentBase'>,
  ) {}

  async hub(id: HubId): Promise<HubContent> {
    const dto = await this.http.get<unknown>(`${this.config.contentBase}/${helpHubPath(id)}`, {
      headers: { 'Cache-Control': `max-age=${Constants.contentCacheMaxAgeSeconds}` },
      acceptServiceUnavailableText: true,
    });
    return toHubContent(id, dto);
  }
}
