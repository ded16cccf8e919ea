import { useEffect, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useNavigate, type RouteObject } from 'react-router-dom';
import { AuthErrorTexts, ReadOnlyTexts } from '../../../core/auth-forms/later-log-on-texts';
import { IdentityRoutes } from '../../../core/identity/identity-step';
import { AppConfig } from '../../../core/shared/app-config';
import { balancesPath } from '../../../core/shell/start-route';
import { AuthErrorPanel, ReadOnlyPanel } from '../../auth/components/StatusPanels';
import { useInjection, useViewModel } from '../../di/container-context';
import { Loader } from '../Loader';
import { ChangeAccessViewModel } from './change-access.view-model';
import { guardedByChangeAccess, isChangeGuard, isChangeRoute } from './change-routes';

/**
 * The one guard of every journey that changes something (docs/rules/access.md): GET ib-status
 * first; READONLY sees the read-only panel and Proceed to choose a Secure Key, INVALID the AUTH_ERROR
 * page, before any form. Nothing below mounts meanwhile, so no other call is made. If the status could
 * not be read the journey goes on, and a change the bank then refuses as read-only (ELG006) shows the
 * same panel above the journey, which stays as it was: nothing typed is lost.
 */
export const RequireChangeAccess = observer(function RequireChangeAccess({ children }: { children: ReactNode }) {
  const vm = useViewModel(ChangeAccessViewModel);
  const { helpPhone } = useInjection<AppConfig>(AppConfig);
  const navigate = useNavigate();
  const refusedRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    void vm.start();
  }, [vm]);
  const refused = vm.refusedAsReadOnly;
  useEffect(() => {
    if (refused) refusedRef.current?.focus();
  }, [refused]);

  if (vm.access === null) return <Loader label="Checking your access" />;
  if (vm.access === 'read-only') {
    return (
      <>
        <h1>{ReadOnlyTexts.heading}</h1>
        <ReadOnlyPanel phone={helpPhone} onProceed={() => void navigate(IdentityRoutes.tokenSelection)} />
      </>
    );
  }
  if (vm.access === 'no-access') {
    return (
      <>
        <h1>{AuthErrorTexts.title}</h1>
        <AuthErrorPanel phone={helpPhone} onBackHome={() => void navigate(balancesPath)} />
      </>
    );
  }
  return (
    <>
      {refused ? (
        <div ref={refusedRef} tabIndex={-1} role="region" aria-labelledby="change-refused-read-only" className="change-refused">
          <h2 id="change-refused-read-only">{ReadOnlyTexts.heading}</h2>
          <ReadOnlyPanel phone={helpPhone} onProceed={() => void navigate(IdentityRoutes.tokenSelection)} />
        </div>
      ) : null}
      {children}
    </>
  );
});

/**
 * Every route the table flags as a change (`handle: changesSomething`, change-routes.ts) put behind
 * the guard: a layout route without a path of its own around it, so every step of the journey (and a
 * deep link to any of them) asks ib-status once, when the journey is entered. Guarding a table that
 * is already guarded changes nothing.
 */
export function guardChangeRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    if (isChangeGuard(route)) return route;
    if (isChangeRoute(route)) {
      return {
        handle: guardedByChangeAccess,
        element: (
          <RequireChangeAccess>
            <Outlet />
          </RequireChangeAccess>
        ),
        children: [route],
      };
    }
    return route.children ? ({ ...route, children: guardChangeRoutes(route.children) } as RouteObject) : route;
  });
}
