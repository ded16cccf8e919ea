import { IsNotEmpty, Length, MaxLength, ValidateIf } from 'class-validator';
import { LaterFieldMessages, LaterLogOnLimits } from '../../../core/auth-forms/later-log-on-texts';
import type { PasswordCharacterField } from '../../../core/auth-forms/password-positions';

/**
 * Stages 2 and 3's field rules (docs/rules/credentials.md) as class-validator DTOs. The rules and texts are
 * core's (log-on-messages); the decorators are a UI concern, so they live here, outside core. Stage 1's
 * one rule is core's `usernameError` (username.rules.ts): the log-on page carries no class-validator.
 */

const asks = (field: string) => (form: { asked: readonly string[] }) => form.asked.includes(field);

/**
 * Stage 2 and stage 3 share one DTO: each page asks for some of these inputs (the identity page's
 * inputs say which), and only the inputs asked for are validated.
 */
export class CredentialsForm {
  /** Names of the inputs the page asks for. */
  asked: readonly string[] = [];

  @ValidateIf(asks('keyrcc_password_first'))
  @Length(1, LaterLogOnLimits.passwordCharacterMax, { message: LaterFieldMessages.passwordCharacters })
  keyrcc_password_first = '';

  @ValidateIf(asks('keyrcc_password_second'))
  @Length(1, LaterLogOnLimits.passwordCharacterMax, { message: LaterFieldMessages.passwordCharacters })
  keyrcc_password_second = '';

  @ValidateIf(asks('keyrcc_password_third'))
  @Length(1, LaterLogOnLimits.passwordCharacterMax, { message: LaterFieldMessages.passwordCharacters })
  keyrcc_password_third = '';

  @ValidateIf(asks('memorableAnswer'))
  @IsNotEmpty({ message: LaterFieldMessages.memorableAnswer })
  @MaxLength(LaterLogOnLimits.memorableAnswerMax, { message: LaterFieldMessages.memorableAnswer })
  memorableAnswer = '';

  @ValidateIf(asks('idv_OtpCredential'))
  @IsNotEmpty({ message: LaterFieldMessages.securityCode })
  @MaxLength(LaterLogOnLimits.securityCodeMax, { message: LaterFieldMessages.securityCode })
  idv_OtpCredential = '';
}

export type CredentialsField = PasswordCharacterField | 'memorableAnswer' | 'idv_OtpCredential';
export const credentialsFieldOrder: readonly CredentialsField[] = [
  'keyrcc_password_first',
  'keyrcc_password_second',
  'keyrcc_password_third',
  'memorableAnswer',
  'idv_OtpCredential',
];
