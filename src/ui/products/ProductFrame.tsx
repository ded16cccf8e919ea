import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import { useViewModel } from '../di/container-context';
import { RequireAccess } from '../shared/RequireAccess';

export interface ProductFrameProps {
  /** The product's own toggle; the product apply toggle is always asked too (docs/rules/customer-features.md). */
  product: FeatureToggle;
  /** The product's name, the heading of the page that says it is unavailable. */
  title: string;
  /**
   * Lending needs a full log-on (CAM40) before anything of the product shows: its frame passes
   * RequireFullLogOn here (passed in, so a savings route does not carry its code).
   */
  logOnGuard?: ComponentType<{ children?: ReactNode }>;
  back?: { to: string; text: string };
  /** The area's class around its pages (its stylesheet's scope). */
  className?: string;
  children: ReactNode;
}

/**
 * The one frame of the savings and lending products' pages: their access states (a full log-on where
 * the product lends; the product apply toggle and the product's own, so a deep link while either is
 * off says so and calls nothing), then the product's pages.
 */
export function ProductFrame({ product, title, logOnGuard: Guard, back, className, children }: ProductFrameProps) {
  const framed = (
    <RequireAccess requires={{ toggles: ['productApply', product] }} title={title} {...(back ? { back } : {})}>
      {className ? <div className={className}>{children}</div> : children}
    </RequireAccess>
  );
  return Guard ? <Guard>{framed}</Guard> : framed;
}

/**
 * A product frame's view model, started when the frame shows and disposed when it goes: what the
 * bank says of the product (its load, its failure with Try again) is asked once for the flow.
 */
export function useStartedViewModel<T extends { start(): void; dispose(): void }>(id: ServiceIdentifier<T>): T {
  const vm = useViewModel(id);
  useEffect(() => {
    vm.start();
    return () => vm.dispose();
  }, [vm]);
  return vm;
}

/** The savings products' way back from a page that says the product is unavailable. */
export const backToProducts = { to: '/products/summary', text: 'Back to products' };
