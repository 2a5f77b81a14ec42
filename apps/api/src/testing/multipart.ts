/** A multipart/form-data body with text fields and (optionally) one file. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; filename: string; contentType: string; content: Buffer },
) {
  const boundary = '----pathshala-form-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A multipart/form-data body with one file field, as a browser's form upload sends it. */
export function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  return multipartForm({}, { field, filename, contentType, content });
}
