import {
  IdentityErrorCodes,
  IdentityRoutes,
  IdentityStepNames,
  type IdentityInput,
  type IdentityLink,
  type IdentityStep,
  type IdentityStepData,
} from '../../core/identity/identity-step';

/**
 * The steps the demo bank's pages parse to (docs/api/identity.md), built directly for the in-memory
 * fake. `fake-identity.spec.ts` checks that the fixture pages parse to the same shapes, so screens
 * tested against the fake see what they will see against WireMock.
 */
export const DemoTexts = {
  detailsMismatch:
    "The details you've entered don't match our records. You won't be able to access Digital Banking if you enter your details incorrectly too many times",
  lastTryWarning:
    'If your details are entered incorrectly once more, your access to Digital Banking will be locked.',
  securityCodeIncorrect: "The security code you've entered is incorrect. Please try again.",
  locked:
    'Your access to Digital Banking has been locked because your details were entered incorrectly too many times. Please call us to unlock it.',
  readOnly: "You don't have access to full Digital Banking. Select Proceed to choose a Secure Key",
  multipleLogin: 'You are logged on twice. For your security we have logged you off. Please log on again.',
  timedOut: 'Your session has timed out. Please log on again.',
  loggedOut: 'Log out Successful',
  logonComplete: 'Logon Activity Completed',
} as const;

export type PasswordPositionName = '1st' | '2nd' | '3rd' | '4th' | '5th' | '6th' | 'penultimate' | 'last';

const input = (name: string, type: string, label?: string, extra: Partial<IdentityInput> = {}): IdentityInput => ({
  name,
  type,
  value: '',
  ...(label ? { label } : {}),
  ...extra,
});

const hidden = (name: string, value: string): IdentityInput => ({ name, type: 'hidden', value });

function labelsOf(inputs: IdentityInput[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const i of inputs) if (i.label) labels[i.name] = i.label;
  return labels;
}

function step(
  partial: Pick<IdentityStep, 'name' | 'route' | 'status' | 'data'> & Partial<IdentityStep>,
): IdentityStep {
  const inputs = partial.inputs ?? [];
  return {
    form: null,
    selects: [],
    links: [],
    errors: [],
    ...partial,
    inputs,
    labels: partial.labels ?? labelsOf(inputs),
  };
}

export function positionLabel(position: PasswordPositionName): string {
  return position === 'penultimate' ? 'Penultimate character' : position === 'last' ? 'Last character' : `${position} character`;
}

/**
 * Addresses in the pages are relative to the identity base (the adapter resolves them), so the same
 * pages serve every environment.
 */
export class DemoPages {
  private link(id: string, href: string, text: string): IdentityLink {
    return { id, href, text };
  }

  username(): IdentityStep {
    const inputs = [
      input('userid', 'text', 'Username', { required: true, maxLength: 76 }),
      input('cookieuserid', 'checkbox', 'Remember me', { value: 'true' }),
    ];
    return step({
      name: IdentityStepNames.username,
      route: IdentityRoutes.username,
      status: 'OK',
      form: { action: 'logon/username', method: 'POST' },
      inputs,
      links: [this.link('g2', 'registration', 'Register')],
      data: { camLevel: 0, maxCamLevel: 0, stepTracker: 'username', title: 'Welcome to Online Banking' },
    });
  }

  password(userid: string, positions: readonly PasswordPositionName[], errors: IdentityStep['errors'] = [], message?: string): IdentityStep {
    const fields = ['keyrcc_password_first', 'keyrcc_password_second', 'keyrcc_password_third'];
    const inputs = [
      hidden('userid', userid),
      ...fields.map((f, i) => input(f, 'password', positionLabel(positions[i] ?? 'last'), { required: true, maxLength: 1 })),
      input('memorableAnswer', 'password', 'Memorable answer', { required: true, maxLength: 36 }),
    ];
    const data: IdentityStepData = { camLevel: 10, maxCamLevel: 10, cin: userid, stepTracker: 'password', title: 'Log on' };
    if (message) data.message = message;
    return step({
      name: IdentityStepNames.password,
      route: IdentityRoutes.password,
      status: errors.length ? 'INVALID' : 'OK',
      form: { action: 'logon/password', method: 'POST' },
      inputs,
      errors,
      links: [
        this.link('idv_switchuser', 'logon', 'Change user'),
        this.link('cam30forgotpasswordlink', 'reset/password', 'Forgotten your password?'),
        this.link('cam30forgotdosilink', 'reset/memorable', 'Forgotten your answer?'),
        this.link('copy_both_nav', 'reset/both', "I've forgotten both my password and memorable answer"),
      ],
      data,
    });
  }

  cam40Redirect(userid: string, tokenType: 'hard' | 'soft' | undefined): IdentityStep {
    const data: IdentityStepData = {
      camLevel: 30,
      maxCamLevel: 30,
      cin: userid,
      stepTracker: 'cam40redirect',
      title: 'Log on successful',
      autosubmit: true,
    };
    if (tokenType) data.tokenType = tokenType;
    return step({
      name: IdentityStepNames.cam40Redirect,
      route: IdentityRoutes.cam40Redirect,
      status: 'OK',
      form: { action: 'logon/cam40', method: 'GET' },
      inputs: [hidden('userid', userid)],
      data,
    });
  }

