import type { RouteObject } from 'react-router-dom';
import { changesSomething } from '../../shared/change-access/change-routes';

/**
 * manage-account/nickname, under the manage-account table (its toggle, its change guard). Only in
 * the table when account nicknames are on (composition/account-nicknames.flag.ts).
 */
export const nicknameRoutes: RouteObject[] = [
  {
    path: 'nickname',
    handle: changesSomething,
    lazy: () => import('./NicknameJourney').then((m) => ({ Component: m.NicknameJourney })),
    children: [
      { index: true, lazy: () => import('./NicknameDetailsStep').then((m) => ({ Component: m.NicknameDetailsStep })) },
      { path: 'confirm', lazy: () => import('./NicknameConfirmStep').then((m) => ({ Component: m.NicknameConfirmStep })) },
    ],
  },
];
