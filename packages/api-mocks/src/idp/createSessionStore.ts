import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Adapter, AdapterPayload } from 'oidc-provider';

/**
 * Outside the work tree (nothing to ignore in git), and kept across demo restarts,
 * so a browser signed in before a restart is still signed in after it.
 */
const DEFAULT_SESSION_FILE = join(tmpdir(), 'admin-hub-idp-sessions.json');

interface StoredEntry {
  payload: AdapterPayload;
  /** Epoch milliseconds; absent for entries that do not expire. */
  expiresAt?: number;
}

/** The constructor oidc-provider calls once per model (Session, Grant, RefreshToken, ...). */
type AdapterClass = new (model: string) => Adapter;

/** The store's class, and a way to forget every entry of some models (the demo's "end sessions"). */
export type SessionStore = AdapterClass & { forget(models: readonly string[]): void };

/**
 * oidc-provider's storage for sessions, grants, codes and tokens: a map in memory,
 * written to `file` after each change (`null`: memory only). Its volume is a
 * handful of demo sign-ins, so rewriting the whole file is cheap.
 */
export function createSessionStore(file: string | null = DEFAULT_SESSION_FILE): SessionStore {
  const entries = new Map<string, StoredEntry>(file === null ? [] : readEntries(file));
  const now = (): number => Date.now();
  const live = (key: string): StoredEntry | undefined => {
    const entry = entries.get(key);
    if (entry?.expiresAt !== undefined && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const save = (): void => {
    if (file === null) return;
    for (const key of [...entries.keys()]) live(key);
    writeFileSync(file, JSON.stringify([...entries]), { mode: 0o600 });
  };

  return class SessionStoreAdapter implements Adapter {
    static forget(models: readonly string[]): void {
      for (const key of [...entries.keys()]) {
        if (models.some((model) => key.startsWith(`${model}:`))) entries.delete(key);
      }
      save();
    }

    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      entries.set(this.key(id), {
        payload,
        ...(expiresIn ? { expiresAt: now() + expiresIn * 1000 } : {}),
      });
      save();
      return Promise.resolve();
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(live(this.key(id))?.payload);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(this.findWhere((payload) => payload.uid === uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return Promise.resolve(this.findWhere((payload) => payload.userCode === userCode));
    }

    consume(id: string): Promise<void> {
      const entry = live(this.key(id));
      if (entry) entry.payload.consumed = Math.floor(now() / 1000);
      save();
      return Promise.resolve();
    }

    destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
      save();
      return Promise.resolve();
    }

    revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries) {
        if (entry.payload.grantId === grantId) entries.delete(key);
      }
      save();
      return Promise.resolve();
    }

    private findWhere(matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
      const prefix = `${this.model}:`;
      for (const key of entries.keys()) {
        const entry = key.startsWith(prefix) ? live(key) : undefined;
        if (entry && matches(entry.payload)) return entry.payload;
      }
      return undefined;
    }
  };
}

function readEntries(file: string): [string, StoredEntry][] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as [string, StoredEntry][]) : [];
  } catch {
    // No file yet, or a damaged one: start with no sessions.
    return [];
  }
}
