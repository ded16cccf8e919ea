import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { leaveGuardShouldPrompt, type LeaveGuardRule } from '../../core/shell/leave-guard';

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
    for (const rule of this.rules.values()) if (rule.enabled) return true;
    return false;
  }

  shouldPrompt(fromPath: string, toPath: string): boolean {
    for (const rule of this.rules.values()) if (leaveGuardShouldPrompt(rule, fromPath, toPath)) return true;
    return false;
  }
}
