import { makeAutoObservable } from 'mobx';
import { fieldErrorVisible } from '../../core/shell/field-error';

/**
 * Touched/active state of a whole form, for view models: create one per form with `new`. Views call
 * focus/blur from the inputs; the view model asks visibleError() what to show.
 */
export class FormTouchState<Field extends string = string> {
  touched = new Set<Field>();
  active: Field | null = null;
  submitAttempted = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  focus(field: Field): void {
    this.active = field;
  }

  blur(field: Field): void {
    if (this.active === field) this.active = null;
    this.touched.add(field);
  }

  attemptSubmit(): void {
    this.submitAttempted = true;
  }

  reset(): void {
    this.touched.clear();
    this.active = null;
    this.submitAttempted = false;
  }

  visibleError(field: Field, error: string | null | undefined): string | null {
    if (!error) return null;
    const show = fieldErrorVisible({ touched: this.touched.has(field), active: this.active === field, submitAttempted: this.submitAttempted });
    return show ? error : null;
  }
}
