import { get, useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { useSpecFormKit } from './use-spec-form';

/**
 * What a field shows of its failure: always aria-invalid (and the red border),
 * the sentence itself only when the form tells failures inline (an alert has
 * told it otherwise). A field of several values (phone boxes) gives them all.
 */
export function useFieldFailure(names: string | readonly string[]): { invalid: true | undefined; error: string | undefined } {
  const { control } = useFormContext<FieldValues>();
  const list = typeof names === 'string' ? [names] : [...names];
  const { errors } = useFormState({ control, name: list });
  const { report } = useSpecFormKit();
  for (const name of list) {
    const failure = get(errors, name) as { message?: unknown } | undefined;
    if (!failure) continue;
    const message = typeof failure.message === 'string' ? failure.message : undefined;
    return { invalid: true, error: report === 'inline' ? message : undefined };
  }
  return { invalid: undefined, error: undefined };
}