  secureToken(userid: string, tokenType: 'hard' | 'soft', errors: IdentityStep['errors'] = [], message?: string): IdentityStep {
    const inputs = [
      hidden('userid', userid),
      input('memorableAnswer', 'password', 'Memorable answer', { required: true, maxLength: 36 }),
      input('idv_OtpCredential', 'password', 'Security code', { required: true, maxLength: 6 }),
    ];
    const links = [this.link('cam20forgotdosilink', 'reset/memorable', 'Forgotten your memorable answer?')];
    if (tokenType === 'hard') links.push(this.link('idv_cam20_otp_challenge', 'reset/pin', 'Forgotten your Secure Key PIN?'));
    const data: IdentityStepData = {
      camLevel: 30,
      maxCamLevel: 30,
      cin: userid,
      tokenType,
      stepTracker: 'securetoken',
      title: 'Log on with your Secure Key',
    };
    if (message) data.message = message;
    return step({
      name: IdentityStepNames.secureToken,
      route: IdentityRoutes.secureToken,
      status: errors.length ? 'INVALID' : 'OK',
      form: { action: 'logon/securetoken', method: 'POST' },
      inputs,
      errors,
      links,
      data,
    });
  }

  logonComplete(userid: string, tokenType: 'hard' | 'soft'): IdentityStep {
    return step({
      name: IdentityStepNames.logonComplete,
      route: IdentityRoutes.postLogOn,
      status: 'OK',
      data: {
        camLevel: 40,
        maxCamLevel: 40,
        cin: userid,
        tokenType,
        stepTracker: 'complete',
        title: DemoTexts.logonComplete,
        successMsg: DemoTexts.logonComplete,
        ibStatus: 'ACTIVE',
      },
    });
  }

  readOnly(userid: string): IdentityStep {
    return step({
      name: IdentityStepNames.readOnly,
      route: IdentityRoutes.readOnly,
      status: 'OK',
      errors: [{ code: IdentityErrorCodes.readOnly, message: DemoTexts.readOnly }],
      links: [this.link('activation_nav', 'force-token-selection', 'Proceed')],
      data: {
        camLevel: 30,
        maxCamLevel: 30,
        cin: userid,
        stepTracker: 'readonly',
        title: "You don't have full access",
        message: DemoTexts.readOnly,
        ibStatus: 'READONLY',
      },
    });
  }

  tokenSelection(userid: string): IdentityStep {
    const inputs = userid ? [hidden('userid', userid)] : [];
    return step({
      name: IdentityStepNames.tokenSelection,
      route: IdentityRoutes.tokenSelection,
      status: 'OK',
      form: { action: 'activation/choose', method: 'POST' },
      inputs,
      labels: { tokenChoice: 'Which Secure Key will you use?' },
      selects: [
        {
          key: 'tokenChoice',
          title: 'Which Secure Key will you use?',
          options: [
            { value: 'soft', label: 'The mobile app (Digital Secure Key)' },
            { value: 'hard', label: 'A Secure Key device' },
          ],
        },
      ],
      data: { camLevel: 30, maxCamLevel: 30, stepTracker: 'activation', title: 'Choose your Secure Key', ...(userid ? { cin: userid } : {}) },
    });
  }

  locked(): IdentityStep {
    return step({
      name: IdentityStepNames.locked,
      route: IdentityRoutes.locked,
      status: 'ERROR',
      errors: [{ code: IdentityErrorCodes.locked, message: DemoTexts.locked }],
      links: [this.link('logon_again', 'logon', 'Back to Log On')],
      data: { camLevel: 0, maxCamLevel: 0, stepTracker: 'locked', title: 'Your access is locked' },
    });
  }

  loggedOut(): IdentityStep {
    return step({
      name: IdentityStepNames.loggedOut,
      route: IdentityRoutes.loggedOut,
      status: 'LOGGED_OUT',
      links: [this.link('logon_again', 'logon', 'Log on again')],
      data: { camLevel: 0, maxCamLevel: 0, stepTracker: 'logoff', title: DemoTexts.loggedOut, hasLoggedOut: true },
    });
  }

  multipleLogin(): IdentityStep {
    return step({
      name: IdentityStepNames.multipleLogin,
      route: IdentityRoutes.multipleLogin,
      status: 'MULTIPLE_LOGIN',
      errors: [{ code: IdentityErrorCodes.multipleLogin, message: DemoTexts.multipleLogin }],
      links: [this.link('logon_again', 'logon', 'Log on again')],
      data: { camLevel: 0, maxCamLevel: 0, stepTracker: 'multiplelogin', title: 'You are logged on twice' },
    });
  }

  timedOut(): IdentityStep {
    return step({
      name: IdentityStepNames.timedOut,
      route: IdentityRoutes.timedOut,
      status: 'TIMED_OUT',
      links: [this.link('logon_again', 'logon', 'Log on again')],
      data: { camLevel: 0, maxCamLevel: 0, stepTracker: 'timedout', title: 'Session timed out', message: DemoTexts.timedOut },
    });
  }

  unrecognised(): IdentityStep {
    return step({
      name: IdentityStepNames.unrecognised,
      route: IdentityRoutes.fallback,
      status: 'FALLBACK',
      errors: [{ code: IdentityErrorCodes.fallback, message: 'This page is not available in the app.' }],
      data: {},
    });
  }
}
