import type { FieldErrors, FieldValues, Path } from 'react-hook-form';

/** The first failing field in the form's visual order, with its message. */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]) {
  for (const name of order) {
    const message = errors[name]?.message;
    if (typeof message === 'string') return { name, message };
  }
  return null;
}
