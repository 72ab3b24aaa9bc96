/**
 * Not in the spec (issue 36): a record's version as a proposed `If-Match` header carries it.
 * Computed from the record as the spec's read returns it (`GET /companies/{id}`,
 * `GET /company/{id}`, a user of `GET /users`, `GET users/{userId}/signs/permissions`), so the
 * hub and an API that honours the header agree on it without another field. An API that does
 * not honour it ignores the header.
 */
export function entityTag(representation: unknown): string {
  // FNV-1a over a JSON with sorted keys: stable for equal records, cheap, no crypto needed.
  let hash = 0x811c9dc5;
  for (const char of stableJson(representation)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return `"${(hash >>> 0).toString(16).padStart(8, '0')}"`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
