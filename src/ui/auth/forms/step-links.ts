import type { IdentityStep } from '../../../core/identity/identity-step';

/**
 * The help links of the log-on pages (docs/rules/log-on-state.md, 'Links'), by the ids the identity pages
 * give them. Where a page leaves one out, the app's own route for that help is used instead.
 */
export const StepLinks = {
  changeUser: { id: 'idv_switchuser', fallback: '/authentication/username' },
  forgottenPassword: { id: 'cam30forgotpasswordlink', fallback: '/onlinereset' },
  forgottenAnswer: { id: 'cam30forgotdosilink', fallback: '/onlinereset' },
  forgottenBoth: { id: 'copy_both_nav', fallback: '/offlinereset' },
  forgottenMemorable: { id: 'cam20forgotdosilink', fallback: '/onlinereset' },
  forgottenSkPin: { id: 'idv_cam20_otp_challenge', fallback: '/reset-pin' },
  activation: { id: 'activation_nav', fallback: '/activation/choose' },
} as const;
export type StepLinkName = keyof typeof StepLinks;

export function stepLinkHref(step: IdentityStep | null, name: StepLinkName): string | null {
  return step?.links.find((l) => l.id === StepLinks[name].id)?.href ?? null;
}
