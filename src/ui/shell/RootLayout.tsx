import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { startRedirect } from '../../core/shell/start-route';
import { useViewModel } from '../di/container-context';
import { ContentGate } from './ContentGate';
import { logOnPagePaths } from './log-on-page-paths';
import { LeaveGuard } from './LeaveGuard';
import { ShellViewModel } from './shell.view-model';
import { Sidebar, UnreadBadge } from './Sidebar';
import { useRouteFocus } from './use-route-focus';
import { useViewport } from './use-viewport';

const sidebarId = 'sidebar-nav';

/** Only a customer with a session under way can meet these modals: not part of the log-on page. */
const SessionModals = lazy(() => import('../session/SessionModals').then((m) => ({ default: m.SessionModals })));

/** On load, error, new-session and log-off pages restart at log on (docs/rules/log-on-states.md). */
function useStartRedirect(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [initialPath] = useState(pathname);
  useEffect(() => {
    const target = startRedirect(initialPath);
    if (target) navigate(target, { replace: true });
  }, [initialPath, navigate]);
}

/** The frame of every page: skip link, top title, sidebar at CAM40, main region and the app's modals. */
export const RootLayout = observer(function RootLayout() {
  const vm = useViewModel(ShellViewModel);
  const viewport = useViewport();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();
  useStartRedirect();
  useRouteFocus(mainRef);

  const navigate = useNavigate();
  const guardNavigation = vm.guardNavigation;
  useEffect(() => {
    const redirectTo = guardNavigation(`${pathname}${search}`);
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [pathname, search, guardNavigation, navigate]);

  const closeMenu = vm.closeMenu;
  useEffect(() => {
    closeMenu();
  }, [pathname, closeMenu]);

  const showSidebar = vm.showSidebar;
  const refreshUnreadCount = vm.refreshUnreadCount;
  useEffect(() => {
    if (showSidebar) refreshUnreadCount();
  }, [showSidebar, refreshUnreadCount]);

  const small = viewport === 'small';
  const pageLoading = useNavigation().state === 'loading';
  return (
    <div className={`app app--${viewport}`}>
      {pageLoading ? <div className="route-progress" aria-hidden="true" /> : null}
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          // Hash routing: '#main-content' would be read as a route, so move focus by hand.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to main content
      </a>
      <header className="top-bar">
        <p className="top-title">Online Banking</p>
        {vm.showSidebar && small ? (
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={vm.menuOpen}
            aria-controls={sidebarId}
            onClick={vm.toggleMenu}
          >
            Menu
            <UnreadBadge count={vm.unreadCount} />
          </button>
        ) : null}
      </header>
      {vm.readOnly ? (
        <div className="readonly-banner" role="region" aria-label="Read-only access">
          <p>You don&apos;t have access to full Digital Banking.</p>
        </div>
      ) : null}
      <div className="layout">
        {vm.showSidebar ? (
          <Sidebar
            id={sidebarId}
            hidden={small && !vm.menuOpen}
            unreadCount={vm.unreadCount}
            onLogOff={vm.requestLogOff} onNavigate={vm.closeMenu} />
        ) : null}
        <main id="main-content" ref={mainRef} className="main" tabIndex={-1}>
          <ContentGate pageNeedsContent={!logOnPagePaths.has(pathname)}>
            <Outlet />
          </ContentGate>
        </main>
      </div>
      <LeaveGuard />
      {vm.sessionUnderWay ? (
        <Suspense fallback={null}>
          <SessionModals />
        </Suspense>
      ) : null}
    </div>
  );
});
