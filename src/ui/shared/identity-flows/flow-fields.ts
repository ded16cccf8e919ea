import type { IdentityStep } from '../../../core/identity/identity-step';

/** One field of a flow page's form, as the page gives it (inputs grouped into radios, selects). */
export interface FlowField {
  name: string;
  id: string;
  label: string;
  control: 'input' | 'radio' | 'select';
  /** The input type to show: passwords and answers are always masked. */
  type: string;
  kind: 'text' | 'choice';
  required: boolean;
  maxLength?: number;
  options: { value: string; label: string; id: string }[];
  autoComplete?: string;
}

/** Fields whose value is a secret: masked whatever the page says (docs/rules/credentials.md, 'masked'). */
const secret = /password|answer|otp|securitycode|reauthenticationcode|activationcode|lockpin/i;

/** What password managers should offer (WCAG 2.2 3.3.8: no cognitive test; paste is never blocked). */
const autoCompletes: Record<string, string> = {
  userid: 'username',
  newUsername: 'username',
  currentPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
  securityCode: 'one-time-code',
  activationCode: 'one-time-code',
  idv_OtpCredential: 'one-time-code',
  reauthenticationCode: 'one-time-code',
};

export const fieldId = (name: string): string => `flow-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The visible fields of a step's form, in page order: hidden inputs travel by themselves (the adapter sends them). */
export function fieldsOf(step: IdentityStep | null): FlowField[] {
  if (!step?.form) return [];
  const fields: FlowField[] = [];
  for (const input of step.inputs) {
    if (input.type === 'hidden' || input.disabled) continue;
    if (input.type === 'radio') {
      let group = fields.find((f) => f.name === input.name && f.control === 'radio');
      if (!group) {
        group = {
          name: input.name,
          id: fieldId(input.name),
          label: step.labels[`${input.name}-legend`] ?? step.labels[input.name] ?? input.name,
          control: 'radio',
          type: 'radio',
          kind: 'choice',
          required: Boolean(input.required),
          options: [],
        };
        fields.push(group);
      }
      group.required ||= Boolean(input.required);
      group.options.push({ value: input.value, label: input.label ?? input.value, id: `${group.id}-${group.options.length}` });
      continue;
    }
    fields.push({
      name: input.name,
      id: fieldId(input.name),
      label: input.label ?? step.labels[input.name] ?? input.name,
      control: 'input',
      type: secret.test(input.name) || input.type === 'password' ? 'password' : input.type === 'tel' ? 'tel' : 'text',
      kind: 'text',
      required: Boolean(input.required),
      maxLength: input.maxLength,
      options: [],
      autoComplete: autoCompletes[input.name] ?? (secret.test(input.name) ? 'off' : undefined),
    });
  }
  for (const select of step.selects) {
    fields.push({
      name: select.key,
      id: fieldId(select.key),
      label: select.title || step.labels[select.key] || select.key,
      control: 'select',
      type: 'select',
      kind: 'choice',
      required: true,
      options: select.options.map((o, i) => ({ ...o, id: `${fieldId(select.key)}-${i}` })),
    });
  }
  return fields;
}

/** The id that takes focus for a field: a radio group's first radio. */
export function focusIdOf(field: FlowField): string {
  return field.control === 'radio' ? (field.options[0]?.id ?? field.id) : field.id;
}
