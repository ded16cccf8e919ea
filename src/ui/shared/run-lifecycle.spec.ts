import { describe, expect, it } from 'vitest';
import { RunLifecycle } from './run-lifecycle';

describe('RunLifecycle', () => {
  it('a run is the latest until a later begin() supersedes it', () => {
    const runs = new RunLifecycle();
    const first = runs.begin();
    expect(first.isLatest()).toBe(true);
    const second = runs.begin();
    expect(first.isLatest()).toBe(false);
    expect(second.isLatest()).toBe(true);
  });

  it('end() (dispose) supersedes the run out, so its answer is dropped', () => {
    const runs = new RunLifecycle();
    const run = runs.begin();
    runs.end();
    expect(run.isLatest()).toBe(false);
  });

  it("StrictMode's start → dispose → start on one instance: the first run is dropped, the second lands", () => {
    const runs = new RunLifecycle();
    const first = runs.begin();
    runs.end();
    const second = runs.begin();
    expect(first.isLatest()).toBe(false);
    expect(second.isLatest()).toBe(true);
    // The same again on a real unmount after it: nothing lands.
    runs.end();
    expect(second.isLatest()).toBe(false);
  });

  it('join(): work begun in a run is superseded with it, and work begun after a dispose lands', () => {
    const runs = new RunLifecycle();
    runs.begin();
    const press = runs.join();
    expect(press.isLatest()).toBe(true);
    runs.begin();
    expect(press.isLatest()).toBe(false);
    runs.end();
    // A view model without start() (a send on a press) after StrictMode's cleanup: not dropped.
    const afterCleanup = runs.join();
    expect(afterCleanup.isLatest()).toBe(true);
    runs.end();
    expect(afterCleanup.isLatest()).toBe(false);
  });
});
