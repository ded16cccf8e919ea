import type { SigningCodesToSend } from '../../core/signing/signing-codes';
import type { AppError } from '../../core/shared/result';

/** The demo bank's wrong code for either Secure Key code (CodeLock.java); any other 6 digits is right. */
export const wrongCode = '000000';

/**
 * The demo bank's refusal of a wrong code, in its words (CodeLock.java): `OLR_0043` on a 200, the
 * Re-authentication Security Code checked first. The fakes that take codes answer it the same way;
 * nothing is changed or kept under the key.
 */
export function wrongCodeRefusal(codes: SigningCodesToSend | undefined): AppError | null {
  if (codes?.reauthenticationCode === wrongCode) {
    return { code: 'OLR_0043', description: 'You have entered an incorrect Re-authentication Security Code. (OLR_0043)', status: 200 };
  }
  if (codes?.transactionCode === wrongCode) {
    return {
      code: 'OLR_0043',
      description: 'You have entered an incorrect Transaction Security Code. Please try again or call us on 020 7946 0123. (OLR_0043)',
      status: 200,
    };
  }
  return null;
}
