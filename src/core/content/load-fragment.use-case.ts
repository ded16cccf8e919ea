import { ErrorCodes } from '../shared/error-codes';
import type { ErrorReporter } from '../shared/error-reporter.port';
import { fail, ok, type AppError, type Result } from '../shared/result';
import type { ContentBundle } from './content';
import { ContentFailureMessages, contentErrorOf } from './content-failure';
import type { ContentPort } from './content.port';

/** Fetches an HTML fragment by its content key (aemKey), through the path the master gives for it. */
export class LoadFragment {
  constructor(
    private readonly content: Pick<ContentPort, 'fetchFragment'>,
    private readonly reporter: ErrorReporter,
  ) {}

  async execute(bundle: Pick<ContentBundle, 'fragments'>, key: string): Promise<Result<string, AppError>> {
    const path = Object.hasOwn(bundle.fragments, key) ? bundle.fragments[key] : undefined;
    if (!path) return this.failed({ code: ErrorCodes.missingContent, description: ContentFailureMessages.pathNotFound }, key);
    try {
      return ok(await this.content.fetchFragment(path));
    } catch (error) {
      return this.failed(contentErrorOf(error), key);
    }
  }

  private failed(error: AppError, key: string): Result<string, AppError> {
    this.reporter.report({ code: error.code, message: error.description, context: { aemKey: key } });
    return fail(error);
  }
}
