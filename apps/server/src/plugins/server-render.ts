import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE } from '@tutor/contract/i18n';
import type { RenderInput, RenderPage, RenderResult } from '@tutor/contract/ssr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestCookie } from './cookies';

/*
 * The web build's server-rendering entry (`apps/web/dist/ssr/entry-server.js`, from
 * apps/web/src/entry-server.tsx), and the in-process API it is given. The server never imports the
 * web app's code: both sides type the entry from the contract.
 */

export type ServerRenderer = (request: FastifyRequest, origin: string) => Promise<RenderResult>;

const ENTRY = path.join('ssr', 'entry-server.js');

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  return Object.fromEntries(new Headers(headers).entries());
}

/** An answer of `app.inject` as the `Response` the web app's HTTP client reads. */
function toResponse(answer: Awaited<ReturnType<FastifyInstance['inject']>>): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined || name === 'set-cookie') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const hasBody = answer.statusCode !== 204 && answer.statusCode !== 304;
  return new Response(hasBody ? new Uint8Array(answer.rawPayload) : null, {
    status: answer.statusCode,
    headers,
  });
}

/**
 * The renderer of the build in `distDir`, or undefined when the build has none (an older build, or a
 * test's fixture): pages are then the bare app shell, rendered in the browser, as before.
 */
export async function loadServerRenderer(
  app: FastifyInstance,
  distDir: string,
): Promise<ServerRenderer | undefined> {
  const entry = path.join(distDir, ENTRY);
  if (!fs.existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return (request, origin) => {
    // The page's API calls, answered in-process: no socket, no second trip through the network stack.
    // Only the language cookie goes along: the server renders what any visitor would see.
    const language = requestCookie(request, LANGUAGE_COOKIE);
    const fetchApi: RenderInput['fetch'] = async (url, init) =>
      toResponse(
        await app.inject({
          method: (init.method ?? 'GET') as 'GET',
          url,
          headers: { ...headerRecord(init.headers), ...(language ? { cookie: `lang=${language}` } : {}) },
          ...(typeof init.body === 'string' ? { payload: init.body } : {}),
        }),
      );
    return module.renderPage({
      url: request.url,
      origin,
      cookie: language ? `lang=${encodeURIComponent(language)}` : undefined,
      fetch: fetchApi,
    });
  };
}
