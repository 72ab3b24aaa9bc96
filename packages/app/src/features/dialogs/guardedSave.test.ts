import { describe, expect, it, vi } from 'vitest';
import { entityTag } from '@admin-hub/domain/entityTag';
import { guardedSave } from './guardedSave.ts';
import type { FreshRecord } from './freshRecords.ts';
import type { Settled } from './settle.ts';

interface Person {
  id: string;
  firstName: string;
  lastName: string;
}

const opened: Person = { id: 'a', firstName: 'Amélie', lastName: 'Dubois' };
const valuesOf = ({ firstName, lastName }: Person) => ({ firstName, lastName });
const base = valuesOf(opened);
const mine = { ...base, firstName: 'Amy' };

const conflict409 = { status: 409, data: { message: 'Precondition failed' } };

/** A server that answers the reads in turn and the writes in turn. */
function server(reads: FreshRecord<Person>[], writes: Settled<Person>[] = []) {
  const read = vi.fn(() => Promise.resolve(reads.shift() ?? { gone: true as const }));
  const save = vi.fn((values: typeof base, _ifMatch: string) =>
    Promise.resolve(writes.shift() ?? { ok: true as const, data: { ...opened, ...values } }),
  );
  return { read, save, args: { base, mine, read, valuesOf, save } };
}

describe('guardedSave', () => {
  it('saves mine with If-Match naming the record it compared with, when nobody else changed it', async () => {
    const { save, args } = server([{ found: opened }]);
    const guarded = await guardedSave(args);
    expect(guarded.kind).toBe('sent');
    expect(save).toHaveBeenCalledExactlyOnceWith(mine, entityTag(opened));
  });

  it('sends nothing when someone else changed a field, and names it with theirs as the new base', async () => {
    const theirs = { ...opened, lastName: 'Dubois-Martin' };
    const { save, args } = server([{ found: theirs }]);
    expect(await guardedSave(args)).toEqual({
      kind: 'changed',
      fields: [{ field: 'lastName', theirs: 'Dubois-Martin', mine: 'Dubois', conflict: false }],
      theirs: valuesOf(theirs),
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('says a record deleted meanwhile, or a failed read, and sends nothing', async () => {
    const gone = server([{ gone: true }]);
    expect(await guardedSave(gone.args)).toEqual({ kind: 'gone' });
    const failed = server([{ failed: { status: 500 } }]);
    expect(await guardedSave(failed.args)).toEqual({
      kind: 'readFailed',
      error: { status: 500 },
    });
    expect(gone.save).not.toHaveBeenCalled();
    expect(failed.save).not.toHaveBeenCalled();
  });

  it('meets a 409 by comparing again: a change in the gap is shown, never an error', async () => {
    const theirs = { ...opened, lastName: 'Dubois-Martin' };
    const { read, save, args } = server(
      [{ found: opened }, { found: theirs }],
      [{ ok: false, error: conflict409 }],
    );
    const guarded = await guardedSave(args);
    expect(guarded.kind).toBe('changed');
    expect(read).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('saves again after a 409 when what changed is outside the form, with the new version', async () => {
    // The company's read also lists its users: its version changes with them.
    const touched = { ...opened, id: 'a', extra: 1 } as Person;
    const { save, args } = server(
      [{ found: opened }, { found: touched }],
      [{ ok: false, error: conflict409 }],
    );
    const guarded = await guardedSave(args);
    expect(guarded.kind).toBe('sent');
    expect(save).toHaveBeenLastCalledWith(mine, entityTag(touched));
  });

  it('gives up after three refusals in a row, as the failed save it is', async () => {
    const refused = { ok: false as const, error: conflict409 };
    const { save, args } = server(
      [{ found: opened }, { found: opened }, { found: opened }],
      [refused, refused, refused],
    );
    expect(await guardedSave(args)).toEqual({ kind: 'sent', settled: refused });
    expect(save).toHaveBeenCalledTimes(3);
  });
});
