import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  field: string;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser sends it, ready for a raw HTTP request. */
export function multipartBody(
  fields: Record<string, string>,
  file: MultipartFile,
): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small, well-formed PDF: what the CV check accepts. */
export const pdfCv = (owner: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% CV of ${owner}\ntrailer <<>>\n%%EOF\n`);
