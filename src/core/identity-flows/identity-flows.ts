/**
 * The identity flows of the legacy identity service beyond the log-on stages (docs/rules/log-on-screens.md):
 * activation, offline reset, online reset, PIN reset and registration. The service directs the steps;
 * each of its pages names its flow (`data-screen`) and its step (`data-step-tracker`), which map to
 * the routes below. Screen names and step labels are the spec's constants, word for word.
 */

/** Screen names used as constants (docs/rules/log-on-screens.md). */
export const ScreenNames = {
  activation: 'Activation',
  cam10: 'Cam10',
  cam30: 'Cam30',
  cam40: 'Cam40',
  offlineReset: 'OfflineReset',
  onlineReset: 'OnlineReset',
  registration: 'Registration',
  resetPin: 'ResetPin',
  updateOptions: 'UpdateOptions',
  updateUsername: 'UpdateUsername',
  updateMemorable: 'UpdateMemorable',
  updatePassword: 'UpdatePassword',
  updateSecQ1: 'UpdateSecQ1',
  updateSecQ2: 'UpdateSecQ2',
  updateSuccess: 'UpdateSuccess',
  updateMessage: 'UpdateMessage',
} as const;
export type ScreenName = (typeof ScreenNames)[keyof typeof ScreenNames];

/** The step labels of flows (docs/rules/log-on-screens.md, 'Step labels of flows'), in the table's order. */
export const StepLabels = {
  offlineReset: ['Introduction', 'Create password', 'Memorable question', 'Security questions', 'Complete'],
  onlineReset: [
    'Security question 1',
    'Security question 2',
    'Reset Options',
    'Memorable answer',
    'Security code',
    'Password',
    'Reset',
    'Complete',
    'Existing Security',
  ],
  resetPin: ['Enter Lock PIN', 'Reset PIN'],
  registration: ['Your Details', 'Create your username', 'Set up your security', 'Additional security questions', 'Registration complete'],
  activation: ['Select Secure Key', 'Confirmation', 'Complete'],
  secureKeyActivation: ['Introduction', 'Replacement Code', 'Activate Secure Key', 'Complete'],
} as const;
export type TrackerName = keyof typeof StepLabels;

export type FlowId = 'offlineReset' | 'onlineReset' | 'resetPin' | 'registration' | 'activation' | 'securityDetails';

/** Where a step sits on a step tracker: which tracker, and its label there. */
export interface TrackerPlace {
  tracker: TrackerName;
  label: string;
}

export interface IdentityFlow {
  id: FlowId;
  screen: ScreenName;
  /** Further screens of the same flow (security details: one screen per page, UpdateOptions ... UpdateMessage). */
  screens?: readonly ScreenName[];
  /** The flow's index route; step `index` is this route, any other step `{base}/{step}`. */
  base: string;
  /** The service address of the flow's first page, relative to the identity base, when no log-on page gave a link. */
  entry: string;
  /** Ids of the log-on page links that lead into this flow (docs/rules/log-on-state.md, 'Links'). */
  entryLinks: readonly string[];
  /** Every step of the flow (docs/rules/log-on-screens.md's routes), each with its tracker place if it has one. */
  steps: Readonly<Record<string, TrackerPlace | null>>;
}

const on = (tracker: TrackerName, label: string): TrackerPlace => ({ tracker, label });

