import { isUniqueViolation } from '@server/lib/unique-violation';
import { HttpError } from '@server/lib/http-error';

/** A write that a second row of the same name under one parent refuses (the tables' unique keys): 409 with `message`. */
export async function uniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, message);
    throw error;
  }
}
