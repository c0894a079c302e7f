import type { TestContext } from './app';
import { sameOrigin } from './app';
import { multipart, type FormPart } from './multipart';

/** A back-office multipart save: the JSON part and files, as the admin forms send them. */
export function postUpload(t: TestContext, url: string, part: string, values: unknown, files: FormPart[] = [], cookie?: string, headers = sameOrigin) {
  const { payload, contentType } = multipart([{ name: part, body: JSON.stringify(values), contentType: 'application/json', filename: 'blob' }, ...files]);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType, ...(cookie ? { cookie } : {}) } });
}
