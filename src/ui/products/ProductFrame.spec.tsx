import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainer } from '../../composition/container';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import { FeatureTogglesPort } from '../../core/session/feature-toggles.port';
import { SessionStatePort } from '../../core/session/auth-state';
import { ContainerProvider } from '../di/container-context';
import { RequireFullLogOn } from '../shell/RequireFullLogOn';
import { backToProducts, ProductFrame } from './ProductFrame';

function show(on: readonly FeatureToggle[], frame: (page: React.ReactNode) => React.ReactNode) {
  const container = buildContainer({ kind: 'fake' });
  container.get<SessionStatePort>(SessionStatePort).update({ level: 40, maxLevel: 40, loaded: true });
  container.unbind(FeatureTogglesPort);
  container.bind(FeatureTogglesPort).toConstantValue({ isEnabled: (t: FeatureToggle) => on.includes(t) } as FeatureTogglesPort);
  const router = createMemoryRouter([{ path: '/products/x', element: frame(<h1>The product page</h1>) }], { initialEntries: ['/products/x'] });
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe('ProductFrame (one frame for the savings and lending pages)', () => {
  it('shows the pages, in the area class, to a customer with a full log-on when product apply and the product are on', async () => {
    show(['productApply', 'personalLoan'], (page) => (
      <ProductFrame product="personalLoan" title="Personal loan" logOnGuard={RequireFullLogOn} className="loan">
        {page}
      </ProductFrame>
    ));
    expect((await screen.findByRole('heading', { name: 'The product page' })).parentElement).toHaveClass('loan');
  });

  it('with product apply off, says the product is unavailable under its name, with the way back, and shows no page', async () => {
    show(['personalLoan', 'cashIsa'], (page) => (
      <ProductFrame product="cashIsa" title="Cash ISA" back={backToProducts}>
        {page}
      </ProductFrame>
    ));
    expect(await screen.findByRole('heading', { name: 'Cash ISA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/products/summary');
    expect(screen.queryByRole('heading', { name: 'The product page' })).toBeNull();
  });

  it("with the product's own toggle off (a lending product), the same, back to Balances", async () => {
    show(['productApply'], (page) => (
      <ProductFrame product="creditCards" title="Credit cards" logOnGuard={RequireFullLogOn}>
        {page}
      </ProductFrame>
    ));
    expect(await screen.findByRole('heading', { name: 'Credit cards' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Balances' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The product page' })).toBeNull();
  });
});
