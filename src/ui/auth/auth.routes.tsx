import type { RouteObject } from 'react-router-dom';

/**
 * Authentication routes (spec 01 section 2), mounted under /authentication by the shell, plus the
 * top-level /logoff. Each page is lazy so the log-on page loads only what it needs.
 */
export const authRoutes: RouteObject[] = [];

/** Routes at the top level that belong to this area (e.g. 'logoff'). */
export const topLevelAuthRoutes: RouteObject[] = [];
