/**
 * The message bodies (docs/api/inbox.md), generated from openapi/bank.yaml: a field
 * the document does not have does not compile. A general message or reply goes to `POST messages`;
 * each form (dispute, credit limit, card limit response, travel) to `POST messages/{formKind}`.
 */
import type { Schemas } from '../http/wire-types';

export type GeneralMessageRequestDto = Schemas['PostV1MessagesRequest'];
export type FormMessageRequestDto = Schemas['PostV1MessagesByFormKindRequest'];
export type MessageRequestDto = GeneralMessageRequestDto | FormMessageRequestDto;
export type IbStatusDto = Schemas['GetV1MessagesIbStatusAnswer'];
