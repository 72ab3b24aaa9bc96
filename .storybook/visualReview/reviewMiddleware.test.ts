import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reviewMiddleware } from './reviewMiddleware.ts';
import type { ReviewManifest } from './reviewManifest.ts';

const CHANGED = 'components-pager--default';
const UNCHANGED = 'components-pager--empty';

let work: string;
let baselinesDir: string;
let url: string;
let close: () => Promise<void>;

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const hashes = () =>
  Object.fromEntries(
    readdirSync(baselinesDir).map((file) => [file, sha(path.join(baselinesDir, file))]),
  );

const accept = (id: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}/visual-review/accept`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ id }),
  });

beforeEach(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'review-middleware-'));
  baselinesDir = path.join(work, 'baselines');
  const reviewDir = path.join(work, 'visual-review');
  for (const dir of [baselinesDir, path.join(reviewDir, 'captures')])
    mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(baselinesDir, `${CHANGED}.png`), 'old pixels');
  writeFileSync(path.join(baselinesDir, `${UNCHANGED}.png`), 'same pixels');
  writeFileSync(path.join(reviewDir, 'captures', `${CHANGED}.png`), 'new pixels');
  writeFileSync(path.join(reviewDir, 'captures', `${UNCHANGED}.png`), 'a capture not listed');
  const manifest: ReviewManifest = {
    createdAt: '2026-01-15T10:00:00Z',
    baselinesDir: '.storybook/baselines',
    stories: {
      [CHANGED]: {
        status: 'changed',
        theme: 'light',
        width: 1280,
        baseline: `baselines/${CHANGED}.png`,
        capture: `captures/${CHANGED}.png`,
        diff: `diffs/${CHANGED}.png`,
        diffRatio: 0.5,
      },
    },
    removed: [],
  };
  writeFileSync(path.join(reviewDir, 'manifest.json'), JSON.stringify(manifest));
  const middleware = reviewMiddleware({ reviewDir, baselinesDir });
  const server = createServer((request, response) => {
    void middleware(request, response, () => response.writeHead(418).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterEach(async () => {
  await close();
  rmSync(work, { recursive: true, force: true });
});

describe('the visual review middleware (storybook dev)', () => {
  it('serves the manifest with Accept possible and each story not yet accepted', async () => {
    const manifest = (await (
      await fetch(`${url}/visual-review/manifest.json`)
    ).json()) as ReviewManifest;
    expect(manifest.canAccept).toBe(true);
    expect(manifest.stories[CHANGED]?.accepted).toBe(false);
  });

  it("Accept writes that story's capture over its baseline, and no other file", async () => {
    const before = hashes();
    const response = await accept(CHANGED);
    expect(response.status).toBe(200);
    expect(readFileSync(path.join(baselinesDir, `${CHANGED}.png`), 'utf8')).toBe('new pixels');
    const after = hashes();
    expect(Object.keys(after).filter((file) => after[file] !== before[file])).toEqual([
      `${CHANGED}.png`,
    ]);
    const manifest = (await (
      await fetch(`${url}/visual-review/manifest.json`)
    ).json()) as ReviewManifest;
    expect(manifest.stories[CHANGED]?.accepted).toBe(true);
  });

  it.each([
    ['a story the manifest does not list', UNCHANGED, 404],
    ['a path out of the folder', '../baselines/x', 400],
    ['a path inside it', 'captures/components-pager--default', 400],
    ['not a string', { id: CHANGED }, 400],
  ])('refuses %s and writes nothing', async (_, id, status) => {
    const before = hashes();
    expect((await accept(id)).status).toBe(status);
    expect(hashes()).toEqual(before);
  });

  it('refuses a request from another site, or a body that is not JSON', async () => {
    const before = hashes();
    expect((await accept(CHANGED, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await accept(CHANGED, { 'content-type': 'text/plain' })).status).toBe(403);
    expect(hashes()).toEqual(before);
  });

  it('serves only the images of a story id, and passes other addresses on', async () => {
    const image = await fetch(`${url}/visual-review/captures/${CHANGED}.png`);
    expect([image.status, await image.text()]).toEqual([200, 'new pixels']);
    expect((await fetch(`${url}/visual-review/captures/..%2Fmanifest.png`)).status).toBe(400);
    expect((await fetch(`${url}/visual-review/../baselines/${CHANGED}.png`)).status).toBe(418);
    expect((await fetch(`${url}/iframe.html`)).status).toBe(418);
  });
});
