/** A file of a multipart test request: its bytes, and the type and name a browser would declare. */
export interface TestFile {
  bytes: Buffer;
  type?: string;
  name?: string;
}

/**
 * A `multipart/form-data` body for app.inject, made by the platform's own FormData (as a browser
 * makes it): `{ payload, headers }` to spread into the request.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, TestFile | TestFile[]> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, entry] of Object.entries(files)) {
    for (const file of Array.isArray(entry) ? entry : [entry]) {
      form.append(
        name,
        new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }),
        file.name ?? `${name}.jpg`,
      );
    }
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

/** The bytes and declared type of a data URL (the browser's form of a photo); anything else as its text. */
export function fileOfDataUrl(value: string): TestFile {
  const match = /^data:([^;,]*)(?:;[^,]*)?;base64,(.*)$/s.exec(value);
  if (!match) return { bytes: Buffer.from(value), type: 'application/octet-stream' };
  return { bytes: Buffer.from(match[2] ?? '', 'base64'), type: match[1] || 'application/octet-stream' };
}
