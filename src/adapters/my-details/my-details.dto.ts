/**
 * Wire shapes of the customer-details calls (docs/api/my-details.md), generated from
 * openapi/bank.yaml (`npm run openapi:types`); the hand-written ones are gone, so a
 * field the document does not have does not compile. Names here are the area's own.
 */
import type { components } from '../generated/bank-api';

type Schemas = components['schemas'];

export type ProfileDto = Schemas['CustomerProfile'];
export type StatementPreferenceDto = Schemas['StatementPreference'];
export type AccountStatementPreferenceDto = Schemas['AccountStatementPreference'];
export type ChangeEmailDto = Schemas['PostV2CustomersEmailAddressRequest'];
export type ChangeStatementPreferencesDto = Schemas['PostV1StatementPreferencesRequest'];
