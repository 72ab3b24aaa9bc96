/** What one tab tells the app's other tabs about the shared session. */
export type SessionEvent = { type: 'signed-out' } | { type: 'signed-in' };

const CHANNEL_NAME = 'admin-hub-session';

let channel: BroadcastChannel | null | undefined;

/**
 * One channel per tab, shared by posting and listening: a BroadcastChannel does not hear its own
 * posts, so the tab that signs out is not told it signed out elsewhere. Null where the browser
 * has no BroadcastChannel: the tabs then simply do not follow each other.
 */
function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  }
  return channel;
}

const isSessionEvent = (data: unknown): data is SessionEvent =>
  typeof data === 'object' &&
  data !== null &&
  ((data as { type?: unknown }).type === 'signed-out' ||
    (data as { type?: unknown }).type === 'signed-in');

/** Tells every other tab of the app (same origin) that the session ended or started. */
export function postSessionEvent(event: SessionEvent): void {
  sessionChannel()?.postMessage(event);
}

/** Calls `listener` for each session event another tab posts; returns the unsubscribe. */
export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  const current = sessionChannel();
  if (!current) return () => undefined;
  const handle = ({ data }: MessageEvent<unknown>) => {
    if (isSessionEvent(data)) listener(data);
  };
  current.addEventListener('message', handle);
  return () => current.removeEventListener('message', handle);
}
