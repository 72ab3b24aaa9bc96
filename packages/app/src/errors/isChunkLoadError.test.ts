import { describe, expect, it } from 'vitest';
import { chunkLoadError, isChunkLoadError } from './isChunkLoadError.ts';

describe('isChunkLoadError', () => {
  it.each([
    // Chromium and Firefox, offline or after a deploy removed the file.
    [
      'Chromium',
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost:5173/assets/UsersScreen-x1.js',
      ),
    ],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: /assets/a.js')],
    ['a loader that gave up', chunkLoadError('The page could not be loaded')],
  ])('recognises %s', (_browser, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render bug', new TypeError("Cannot read properties of undefined (reading 'name')")],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a string', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('does not take %s for a chunk load failure', (_label, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('keeps the original error as the cause', () => {
    const original = new TypeError('Failed to fetch dynamically imported module: /a.js');
    expect(chunkLoadError('gave up', original).cause).toBe(original);
  });
});
