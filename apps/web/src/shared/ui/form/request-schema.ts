import { z } from '@ongi/shared';

/**
 * A form whose values are not yet the request (photos as chosen files,
 * accounts by side, a date in three selects): the shared request schema
 * checks the request the values make, as the server will, and its first
 * failure keeps the request's path ('congratInfo.2.bankNumber', 'attachList')
 * for the form's focus rules to map. `schemaFor` gets the values too, for a
 * schema that depends on them (the photo counts of the invitation schemas).
 * Submit receives the parsed request.
 */
export function requestSchema<V extends Record<string, unknown>, R>(toRequest: (values: V) => unknown, schemaFor: (values: V) => z.ZodType<R>) {
  return z.custom<V>().transform((values, context): R => {
    const result = schemaFor(values).safeParse(toRequest(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}
