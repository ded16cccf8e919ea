import { sendToBank } from '../http-support';
import { customerCookie } from './customer-session';

/** The gateway's envelope as a test reads it: the header's code, and the payload when done. */
export interface Envelope {
  header?: { statusCode: string; errorMsg?: { code: string; desc: string }[] };
  payload?: Record<string, unknown>;
}

/** The bank's first error code in an answer, or undefined when it has none. */
export const errorCode = (answer: { json: Envelope | null }) => answer.json?.header?.errorMsg?.[0]?.code;

/**
 * A test's own calls to the demo bank's API at `api` (the gateway base) as demo.hardkey: a change as
 * a gateway sends it (JSON body, Idempotency-Key when given), and an account's balance as the bank
 * lists it now, to show what a refusal did not move.
 */
export function bankCalls(api: string) {
  return {
    send: (method: string, path: string, body: unknown, key?: string) => sendToBank<Envelope>(api, method, path, body, key),
    async balanceOf(id: string): Promise<number | undefined> {
      const res = await fetch(`${api}/v12/accounts`, { headers: { Cookie: await customerCookie('demo.hardkey') } });
      const { payload } = (await res.json()) as { payload: { id: string; summary: { balance: number } }[] };
      return payload.find((a) => a.id === id)?.summary.balance;
    },
  };
}
