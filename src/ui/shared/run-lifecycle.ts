/**
 * The lifecycle of a view model that loads (docs/architecture.md "A view model's runs"). Each
 * `start()` (or reload) begins a run; an answer lands only while its run is the latest. A later
 * `begin()` or `end()` (from `dispose()`) supersedes the run, so its answer is dropped.
 *
 * Nothing is one-way: React's StrictMode (the dev server of `npm start`, not a production build)
 * runs a page's effect as start → dispose → start on the one instance `useViewModel` keeps. The
 * first run is superseded twice and dropped; the second is the latest and lands. A one-way
 * `disposed` flag dropped both, and the page stayed on its loader.
 */
export class RunLifecycle {
  private latest = 0;

  /** A new run (start, reload, another account): every earlier run is superseded. */
  begin(): Run {
    return this.runNumbered(++this.latest);
  }

  /**
   * Work begun inside the run now in progress (a press, a send): superseded with that run, by the
   * next `begin()` or `end()`. Begun after an `end()` (StrictMode's first cleanup, before its second
   * start), it belongs to the next state of the page, as a run begun then would.
   */
  join(): Run {
    return this.runNumbered(this.latest);
  }

  /** The page has gone (dispose): every run out now is superseded; a later `begin()` lands again. */
  end(): void {
    this.latest++;
  }

  private runNumbered(n: number): Run {
    return { isLatest: () => n === this.latest };
  }
}

/** One run of a view model: its answers land only while it is the latest. */
export interface Run {
  isLatest(): boolean;
}
