import { parseInertHtml } from './inert-html';
import {
  IdentityErrorCodes,
  IdentityRoutes,
  IdentityStepNames,
  type IdentityError,
  type IdentityForm,
  type IdentityInput,
  type IdentityLink,
  type IdentitySelect,
  type IdentityStep,
  type IdentityStepData,
} from '../../core/identity/identity-step';

/**
 * The anti-corruption layer in front of the legacy identity service: one server-rendered HTML page
 * in, one typed IdentityStep out (page format: docs/api/identity.md). Pure: no fetching, no state.
 *
 * The page is parsed with DOMParser into a detached document, which is inert: its scripts never run,
 * its images and styles never load, and nothing of it is ever attached to the live DOM.
 */
export function parseLegacyPage(html: string): IdentityStep {
  const doc = parseInertHtml(html);
  const root = doc.querySelector<HTMLElement>('#idv-step') ?? doc.body;
  const page: PageParts = {
    form: readForm(root),
    inputs: readInputs(root),
    selects: readSelects(root),
    labels: readLabels(root),
    links: readLinks(root),
    errors: readErrors(root),
    data: readData(doc.querySelector<HTMLElement>('#idv-step')),
    text: normalise(doc.body?.textContent ?? ''),
    title: normalise(doc.title || root.querySelector('h1')?.textContent || ''),
    hasRememberMeMarker: doc.querySelector('[data-marker="remember-me"]') !== null,
  };
  if (page.title && page.data.title === undefined) page.data.title = page.title;
  return classify(page);
}

interface PageParts {
  form: IdentityForm | null;
  inputs: IdentityInput[];
  selects: IdentitySelect[];
  labels: Record<string, string>;
  links: IdentityLink[];
  errors: IdentityError[];
  data: IdentityStepData;
  text: string;
  title: string;
  hasRememberMeMarker: boolean;
}

type Classified = Pick<IdentityStep, 'name' | 'route' | 'status'> & { data?: IdentityStepData; errors?: IdentityError[] };

/**
 * The rules of docs/rules/log-on-states.md 'Legacy page mapping' (and the general-error texts of section 8),
 * first match wins. Markers of a session that ended (time-out, logged on twice, logged out) come
 * first because such a page may look like a log-on page; codes come before the form shape because an
 * error page may still carry a form.
 */
function classify(page: PageParts): IdentityStep {
  const codes = new Set(page.errors.map((e) => e.code));
  const has = (name: string) => page.inputs.some((i) => i.name === name);
  const rule = firstMatch(page, codes, has);
  return {
    name: rule.name,
    route: rule.route,
    status: rule.status,
    form: page.form,
    inputs: page.inputs,
    selects: page.selects,
    labels: page.labels,
    links: page.links,
    errors: rule.errors ?? page.errors,
    data: { ...page.data, ...rule.data },
  };
}

