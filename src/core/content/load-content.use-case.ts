import type { Clock } from '../shared/clock.port';
import type { ErrorReporter } from '../shared/error-reporter.port';
import { fail, ok, type AppError, type Result } from '../shared/result';
import { ContentFileKinds, emptyContentFiles, mergeContentFile, type ContentBundle } from './content';
import type { ContentCachePort } from './content-cache.port';
import { ContentFailure, contentErrorOf } from './content-failure';
import type { ContentPort } from './content.port';

/**
 * Loads the content the app needs before anything is shown (docs/rules/calls.md and docs/rules/error-catalogue.md): the master
 * with a timestamp query, then, unless the browser already holds this master's version, every
 * linked file. A second visit with an unchanged master therefore fetches only the master.
 */
export class LoadContent {
  constructor(
    private readonly content: Pick<ContentPort, 'fetchMaster' | 'fetchFile'>,
    private readonly cache: ContentCachePort,
    private readonly clock: Clock,
    private readonly reporter: ErrorReporter,
  ) {}

  async execute(): Promise<Result<ContentBundle, AppError>> {
    try {
      const master = await this.content.fetchMaster(this.clock.now());
      const cached = this.cache.read();
      if (cached && cached.version === master.timestamp) return ok(cached);

      const wanted = ContentFileKinds.flatMap((kind) => master.links[kind].map((path) => ({ kind, path })));
      const loaded = await Promise.all(wanted.map(({ kind, path }) => this.content.fetchFile(kind, path, master.timestamp)));
      const files = emptyContentFiles();
      wanted.forEach(({ kind }, i) => mergeContentFile(files, kind, loaded[i] as never));
      const bundle: ContentBundle = {
        ...files,
        version: master.timestamp,
        fragments: master.fragments,
        interstitial: master.interstitial,
      };
      this.cache.write(bundle);
      return ok(bundle);
    } catch (error) {
      const appError = contentErrorOf(error);
      this.reporter.report({
        code: appError.code,
        message: appError.description,
        ...(error instanceof ContentFailure && error.detail ? { context: { detail: error.detail } } : {}),
      });
      return fail(appError);
    }
  }
}
