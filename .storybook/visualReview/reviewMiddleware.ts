import { copyFile, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { REVIEW_PATH, STORY_ID } from './reviewManifest.ts';
import type { ReviewManifest } from './reviewManifest.ts';

interface ReviewDirs {
  /** The run's `visual-review` folder (manifest, captures, baselines as compared, diffs). */
  reviewDir: string;
  /** The working copy's baselines, which Accept writes. */
  baselinesDir: string;
}

type Next = (error?: unknown) => void;

const IMAGE = new RegExp(`^/${REVIEW_PATH}/(baselines|captures|diffs)/([^/]+)\\.png$`);

const send = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
};

async function readManifest(reviewDir: string): Promise<ReviewManifest | null> {
  const text = await readFile(path.join(reviewDir, 'manifest.json'), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as ReviewManifest);
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [first, second] = await Promise.all([a, b].map((file) => readFile(file).catch(() => null)));
  return first !== null && second !== null && first!.equals(second!);
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/**
 * Refuses what a page on another site could send to this server: a cross-origin form or fetch
 * (its Origin differs from the Host), or a body that is not JSON (which a form can send without
 * the browser asking first).
 */
function sameOrigin(request: IncomingMessage): boolean {
  const { origin, host } = request.headers;
  if (!request.headers['content-type']?.startsWith('application/json')) return false;
  return origin === undefined || new URL(origin).host === host;
}

/**
 * The dev server's side of the Visual review panel: the last run's manifest (with, per story,
 * whether its baseline is the capture now, and `canAccept`), its images, and Accept, which copies
 * one story's capture over its baseline in the working copy. Accept takes only a story id the
 * manifest lists: nothing else is written, and no path comes from the request.
 */
export function reviewMiddleware({ reviewDir, baselinesDir }: ReviewDirs) {
  return async (request: IncomingMessage, response: ServerResponse, next: Next) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(`/${REVIEW_PATH}/`)) return next();
    try {
      if (url.pathname === `/${REVIEW_PATH}/manifest.json` && request.method === 'GET') {
        const manifest = await readManifest(reviewDir);
        if (!manifest) return send(response, 404, { error: 'No story run has written a manifest' });
        for (const [id, entry] of Object.entries(manifest.stories))
          entry.accepted = await sameBytes(
            path.join(reviewDir, entry.capture),
            path.join(baselinesDir, `${id}.png`),
          );
        return send(response, 200, { ...manifest, canAccept: true });
      }
      const image = IMAGE.exec(url.pathname);
      if (image && request.method === 'GET') {
        const [, folder, id] = image;
        if (!STORY_ID.test(id!)) return send(response, 400, { error: 'Not a story id' });
        const bytes = await readFile(path.join(reviewDir, folder!, `${id}.png`)).catch(() => null);
        if (!bytes) return send(response, 404, { error: 'No such image' });
        response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' });
        return response.end(bytes);
      }
      if (url.pathname === `/${REVIEW_PATH}/accept` && request.method === 'POST') {
        if (!sameOrigin(request)) return send(response, 403, { error: 'Not from this Storybook' });
        const { id } = JSON.parse(await readBody(request)) as { id?: unknown };
        if (typeof id !== 'string' || !STORY_ID.test(id))
          return send(response, 400, { error: 'Not a story id' });
        const entry = (await readManifest(reviewDir))?.stories[id];
        if (!entry) return send(response, 404, { error: `${id} has no change in the last run` });
        await copyFile(
          path.join(reviewDir, 'captures', `${id}.png`),
          path.join(baselinesDir, `${id}.png`),
        );
        return send(response, 200, { accepted: id });
      }
      return send(response, 404, { error: 'Not a visual review address' });
    } catch (error) {
      return send(response, 500, { error: String(error) });
    }
  };
}

/**
 * The Visual review on `storybook dev` (Vite's documented `configureServer`): only the dev server
 * has it, so a built Storybook serves the copied manifest and images as files, without Accept.
 * The folders are the story runner's (scripts/test-stories.mjs), with the same overrides.
 */
export function visualReviewPlugin(): Plugin {
  const resultsDir = path.resolve(process.env.TEST_RESULTS_DIR ?? 'test-results');
  return {
    name: 'admin-hub:visual-review',
    apply: 'serve',
    configureServer(server) {
      const review = reviewMiddleware({
        reviewDir: path.join(resultsDir, REVIEW_PATH),
        baselinesDir: path.resolve(process.env.STORY_BASELINES_DIR ?? '.storybook/baselines'),
      });
      // It answers every failure itself (a 500 at worst): nothing is left to catch.
      server.middlewares.use((request, response, next) => void review(request, response, next));
    },
  };
}
