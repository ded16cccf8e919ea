import { describe, expect, it } from 'vitest';
import { FakeContent } from '../../adapters/fakes/fake-content.adapter';
import { FakeErrorReporter } from '../../adapters/fakes/fake-system.adapter';
import { LoadFragment } from './load-fragment.use-case';

describe('LoadFragment', () => {
  const bundle = { fragments: { 'fd-help-intro': 'fragments/help-intro.html', 'fd-broken': 'fragments/missing.html' } };

  it('fetches the fragment through the master’s path for the key', async () => {
    const content = new FakeContent();
    const result = await new LoadFragment(content, new FakeErrorReporter()).execute(bundle, 'fd-help-intro');
    expect(result).toEqual({ ok: true, value: '<p>We are here to help.</p>' });
    expect(content.requests).toEqual(['fragments/help-intro.html']);
  });

  it("fails with 'Path not found for aemKey' for a key the master does not have", async () => {
    const reporter = new FakeErrorReporter();
    const result = await new LoadFragment(new FakeContent(), reporter).execute(bundle, 'toString');
    expect(result).toEqual({ ok: false, error: { code: 'FD890T', description: 'Path not found for aemKey' } });
    expect(reporter.reports).toEqual([{ code: 'FD890T', message: 'Path not found for aemKey' }]);
  });

  it("fails with 'Could not load or parse AEM fragment' when the fragment cannot be fetched", async () => {
    const result = await new LoadFragment(new FakeContent(), new FakeErrorReporter()).execute(bundle, 'fd-broken');
    expect(result).toEqual({ ok: false, error: { code: 'FD890T', description: 'Could not load or parse AEM fragment' } });
  });
});