function firstMatch(page: PageParts, codes: Set<string>, has: (name: string) => boolean): Classified {
  const withErrors = page.errors.length > 0 ? 'INVALID' : 'OK';

  // A remember-me marker: the service answered with its log-on page because the session timed out.
  if (page.hasRememberMeMarker) {
    return { name: IdentityStepNames.timedOut, route: IdentityRoutes.timedOut, status: 'TIMED_OUT' };
  }
  if (codes.has(IdentityErrorCodes.multipleLogin) || /logged on twice/i.test(page.text)) {
    return { name: IdentityStepNames.multipleLogin, route: IdentityRoutes.multipleLogin, status: 'MULTIPLE_LOGIN' };
  }
  if (/log out successful/i.test(page.text)) {
    return { name: IdentityStepNames.loggedOut, route: IdentityRoutes.loggedOut, status: 'LOGGED_OUT', data: { hasLoggedOut: true } };
  }
  if (codes.has(IdentityErrorCodes.locked)) {
    return { name: IdentityStepNames.locked, route: IdentityRoutes.locked, status: 'ERROR' };
  }
  if (codes.has(IdentityErrorCodes.temporarilyLocked)) {
    return { name: IdentityStepNames.locked, route: '/logoff/temporarily-locked', status: 'ERROR' };
  }
  if (codes.has(IdentityErrorCodes.readOnly) || page.text.includes(IdentityErrorCodes.readOnlyMarker)) {
    return { name: IdentityStepNames.readOnly, route: IdentityRoutes.readOnly, status: 'OK', data: { ibStatus: 'READONLY' } };
  }
  if (/logon activity completed/i.test(page.text)) {
    // The post-log-on route; the level is the page's, at least 30 (spec: 'moves to the post-log-on route at level 30').
    const camLevel = Math.max(page.data.camLevel ?? 30, 30);
    return {
      name: IdentityStepNames.logonComplete,
      route: IdentityRoutes.postLogOn,
      status: 'OK',
      data: { camLevel, maxCamLevel: Math.max(page.data.maxCamLevel ?? camLevel, camLevel), ibStatus: page.data.ibStatus ?? 'ACTIVE' },
    };
  }
  if (has('idv_OtpCredential')) {
    return { name: IdentityStepNames.secureToken, route: IdentityRoutes.secureToken, status: withErrors };
  }
  if (has('keyrcc_password_first') || has('keyrcc_password_second') || has('keyrcc_password_third')) {
    return { name: IdentityStepNames.password, route: IdentityRoutes.password, status: withErrors };
  }
  if (page.inputs.some((i) => i.name === 'userid' && i.type !== 'hidden')) {
    return { name: IdentityStepNames.username, route: IdentityRoutes.username, status: withErrors };
  }
  if (page.selects.some((s) => s.key === 'tokenChoice')) {
    return { name: IdentityStepNames.tokenSelection, route: IdentityRoutes.tokenSelection, status: withErrors };
  }
  // Log-on success at level 30 moves on, by itself, to the level-40 redirect. Status OK, not
  // REDIRECT: it is a success whose level (30) and token type the session must take on the way.
  if (page.data.camLevel === 30 && page.errors.length === 0 && page.form !== null) {
    return { name: IdentityStepNames.cam40Redirect, route: IdentityRoutes.cam40Redirect, status: 'OK', data: { autosubmit: true } };
  }
  if (/sorry we cannot action your request|please try again later/i.test(page.text)) {
    return { name: IdentityStepNames.generalError, route: IdentityRoutes.generalError, status: 'ERROR' };
  }
  return {
    name: IdentityStepNames.unrecognised,
    route: IdentityRoutes.fallback,
    status: 'FALLBACK',
    errors: [{ code: IdentityErrorCodes.fallback, message: 'This page is not available in the app.' }],
  };
}

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function readForm(root: HTMLElement): IdentityForm | null {
  const form = root.querySelector('form');
  if (!form) return null;
  const method = (form.getAttribute('method') ?? 'GET').toUpperCase() === 'POST' ? 'POST' : 'GET';
  return { action: form.getAttribute('action') ?? '', method };
}

const ignoredInputTypes = new Set(['submit', 'button', 'reset', 'image']);

function labelFor(root: HTMLElement, control: Element): string | undefined {
  const id = control.getAttribute('id');
  const byFor = id ? root.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
  const label = byFor ?? control.closest('label');
  const text = label ? normalise(label.textContent ?? '') : '';
  return text || undefined;
}

function readInputs(root: HTMLElement): IdentityInput[] {
  const inputs: IdentityInput[] = [];
  for (const el of root.querySelectorAll('input')) {
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    const name = el.getAttribute('name');
    if (!name || ignoredInputTypes.has(type)) continue;
    const input: IdentityInput = { name, type, value: el.getAttribute('value') ?? '' };
    const label = labelFor(root, el);
    if (label) input.label = label;
    if (el.hasAttribute('required')) input.required = true;
    if (el.hasAttribute('disabled')) input.disabled = true;
    const maxLength = Number.parseInt(el.getAttribute('maxlength') ?? '', 10);
    if (Number.isFinite(maxLength) && maxLength >= 0) input.maxLength = maxLength;
    inputs.push(input);
  }
  return inputs;
}

function readSelects(root: HTMLElement): IdentitySelect[] {
  return [...root.querySelectorAll('select')]
    .filter((el) => el.getAttribute('name'))
    .map((el) => ({
      key: el.getAttribute('name') ?? '',
      title: labelFor(root, el) ?? el.getAttribute('title') ?? '',
      options: [...el.querySelectorAll('option')].map((o) => ({
        value: o.getAttribute('value') ?? normalise(o.textContent ?? ''),
        label: normalise(o.textContent ?? ''),
      })),
    }));
}

