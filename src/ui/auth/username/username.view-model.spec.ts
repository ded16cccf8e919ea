import { describe, expect, it } from 'vitest';
import { buildContainerWithAreas } from '../../../composition/container';
import { PreferencesStore } from '../../../core/shared/preferences.port';
import { UsernameViewModel } from './username.view-model';

/**
 * The form in index.html takes typing before the app runs; the start script hands the name to the
 * view model as typing (docs/performance.md, 'The username form in the HTML'), which can be before
 * the view model has started.
 */
describe('stage 1 view model, started after the customer typed', () => {
  it('keeps a name typed before it started, rather than the remembered one', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    container.get<PreferencesStore>(PreferencesStore).setRememberedUsername('demo.appkey');
    const vm = container.get(UsernameViewModel);
    vm.setUsername('demo.hardkey');
    await vm.start();
    expect(vm.username).toBe('demo.hardkey');
  });

  it('fills in the remembered name when nothing was typed', async () => {
    const container = await buildContainerWithAreas({ kind: 'fake' });
    container.get<PreferencesStore>(PreferencesStore).setRememberedUsername('demo.appkey');
    const vm = container.get(UsernameViewModel);
    await vm.start();
    expect(vm.username).toBe('demo.appkey');
    expect(vm.rememberMe).toBe(true);
  });
});
