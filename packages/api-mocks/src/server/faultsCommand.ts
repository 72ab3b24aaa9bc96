import { AUTH_HOST, DEFAULT_API_URLS } from '../config.ts';
import { SESSION_CONTROL_PATH, type SessionSettings } from '../idp/sessionControl.ts';
import { FAULTS_PATH, type FaultsState } from './faultControl.ts';

/** The demo's control route: the main API's port (any API port serves the same switches). */
export const DEFAULT_FAULTS_URL = `${new URL(DEFAULT_API_URLS.main).origin}${FAULTS_PATH}`;
/** The identity provider's session switches. */
export const DEFAULT_SESSION_URL = `${AUTH_HOST}${SESSION_CONTROL_PATH}`;

const FAULTS_USAGE = `Usage: npm run faults -- <command>
  list                                  endpoints with their faults (the default)
  set '<endpoint>' <fault> [delayMs]    e.g. set 'PUT /users/{id}' serverError
  clear ['<endpoint>']                  back to normal: one endpoint, or all
  end-session                           end every session at the identity provider
  token-lifetime <seconds>              lifetime of new access tokens (default 3600)
Faults: serverError, networkError, slow, forbidden, empty, loading.
Endpoints as in spec §7 ('PUT /users/{id}', 'PUT /company/{id}/credits') or as ids ('content:PUT /company/:id/credits').
Env: MOCK_FAULTS_URL (default ${DEFAULT_FAULTS_URL}), IDP_SESSION_URL (default ${DEFAULT_SESSION_URL}).`;

export interface FaultsCommandIo {
  url?: string;
  sessionUrl?: string;
  fetch?: typeof fetch;
  write?: (line: string) => void;
}

/** The active faults, one a line, or a note that there are none. */
const describeFaults = (state: FaultsState): string[] => {
  const active = state.endpoints.filter((endpoint) => endpoint.fault !== null);
  if (active.length === 0) return ['No faults: every endpoint answers normally.'];
  return active.map(
    (e) =>
      `${e.api.padEnd(9)} ${e.label.padEnd(42)} ${e.fault}${e.delayMs === undefined ? '' : ` (${e.delayMs} ms)`}`,
  );
};

/**
 * `npm run faults -- …`: switches the running mock server's faults through its control route.
 * Returns the exit code.
 */
export async function runFaultsCommand(
  args: readonly string[],
  io: FaultsCommandIo = {},
): Promise<number> {
  const url = io.url ?? DEFAULT_FAULTS_URL;
  const send = io.fetch ?? fetch;
  const write = io.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const [command = 'list', endpoint, fault, delay] = args;
  if (command === 'end-session' || command === 'token-lifetime') {
    return runSessionCommand(command, endpoint, { ...io, write, send });
  }
  let request: RequestInit | undefined;
  let target = url;
  switch (command) {
    case 'list':
      break;
    case 'set': {
      if (!endpoint || !fault) {
        write(FAULTS_USAGE);
        return 2;
      }
      const body = { endpoint, fault, ...(delay === undefined ? {} : { delayMs: Number(delay) }) };
      request = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      };
      break;
    }
    case 'clear':
      request = { method: 'DELETE' };
      if (endpoint) target = `${url}?endpoint=${encodeURIComponent(endpoint)}`;
      break;
    default:
      write(FAULTS_USAGE);
      return command === 'help' || command === '--help' ? 0 : 2;
  }
  let response: Response;
  try {
    response = await send(target, request);
  } catch {
    write(`No mock server answers at ${url}: start the demo (npm start) or npm run mock-server.`);
    return 1;
  }
  const answer = (await response.json()) as FaultsState | { message: string };
  if (!response.ok || !('endpoints' in answer)) {
    write('message' in answer ? answer.message : `The mock server answered ${response.status}`);
    return 1;
  }
  describeFaults(answer).forEach((line) => write(line));
  return 0;
}

/** The two session switches, on the identity provider rather than the mock APIs. */
async function runSessionCommand(
  command: 'end-session' | 'token-lifetime',
  seconds: string | undefined,
  io: FaultsCommandIo & { write: (line: string) => void; send: typeof fetch },
): Promise<number> {
  const url = io.sessionUrl ?? DEFAULT_SESSION_URL;
  if (command === 'token-lifetime' && seconds === undefined) {
    io.write(FAULTS_USAGE);
    return 2;
  }
  let response: Response;
  try {
    response = await io.send(command === 'end-session' ? `${url}/end` : `${url}/token-lifetime`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(command === 'end-session' ? {} : { seconds: Number(seconds) }),
    });
  } catch {
    io.write(`No identity provider answers at ${url}: start the demo (npm start).`);
    return 1;
  }
  const answer = (await response.json()) as SessionSettings | { message: string };
  if (!response.ok || !('accessTokenSeconds' in answer)) {
    io.write(
      'message' in answer ? answer.message : `The identity provider answered ${response.status}`,
    );
    return 1;
  }
  io.write(
    command === 'end-session'
      ? 'Every session ended: each open tab of the hub is asked to sign in again at its next call.'
      : `New access tokens live ${answer.accessTokenSeconds} s.`,
  );
  return 0;
}
