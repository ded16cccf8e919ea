import { fail, type AppError, type Result } from '../shared/result';

/** What a loader gets back for an answer that arrived after log-off: never stored, never shown. */
export const sessionEndedError: AppError = { code: 'SESSION_ENDED', description: 'The session ended while this was loading.' };

/**
 * The one helper through which every loader fetches customer data: an answer
 * belongs to the session that asked for it. Log-off ends the session (registered with the
 * CustomerDataRegistry, so `ClearCustomerData` ends it with the wipe); an answer that lands after
 * that is dropped, so the next customer in the same tab never sees the last one's payees, messages
 * or documents. It also joins a call already out for the same key, within one session only: a new
 * customer never joins the last customer's call.
 */
export class SessionScope {
  private generation = 0;
  private readonly open = new Map<string, Promise<Result<unknown>>>();

  /** Log-off: every call made before now belongs to a finished session. */
  end(): void {
    this.generation += 1;
    this.open.clear();
  }

  /**
   * Taken when a call goes out; asked when its answer lands: whether the session that made the call
   * is still the open one (for callers whose answers are not a `Result`, e.g. identity steps).
   */
  stillOpen(): () => boolean {
    const asked = this.generation;
    return () => asked === this.generation;
  }

  /** Runs `call`; its result, or `sessionEndedError` when the session ended while it was out. */
  async load<T>(call: () => Promise<Result<T>>): Promise<Result<T>> {
    const asked = this.generation;
    const result = await call();
    return asked === this.generation ? result : fail(sessionEndedError);
  }

  /** As `load`, joining a call for the same key already out in this session (two views asking at once). */
  join<T>(key: string, call: () => Promise<Result<T>>): Promise<Result<T>> {
    const out = this.open.get(key) as Promise<Result<T>> | undefined;
    if (out) return out;
    const loading = this.load(call).finally(() => {
      if (this.open.get(key) === loading) this.open.delete(key);
    });
    this.open.set(key, loading);
    return loading;
  }
}
