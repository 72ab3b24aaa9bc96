import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionEvent, postSessionEvent } from './sessionBroadcast.ts';
import type { SessionEvent } from './sessionBroadcast.ts';

// Another tab of the app: its own channel of the same name.
const otherTab = new BroadcastChannel('admin-hub-session');
afterEach(() => {
  otherTab.onmessage = null;
});
afterAll(() => otherTab.close());

/** Lets a posted message reach the other channels (BroadcastChannel delivers asynchronously). */
const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('sessionBroadcast', () => {
  it('hears what another tab posts, until unsubscribed', async () => {
    const listener = vi.fn();
    const unsubscribe = onSessionEvent(listener);
    otherTab.postMessage({ type: 'signed-out' } satisfies SessionEvent);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith({ type: 'signed-out' }));

    unsubscribe();
    otherTab.postMessage({ type: 'signed-in' } satisfies SessionEvent);
    await delivered();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('ignores messages that are not session events', async () => {
    const listener = vi.fn();
    const unsubscribe = onSessionEvent(listener);
    otherTab.postMessage({ type: 'signed-sideways' });
    otherTab.postMessage('signed-out');
    otherTab.postMessage({ type: 'signed-in' } satisfies SessionEvent);
    await vi.waitFor(() => expect(listener).toHaveBeenCalledWith({ type: 'signed-in' }));
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('posts to the other tabs, not to its own listeners', async () => {
    const heardElsewhere = vi.fn();
    otherTab.onmessage = ({ data }: MessageEvent<unknown>) => {
      heardElsewhere(data);
    };
    const heardHere = vi.fn();
    const unsubscribe = onSessionEvent(heardHere);
    postSessionEvent({ type: 'signed-in' });
    await vi.waitFor(() => expect(heardElsewhere).toHaveBeenCalledWith({ type: 'signed-in' }));
    await delivered();
    expect(heardHere).not.toHaveBeenCalled();
    unsubscribe();
  });
});
