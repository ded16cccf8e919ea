import { messageTextError } from '../../../core/inbox/message-text';
import { selectionError } from '../../../core/shared/validation/text-rules';
import { SpecMessages } from '../../../core/shared/validation/validation-messages';
import { replySubjects, subjectLabel } from '../../../core/inbox/secure-message';
import type { GeneralMessage } from '../../../core/messages/bank-message';
import type { SummaryError } from '../ErrorSummary';
import type { MessageForm } from './message-form';

export type GeneralFormId = 'new-message' | 'feedback' | 'anything-else';

export interface GeneralMessageForm extends MessageForm<Record<string, string>> {
  /** 'help-hub': the form a help hub's category offers (ui/help). */
  id: GeneralFormId | 'help-hub';
  intro: string;
  /** Subjects to choose from; none: the form's one message type. */
  subjects: readonly { value: string; label: string }[] | null;
  /** Where a customer who may not send goes when there is no return path (docs/rules/customer-states.md). */
  defaultPath: string;
  base: string;
  /** The message field's label; 'Your message' when the form does not name one (a help hub's messageLabel). */
  textLabel?: string;
}

const generalMessageTypeLabel = (type: string) => (type === 'GENERAL_ENQUIRY' ? 'General enquiry' : subjectLabel(type));

/**
 * A general message form. `subjectText` (a help hub's messageSubject) goes to the bank with the
 * message and is the review's Subject; without it the Subject is the message type's name.
 */
export function general(options: {
  id: GeneralMessageForm['id'];
  base: string;
  title: string;
  intro: string;
  subjects: GeneralMessageForm['subjects'];
  fixedType?: GeneralMessage['messageType'];
  defaultPath: string;
  done: MessageForm['done'];
  textLabel?: string;
  subjectText?: string;
}): GeneralMessageForm {
  return {
    ...options,
    subject: 'message',
    initial: { messageType: options.fixedType ?? '', messageText: '' },
    validate(details) {
      const errors: SummaryError[] = [];
      const type = details.messageType ?? '';
      if (options.subjects && (selectionError(type) !== null || !options.subjects.some((s) => s.value === type))) {
        errors.push({ fieldId: 'message-subject', message: SpecMessages.selection });
      }
      const text = messageTextError(details.messageText ?? '');
      if (text) errors.push({ fieldId: 'message-text', message: text });
      return errors;
    },
    toMessage(details) {
      const messageType = (details.messageType || options.fixedType || 'GENERAL_ENQUIRY') as GeneralMessage['messageType'];
      const message: GeneralMessage = { kind: 'message', messageType, messageText: details.messageText ?? '' };
      return options.subjectText ? { ...message, subject: options.subjectText } : message;
    },
    review(details) {
      return [
        { label: 'Subject', value: options.subjectText ?? generalMessageTypeLabel(details.messageType || options.fixedType || 'GENERAL_ENQUIRY') },
        { label: options.textLabel ?? 'Your message', value: details.messageText ?? '', multiline: true },
      ];
    },
  };
}

/** contact-us new-message, contact-us feedback and my details' send-message/anything-else (docs/rules/customer-screens.md). */
export const generalForms: Record<GeneralFormId, GeneralMessageForm> = {
  'new-message': general({
    id: 'new-message',
    base: '/contact-us/new-message',
    title: 'Send us a message',
    intro: 'Ask us anything about your accounts. We reply in your secure inbox.',
    subjects: null,
    fixedType: 'GENERAL_ENQUIRY',
    defaultPath: '/contact-us',
    done: { path: '/contact-us', label: 'Back to Contact us' },
  }),
  feedback: general({
    id: 'feedback',
    base: '/contact-us/feedback',
    title: 'Give feedback or make a complaint',
    intro: 'Tell us what we did well or what went wrong.',
    subjects: replySubjects.map((s) => ({ value: s.messageType, label: s.label })),
    defaultPath: '/contact-us',
    done: { path: '/contact-us', label: 'Back to Contact us' },
  }),
  'anything-else': general({
    id: 'anything-else',
    base: '/send-message/anything-else',
    title: 'Tell us about anything else',
    intro: 'Something about your details we have not asked about? Tell us here.',
    subjects: null,
    fixedType: 'GENERAL_ENQUIRY',
    defaultPath: '/inbox',
    done: { path: '/inbox', label: 'Go to your inbox' },
  }),
};
