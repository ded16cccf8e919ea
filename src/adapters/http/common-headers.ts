import type { RawAxiosRequestHeaders } from 'axios';
import { isStateChanging, type HttpMethod } from '../../core/http/failure-policy';
import type { RoutingHeader } from '../../core/shared/preferences.port';
import type { RequestOptions } from './http-client';
import { HttpHeaders } from './http-client-settings';
import { newIdempotencyKey } from './idempotency-key';

export interface CommonHeaderValues {
  groupMember: string;
  /** The user-preferences device description (device-fingerprint.ts). */
  fingerprint: string;
  routing: RoutingHeader | null;
}

/**
 * The headers of one call (docs/rules/calls.md; docs/api/http.md): the common ones, the routing header
 * when stored, an Idempotency-Key on every state-changing method, then the caller's own, which win.
 */
export function commonHeaders(method: HttpMethod, values: CommonHeaderValues, options: RequestOptions = {}): RawAxiosRequestHeaders {
  const headers: RawAxiosRequestHeaders = {
    Accept: options.responseType === 'text' ? 'text/html, text/plain, */*' : 'application/json, */*',
    [HttpHeaders.channel]: 'WEB',
    [HttpHeaders.locale]: 'en_GB',
    [HttpHeaders.country]: 'GB',
    [HttpHeaders.groupMember]: values.groupMember,
    [HttpHeaders.technology]: '2G',
    [HttpHeaders.userPreferences]: values.fingerprint,
    [HttpHeaders.tokenType]: 'SESSION_TOKEN',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  if (values.routing) headers[HttpHeaders.routing] = values.routing;
  if (isStateChanging(method)) headers[HttpHeaders.idempotencyKey] = options.idempotencyKey ?? newIdempotencyKey();
  // The caller's own headers win (e.g. the content adapter's Cache-Control max-age); Pragma is the
  // HTTP/1.0 twin of no-cache and would contradict a caller's own caching rule.
  const own = options.headers ?? {};
  if (Object.keys(own).some((name) => name.toLowerCase() === 'cache-control')) delete headers.Pragma;
  return { ...headers, ...own };
}
