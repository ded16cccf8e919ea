import type { RouteObject } from 'react-router-dom';

/** /summary and everything under /summary/{accountIndex} (spec 02 section 2). Lazy per page. */
export const accountsRoutes: RouteObject[] = [];
