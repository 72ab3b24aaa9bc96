// A tiny static file server for the built Storybook: the test-runner needs it over HTTP (the
// MSW service worker does not register from file://), and a dev server would rebuild on demand.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

async function resolveFile(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root)) return null;
  const info = await stat(file).catch(() => null);
  if (info?.isDirectory()) return resolveFile(root, path.join(decoded, 'index.html'));
  return info?.isFile() ? file : null;
}

// A build's file named by its content (Vite's `-<hash>.` before the extension) never changes:
// browsers keep it, and the story tests' pages (one per story file, in one context per worker) take
// the preview's scripts compiled from the cache instead of fetching and compiling them again.
const CONTENT_HASHED = /-[\w-]{8}\.(js|mjs|css|woff2?)$/;

/** Answers with the file `urlPath` names under `root`, or 404. */
export async function sendFile(root, urlPath, response) {
  const file = await resolveFile(root, urlPath);
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': CONTENT_HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-store',
  });
  createReadStream(file).pipe(response);
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Serves `dir` on the first free port of `ports` (127.0.0.1 only). `handle` answers first and
 * returns true for the requests it took (the review page's Accept).
 * @param {string} dir
 * @param {number[]} ports
 * @param {{ handle?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<boolean> }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer(dir, ports, { handle } = {}) {
  const host = '127.0.0.1';
  const root = path.resolve(dir);
  const server = createServer(async (request, response) => {
    if (handle && (await handle(request, response))) return;
    await sendFile(root, request.url ?? '/', response);
  });
  for (const port of ports) {
    try {
      await listen(server, port, host);
      return {
        url: `http://${host}:${port}`,
        close: () =>
          new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      };
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port among ${ports.join(', ')} to serve ${dir}`);
}
