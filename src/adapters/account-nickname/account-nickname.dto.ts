/**
 * Wire shapes of the account nickname calls (docs/api/account-nicknames.md), generated from
 * openapi/bank.yaml (`npm run openapi:types`).
 */
import type { components } from '../generated/bank-api';

type Schemas = components['schemas'];

export type AccountNicknameDto = Schemas['AccountNickname'];
export type AccountNicknamesAnswerDto = Schemas['GetV1AccountNicknamesAnswer'];
export type ChangeAccountNicknameDto = Schemas['PostV1AccountNicknamesRequest'];
