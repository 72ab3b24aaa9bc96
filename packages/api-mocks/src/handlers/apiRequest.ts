import type { AuthId } from '@admin-hub/domain/entities';
import type { ApiUrls } from '../config.ts';
import type { Database, UserRecord } from '../db/database.ts';
import type { ActivityRecorder } from './activityRecorder.ts';

/** Everything a resolver needs, with the caller already authenticated. */
interface ApiRequest {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: Database;
  /** The effective caller: the emulated user while emulating, else the signed-in user. */
  caller: UserRecord;
  /** The signed-in user, whom emulation never changes. */
  realCaller: UserRecord;
  urls: ApiUrls;
  /** What a writing call acted on and changed, for its activity entry (issue 36). */
  activity: ActivityRecorder;
}

export type Resolver = (request: ApiRequest) => Response | Promise<Response>;

/** Who sent a request: its user's auth id, or null when the request is not authenticated. */
export type CallerResolver = (request: Request) => AuthId | null | Promise<AuthId | null>;
