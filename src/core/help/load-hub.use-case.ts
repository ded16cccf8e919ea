import { contentUnavailableMessage, ErrorCodes } from '../shared/error-codes';
import type { ErrorReporter } from '../shared/error-reporter.port';
import { fail, ok, type Result } from '../shared/result';
import type { HubContent, HubId } from './faq';
import type { HelpHubPort } from './help-hub.port';

/**
 * Loads one hub's FAQ data. Content is the same for every customer and changes only with a new
 * release of content, so a loaded hub is kept for the life of the page; a second ask while the
 * first is out joins it. A failure is reported (FD890T, missing content) and not kept, so the next
 * visit tries again; the customer sees the content-unavailable sentence (docs/rules/error-catalogue.md).
 */
export class LoadHub {
  private readonly loaded = new Map<HubId, HubContent>();
  private readonly inFlight = new Map<HubId, Promise<Result<HubContent>>>();

  constructor(
    private readonly port: HelpHubPort,
    private readonly reporter: Pick<ErrorReporter, 'report'>,
  ) {}

  execute(id: HubId): Promise<Result<HubContent>> {
    const known = this.loaded.get(id);
    if (known) return Promise.resolve(ok(known));
    const pending = this.inFlight.get(id);
    if (pending) return pending;
    const load = this.port.hub(id).then(
      (hub) => {
        this.loaded.set(id, hub);
        return ok(hub);
      },
      (error: unknown) => {
        const detail = error instanceof Error ? error.message : String(error);
        this.reporter.report({ code: ErrorCodes.missingContent, message: `Help hub content not loaded: ${id}`, context: { detail } });
        return fail({ code: ErrorCodes.missingContent, description: contentUnavailableMessage });
      },
    );
    const tracked = load.finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, tracked);
    return tracked;
  }
}
