/*
 * fetch() cannot report how much of a request body has been sent (streamed request bodies need HTTP/2
 * and give no progress either), so an upload that shows a progress bar goes through XMLHttpRequest.
 * This answers a standard Response, so the client's token refresh and error handling stay the same
 * (it is the `transport` of such a call). Imported by the admin screens that upload, never by the entry.
 */

export type UploadProgressListener = (progress: { loaded: number; total: number }) => void;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onProgress: UploadProgressListener,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.responseType = 'blob';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob);
      resolve(
        new Response(body, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: parseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    // Same shapes as fetch's failures, which the client already tells apart.
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    if (init.signal) {
      if (init.signal.aborted) {
        reject(new DOMException('The upload was aborted', 'AbortError'));
        return;
      }
      init.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
