import type { Container } from 'inversify';
import { AccountsPort } from '../../../core/accounts/accounts.port';
import { SessionStatePort } from '../../../core/session/auth-state';
import { FeatureTogglesPort } from '../../../core/session/feature-toggles.port';
import type { FeatureToggle } from '../../../core/content/feature-toggles';
import { ContentStore } from '../../content/content.store';

/** The in-memory accounts gateway as tests drive it (the fakes profile binds FakeAccounts). */
export interface DrivableAccounts extends AccountsPort {
  calls: Partial<Record<keyof AccountsPort, number>>;
  failWith(method: keyof AccountsPort, error: { code: string; description: string } | null): void;
}

/** A logged-on customer (CAM40) with content loaded, over the given (fake) container. */
export async function logOnWithContent(container: Container): Promise<{ accounts: DrivableAccounts }> {
  container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
  await container.get(ContentStore).load();
  return { accounts: container.get<AccountsPort>(AccountsPort) as DrivableAccounts };
}

/** Switches a feature toggle in the fakes profile (FakeFeatureToggles). */
export function setToggle(container: Container, toggle: FeatureToggle, on: boolean): void {
  const toggles = container.get<FeatureTogglesPort>(FeatureTogglesPort) as FeatureTogglesPort & { set?: (n: FeatureToggle, on: boolean) => void };
  if (!toggles.set) throw new Error('The fakes profile should bind FakeFeatureToggles');
  toggles.set(toggle, on);
}
