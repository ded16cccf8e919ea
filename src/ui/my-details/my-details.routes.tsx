import type { RouteObject } from 'react-router-dom';
import { guardChangeRoutes } from '../shared/change-access/RequireChangeAccess';
import { changesSomething, changing } from '../shared/change-access/change-routes';
import { IdentityFlows } from '../../core/identity-flows/identity-flows';

const securityDetails = IdentityFlows.securityDetails;

const layouts = () => import('./MyDetailsLayout');
const emailSteps = () => import('./EmailSteps');
const preferences = () => import('./StatementPreferences');
const securityPage: RouteObject['lazy'] = () => import('./SecurityDetailsPage').then((m) => ({ Component: m.SecurityDetailsRoute }));

/**
 * My details (docs/rules/customer-screens.md): my-details; email-details with edit, {editEmail} and confirm;
 * statement-preferences with confirm; security-details with options and its update pages.
 */
export const myDetailsRoutes: RouteObject[] = guardChangeRoutes([
  {
    path: 'my-details',
    lazy: () => layouts().then((m) => ({ Component: m.MyDetailsLayout })),
    children: [{ index: true, lazy: () => import('./MyDetailsPage').then((m) => ({ Component: m.MyDetailsPage })) }],
  },
  {
    path: 'security-details',
    lazy: () => layouts().then((m) => ({ Component: m.MyDetailsLayout })),
    // The index and the options page read; each update page changes a security detail.
    children: Object.keys(securityDetails.steps).map((step) =>
      step === 'index'
        ? { index: true, lazy: securityPage }
        : { path: step, lazy: securityPage, ...(step.startsWith('update-') ? { handle: changesSomething } : {}) },
    ),
  },
  {
    path: 'email-details',
    lazy: () => layouts().then((m) => ({ Component: m.EmailDetailsLayout })),
    children: [
      ...changing([{
        lazy: () => import('./EmailJourney').then((m) => ({ Component: m.EmailJourney })),
        children: [
          { index: true, lazy: () => emailSteps().then((m) => ({ Component: m.EmailDetailsStep })) },
          { path: 'edit', lazy: () => emailSteps().then((m) => ({ Component: m.EmailEditStep })) },
          { path: 'confirm', lazy: () => emailSteps().then((m) => ({ Component: m.EmailConfirmStep })) },
          // {editEmail} of spec 02: the form, with nothing taken from the path.
          { path: ':editEmail', lazy: () => emailSteps().then((m) => ({ Component: m.EmailEditLinkStep })) },
        ],
      }]),
    ],
  },
  {
    path: 'statement-preferences',
    lazy: () => layouts().then((m) => ({ Component: m.StatementPreferencesLayout })),
    children: [
      ...changing([{
        lazy: () => preferences().then((m) => ({ Component: m.StatementPreferencesJourney })),
        children: [
          { index: true, lazy: () => preferences().then((m) => ({ Component: m.StatementPreferencesStep })) },
          { path: 'confirm', lazy: () => preferences().then((m) => ({ Component: m.StatementPreferencesConfirmStep })) },
        ],
      }]),
    ],
  },
]);
