/** A part of a multipart/form-data body: a field's text, or a file's bytes with its name. */
export interface FormPart {
  name: string;
  body: string | Buffer;
  filename?: string;
  contentType?: string;
}

const boundary = '----ongi-test-boundary';

/** A multipart/form-data body as a browser's FormData sends it, with its content type. */
export function multipart(parts: readonly FormPart[]): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ?? (part.filename !== undefined ? 'application/octet-stream' : 'text/plain');
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`),
      Buffer.from(part.body),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
