import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observable, runInAction } from 'mobx';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildContainer } from '../../composition/container';
import { failurePanel } from '../../core/shell/failure-panel';
import { ContainerProvider } from '../di/container-context';
import { ProductLoad, type ProductData } from './ProductLoad';

function show(data: ProductData<string>, onRetry = () => undefined) {
  const container = buildContainer({ kind: 'fake' });
  const router = createMemoryRouter(
    [
      {
        path: '/products/x',
        element: (
          <ProductLoad data={data} loadingLabel="Loading the Regular Saver" onRetry={onRetry}>
            {(value) => <h1>{value}</h1>}
          </ProductLoad>
        ),
      },
    ],
    { initialEntries: ['/products/x'] },
  );
  render(
    <ContainerProvider container={container}>
      <RouterProvider router={router} />
    </ContainerProvider>,
  );
}

describe("ProductLoad (the product frame's load and failure states, once)", () => {
  it("while the product's data loads, shows the loader under its label and no page; the page once it has come", async () => {
    const data = observable<{ value: string | null; failure: null }>({ value: null, failure: null });
    show(data);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the Regular Saver');
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => runInAction(() => (data.value = 'The product page')));
    expect(await screen.findByRole('heading', { level: 1, name: 'The product page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('when asking fails, shows the failure panel with its code, then Try again, Back and Balances; Try again asks again', async () => {
    const onRetry = vi.fn();
    show({ value: null, failure: failurePanel({ code: 'FD001T' }) }, onRetry);
    const buttons = await screen.findAllByRole('button', { name: /Try again|Back|Balances/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Try again', 'Back', 'Balances']);
    expect(document.querySelector('[data-error-code="FD001T"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("a code of the product's own (not the generic panel) offers Back too, once", async () => {
    show({ value: null, failure: failurePanel({ code: 'CC004E' }) });
    const buttons = await screen.findAllByRole('button', { name: /Try again|Back|Balances/ });
    expect(buttons.map((b) => b.textContent)).toEqual(['Try again', 'Back', 'Balances']);
    expect(document.querySelector('[data-error-code="CC004E"]')).not.toBeNull();
  });

  it('data that has come stays shown even if a later failure is noted', async () => {
    show({ value: 'The product page', failure: failurePanel({ code: 'FD001T' }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'The product page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
