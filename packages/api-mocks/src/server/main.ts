import { DEFAULT_API_URLS, type ApiUrls } from '../config.ts';
import { includeScaleCompany } from '../db/database.ts';
import { startMockServer } from './startMockServer.ts';

/**
 * `npm run mock-server`. Env: MOCK_API_PORTS="4001,4002,4003" (main, content, scheduler);
 * MOCK_API_VERIFY=false to accept unsigned tokens while debugging.
 */
const withPort = (url: string, port: string | undefined): string => {
  if (!port) return url;
  const parsed = new URL(url);
  parsed.port = port;
  return parsed.toString().replace(/\/$/, '');
};

const [mainPort, contentPort, schedulerPort] = (process.env.MOCK_API_PORTS ?? '')
  .split(',')
  .map((p) => p.trim() || undefined);
const urls: ApiUrls = {
  main: withPort(DEFAULT_API_URLS.main, mainPort),
  content: withPort(DEFAULT_API_URLS.content, contentPort),
  scheduler: withPort(DEFAULT_API_URLS.scheduler, schedulerPort),
};

includeScaleCompany();
const server = await startMockServer({ urls, verify: process.env.MOCK_API_VERIFY !== 'false' });
process.stdout.write(
  `Mock APIs: main ${server.urls.main}, content ${server.urls.content}, scheduler ${server.urls.scheduler}\n`,
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