export const IdentityFlows: Readonly<Record<FlowId, IdentityFlow>> = {
  offlineReset: {
    id: 'offlineReset',
    screen: ScreenNames.offlineReset,
    base: '/offlinereset',
    entry: 'offlinereset',
    entryLinks: ['copy_both_nav'],
    steps: {
      index: on('offlineReset', 'Introduction'),
      password: on('offlineReset', 'Create password'),
      memorable: on('offlineReset', 'Memorable question'),
      security: on('offlineReset', 'Security questions'),
      complete: on('offlineReset', 'Complete'),
    },
  },
  onlineReset: {
    id: 'onlineReset',
    screen: ScreenNames.onlineReset,
    base: '/onlinereset',
    entry: 'onlinereset',
    entryLinks: ['cam30forgotpasswordlink', 'cam30forgotdosilink', 'cam20forgotdosilink'],
    steps: {
      index: null,
      enforced: on('onlineReset', 'Existing Security'),
      'security-question-1': on('onlineReset', 'Security question 1'),
      'security-question-2': on('onlineReset', 'Security question 2'),
      options: on('onlineReset', 'Reset Options'),
      'security-code': on('onlineReset', 'Security code'),
      memorable: on('onlineReset', 'Memorable answer'),
      password: on('onlineReset', 'Password'),
      reset: on('onlineReset', 'Reset'),
      complete: on('onlineReset', 'Complete'),
    },
  },
  resetPin: {
    id: 'resetPin',
    screen: ScreenNames.resetPin,
    base: '/reset-pin',
    entry: 'reset-pin',
    entryLinks: ['idv_cam20_otp_challenge'],
    steps: {
      index: null,
      'security-question-1': null,
      'security-question-2': null,
      'lock-pin': on('resetPin', 'Enter Lock PIN'),
      complete: on('resetPin', 'Reset PIN'),
    },
  },
  registration: {
    id: 'registration',
    screen: ScreenNames.registration,
    base: '/registration',
    entry: 'registration',
    entryLinks: ['g2'],
    steps: {
      index: null,
      'your-details': on('registration', 'Your Details'),
      username: on('registration', 'Create your username'),
      security: on('registration', 'Set up your security'),
      'additional-security-questions': on('registration', 'Additional security questions'),
      complete: on('registration', 'Registration complete'),
      /** Not a route of the spec's list: registration's error page quoting a reference (docs/rules/log-on-states.md). */
      error: null,
    },
  },
  activation: {
    id: 'activation',
    screen: ScreenNames.activation,
    base: '/activation',
    entry: 'force-token-selection',
    entryLinks: ['activation_nav'],
    steps: {
      index: on('activation', 'Select Secure Key'),
      choose: on('activation', 'Select Secure Key'),
      'choose-now': on('activation', 'Select Secure Key'),
      'dsk-info': on('activation', 'Confirmation'),
      'dsk-activate': on('activation', 'Confirmation'),
      'dsk-notice': on('activation', 'Confirmation'),
      'dsk-force': on('activation', 'Select Secure Key'),
      'activate-now': on('activation', 'Confirmation'),
      'sk-info': on('activation', 'Confirmation'),
      'sk-request': on('activation', 'Complete'),
      'sk-intro': on('secureKeyActivation', 'Introduction'),
      'sk-activate': on('secureKeyActivation', 'Activate Secure Key'),
      'sk-complete': on('secureKeyActivation', 'Complete'),
      'replace-sk-intro': on('secureKeyActivation', 'Introduction'),
      'replace-sk-code': on('secureKeyActivation', 'Replacement Code'),
      'replace-sk-activate': on('secureKeyActivation', 'Activate Secure Key'),
      'replace-sk-complete': on('secureKeyActivation', 'Complete'),
    },
  },
  /**
   * Security details (docs/rules/customer-screens.md): the service's pages for a customer at CAM40. Each
   * page carries its own screen (UpdateOptions, UpdateUsername ... UpdateSuccess, UpdateMessage); the
   * spec lists no step labels for them, so they show no step tracker.
   */
  securityDetails: {
    id: 'securityDetails',
    screen: ScreenNames.updateOptions,
    screens: [
      ScreenNames.updateOptions,
      ScreenNames.updateUsername,
      ScreenNames.updateMemorable,
      ScreenNames.updatePassword,
      ScreenNames.updateSecQ1,
      ScreenNames.updateSecQ2,
      ScreenNames.updateSuccess,
      ScreenNames.updateMessage,
    ],
    base: '/security-details',
    entry: 'security-details',
    entryLinks: [],
    steps: {
      index: null,
      options: null,
      'update-username': null,
      'update-memorable': null,
      'update-password': null,
      'update-security-question-1': null,
      'update-security-question-2': null,
      'update-secure-key-pin': null,
      'update-complete': null,
    },
  },
};

export function flowRoute(flow: IdentityFlow, step: string): string {
  return step === 'index' ? flow.base : `${flow.base}/${step}`;
}

/** The flow a page names by its screen, if any. */
export function flowOfScreen(screen: string | null | undefined): IdentityFlow | null {
  if (!screen) return null;
  const wanted = screen.trim().toLowerCase();
  return Object.values(IdentityFlows).find((f) => [f.screen, ...(f.screens ?? [])].some((s) => s.toLowerCase() === wanted)) ?? null;
}

/** The flow and step of an app route (`/onlinereset/password` → online reset, `password`). */
export function flowStepOfRoute(path: string): { flow: IdentityFlow; step: string } | null {
  const clean = path.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  for (const flow of Object.values(IdentityFlows)) {
    if (clean === flow.base) return { flow, step: 'index' };
    if (clean.startsWith(`${flow.base}/`)) {
      const step = clean.slice(flow.base.length + 1);
      if (step in flow.steps) return { flow, step };
    }
  }
  return null;
}

/** The step tracker of a step: its labels in the spec's order and which one is current. */
export function trackerOf(flow: IdentityFlow, step: string): { labels: readonly string[]; current: number } | null {
  const place = flow.steps[step];
  if (!place) return null;
  const labels = StepLabels[place.tracker];
  return { labels, current: labels.indexOf(place.label as never) };
}
