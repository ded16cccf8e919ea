import type { RouteObject } from 'react-router-dom';

/** my-documents and my-documents/{documentId} (docs/rules/customer-screens.md). pdf.js comes only with the document page. */
export const myDocumentsRoutes: RouteObject[] = [
  {
    path: 'my-documents',
    lazy: () => import('./MyDocumentsLayout').then((m) => ({ Component: m.MyDocumentsLayout })),
    children: [
      { index: true, lazy: () => import('./DocumentsPage').then((m) => ({ Component: m.DocumentsPage })) },
      { path: ':documentId', lazy: () => import('./DocumentPage').then((m) => ({ Component: m.DocumentPage })) },
    ],
  },
];
