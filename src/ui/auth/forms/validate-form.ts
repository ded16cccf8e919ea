import { validateSync } from 'class-validator';

/** The first message of each invalid property of a class-validator DTO, by property name. */
export function validateForm<T extends object>(form: T): Partial<Record<keyof T & string, string>> {
  const errors: Partial<Record<keyof T & string, string>> = {};
  for (const error of validateSync(form)) {
    const first = Object.values(error.constraints ?? {})[0];
    if (first) errors[error.property as keyof T & string] = first;
  }
  return errors;
}
