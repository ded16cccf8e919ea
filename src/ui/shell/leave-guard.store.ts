import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { leaveGuardOn, leaveGuardShouldPrompt, leaveGuardUnsavedWords, type LeaveGuardRule } from '../../core/shell/leave-guard';

/**
 * The guards feature pages have switched on (through useLeaveGuard). React Router allows one
 * blocker per app, so pages register here and the shell's single LeaveGuard asks this store.
 */
@injectable()
export class LeaveGuardStore {
  private rules = new Map<symbol, LeaveGuardRule>();

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set(id: symbol, rule: LeaveGuardRule): void {
    this.rules.set(id, rule);
  }

  remove(id: symbol): void {
    this.rules.delete(id);
  }

  /** Some guard is on: the browser-unload warning applies. */
  get active(): boolean {
    for (const rule of this.rules.values()) if (leaveGuardOn(rule)) return true;
    return false;
  }

  /**
   * `active` asked afresh, at the moment of leaving: a rule's stillNeeded reads the page's state as it
   * is now, which a cached `active` may not have seen change.
   */
  activeNow(): boolean {
    for (const rule of this.rules.values()) if (leaveGuardOn(rule)) return true;
    return false;
  }

  /**
   * The words of the warning: those of an enabled rule that has its own (an unknown outcome says the
   * bank may have acted, which matters more than lost entries), else the unsaved-entries words.
   */
  get words(): string {
    for (const rule of this.rules.values()) if (leaveGuardOn(rule) && rule.words) return rule.words;
    return leaveGuardUnsavedWords;
  }

  shouldPrompt(fromPath: string, toPath: string): boolean {
    for (const rule of this.rules.values()) if (leaveGuardShouldPrompt(rule, fromPath, toPath)) return true;
    return false;
  }
}