/** Label texts by the name of the control they label (the id where no named control has it). */
function readLabels(root: HTMLElement): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const label of root.querySelectorAll('label')) {
    const text = normalise(label.textContent ?? '');
    if (!text) continue;
    const forId = label.getAttribute('for');
    const control = forId ? root.querySelector(`#${CSS.escape(forId)}`) : label.querySelector('input, select, textarea');
    const key = control?.getAttribute('name') ?? forId;
    if (key) labels[key] = text;
  }
  return labels;
}

function readLinks(root: HTMLElement): IdentityLink[] {
  return [...root.querySelectorAll('a[id]')].map((a) => ({
    id: a.getAttribute('id') ?? '',
    href: a.getAttribute('href') ?? '',
    text: normalise(a.textContent ?? ''),
  }));
}

function readErrors(root: HTMLElement): IdentityError[] {
  return [...root.querySelectorAll('[data-error-code]')].map((el) => {
    const error: IdentityError = { code: el.getAttribute('data-error-code') ?? '', message: normalise(el.textContent ?? '') };
    const field = el.getAttribute('data-error-field');
    if (field) error.field = field;
    return error;
  });
}

type DataKind = 'number' | 'boolean' | 'string' | 'list';
/** Each step-data field and the data-* attribute of #idv-step that carries it. */
const dataAttributes: Record<keyof IdentityStepData, [attribute: string, kind: DataKind]> = {
  camLevel: ['data-cam-level', 'number'],
  maxCamLevel: ['data-max-cam-level', 'number'],
  tokenType: ['data-token-type', 'string'],
  cin: ['data-cin', 'string'],
  stepTracker: ['data-step-tracker', 'string'],
  title: ['data-title', 'string'],
  successMsg: ['data-success-msg', 'string'],
  refID: ['data-ref-id', 'string'],
  resetCode: ['data-reset-code', 'string'],
  activationCode: ['data-activation-code', 'string'],
  expires: ['data-expires', 'string'],
  address: ['data-address', 'string'],
  message: ['data-message', 'string'],
  alternatives: ['data-alternatives', 'list'],
  reorderSK: ['data-reorder-sk', 'boolean'],
  unregistered: ['data-unregistered', 'boolean'],
  hasLoggedOut: ['data-has-logged-out', 'boolean'],
  autosubmit: ['data-autosubmit', 'boolean'],
  inTokenActivationPeriod: ['data-in-token-activation-period', 'boolean'],
  theme: ['data-theme', 'string'],
  ibStatus: ['data-ib-status', 'string'],
};

function readData(el: HTMLElement | null): IdentityStepData {
  const data: Record<string, unknown> = {};
  if (!el) return {};
  for (const [field, [attribute, kind]] of Object.entries(dataAttributes)) {
    const raw = el.getAttribute(attribute);
    if (raw === null || raw.trim() === '') continue;
    const value = raw.trim();
    if (kind === 'number') {
      const n = Number(value);
      if (Number.isFinite(n)) data[field] = n;
    } else if (kind === 'boolean') {
      data[field] = value.toLowerCase() === 'true';
    } else if (kind === 'list') {
      data[field] = value.split('|').map((v) => v.trim()).filter(Boolean);
    } else {
      data[field] = value;
    }
  }
  const step = data as IdentityStepData & { tokenType?: string; ibStatus?: string };
  // The service also writes token types as HARD, HARD_SELECTED, SOFT_SELECTED ...: the step keeps the family.
  if (step.tokenType !== undefined) {
    const family = step.tokenType.toLowerCase();
    if (family.startsWith('hard')) step.tokenType = 'hard';
    else if (family.startsWith('soft')) step.tokenType = 'soft';
    else delete step.tokenType;
  }
  if (step.ibStatus !== undefined) {
    const status = step.ibStatus.toUpperCase();
    if (status === 'ACTIVE' || status === 'READONLY' || status === 'INVALID') step.ibStatus = status;
    else delete step.ibStatus;
  }
  return step;
}
