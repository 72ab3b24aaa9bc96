import { REQUEST_BODY_MAX_BYTES } from '@admin-hub/domain/limits';
import { payloadTooLarge } from './apiError.ts';

/**
 * The request with its body read, at most `maxBytes` of it: past the cap, reading stops and the
 * call is a 413, so a 50 MB body costs 100 KB of memory, not 50 MB. A declared Content-Length
 * over the cap is refused before reading anything.
 */
export async function withCappedBody(
  request: Request,
  maxBytes: number = REQUEST_BODY_MAX_BYTES,
): Promise<Request> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw payloadTooLarge();
  if (!request.body) return request;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not awaited: a stream still being written (msw/node's fetch) settles only once drained.
      reader.cancel().catch(() => undefined);
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body });
}
