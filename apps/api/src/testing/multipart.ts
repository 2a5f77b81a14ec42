/** A multipart/form-data body with one file field, as a browser's form upload sends it. */
export function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----pathshala-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
