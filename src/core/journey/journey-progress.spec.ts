import { describe, expect, it } from 'vitest';
import { JourneyProgress } from './journey-progress';

const steps = ['details', 'review', 'confirm'] as const;

describe('JourneyProgress', () => {
  it('opens only the first step of a fresh journey: a deep link into review or confirm goes to details', () => {
    const progress = new JourneyProgress(steps);
    expect(progress.canOpen('details')).toBe(true);
    expect(progress.canOpen('review')).toBe(false);
    expect(progress.canOpen('confirm')).toBe(false);
    expect(progress.redirectFor('confirm')).toBe('details');
  });

  it('opens the steps in order and lets the customer go back', () => {
    const progress = new JourneyProgress(steps);
    expect(progress.pass('details')).toBe('review');
    expect(progress.canOpen('review')).toBe(true);
    expect(progress.canOpen('confirm')).toBe(false);
    expect(progress.redirectFor('confirm')).toBe('review');
    progress.pass('review');
    expect(progress.canOpen('details')).toBe(true);
    expect(progress.canOpen('confirm')).toBe(true);
  });

  it('closes the later steps when the entries change', () => {
    const progress = new JourneyProgress(steps);
    progress.pass('details');
    progress.pass('review');
    progress.reopenFrom('details');
    expect(progress.canOpen('review')).toBe(false);
    expect(progress.redirectFor('review')).toBe('details');
  });

  it('after the bank accepted, leaves only the outcome open, so Back cannot send it again', () => {
    const progress = new JourneyProgress(steps);
    progress.pass('details');
    progress.pass('review');
    progress.finish();
    expect(progress.complete).toBe(true);
    expect(progress.canOpen('details')).toBe(false);
    expect(progress.canOpen('review')).toBe(false);
    expect(progress.redirectFor('review')).toBe('confirm');
    progress.reopenFrom('details');
    expect(progress.canOpen('review')).toBe(false);
    expect(progress.pass('details')).toBe('confirm');
  });

  it('names its first and last steps, sends an open step to itself, and passes the last step to itself', () => {
    const progress = new JourneyProgress(steps);
    expect([progress.first, progress.last, progress.current]).toEqual(['details', 'confirm', 'details']);
    progress.pass('details');
    expect(progress.redirectFor('details')).toBe('details');
    progress.pass('review');
    expect(progress.pass('confirm')).toBe('confirm');
    expect(progress.current).toBe('confirm');
  });

  it('once complete, opens the outcome and stays at it, whatever is reopened', () => {
    const progress = new JourneyProgress(steps);
    progress.pass('details');
    progress.finish();
    expect(progress.canOpen('confirm')).toBe(true);
    expect(progress.current).toBe('confirm');
    progress.reopenFrom('details');
    expect(progress.current).toBe('confirm');
  });

  it('refuses to pass a step that is not open and names unknown steps', () => {
    const progress = new JourneyProgress(steps);
    expect(() => progress.pass('review')).toThrow('not open');
    expect(() => progress.canOpen('nope' as 'review')).toThrow('Unknown journey step');
    expect(() => new JourneyProgress([])).toThrow('A journey has at least one step');
  });
});
