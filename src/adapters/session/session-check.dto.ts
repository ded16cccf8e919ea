/**
 * The session check answer on the wire (docs/api/session.md): an API response's header, generated
 * from openapi/bank.yaml: the live answer or the error envelope, whose header
 * carries the codes. A field the document does not have does not compile.
 */
import type { ItemOf, Schemas } from '../http/wire-types';

export type SessionCheckDto = Schemas['GetSessionCheckAnswer'] | Schemas['ErrorEnvelope'];
export type SessionCheckHeaderDto = Schemas['GetSessionCheckAnswer']['header'] | Schemas['ErrorEnvelope']['header'];
export type ErrorMessageDto = ItemOf<Schemas['ErrorEnvelope']['header']['errorMsg']>;
