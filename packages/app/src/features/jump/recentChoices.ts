import { JUMP_RECENT_LIMIT } from '@admin-hub/domain/jumpScope';
import type { AuthId } from '@admin-hub/domain/entities';
import type { JumpTarget } from '@admin-hub/domain/jumpAddress';
import type { JumpItem } from '@admin-hub/ui/JumpBox';

/** A place opened from the jump box: what it listed, and where it led. */
export interface JumpChoice {
  item: JumpItem;
  target: JumpTarget;
}

const storageKey = (userId: AuthId) => `admin-hub.jump-recent.${userId}`;

const isChoice = (value: unknown): value is JumpChoice => {
  const choice = value as Partial<JumpChoice> | null;
  return (
    typeof choice?.item?.key === 'string' &&
    typeof choice.item.label === 'string' &&
    (choice.item.kind === 'company' || choice.item.kind === 'user') &&
    typeof choice.target?.companyId === 'number' &&
    (choice.target.kind === 'company' ||
      (choice.target.kind === 'user' && typeof choice.target.userId === 'string'))
  );
};

/**
 * The signed-in user's recent jump box choices, newest first. Storage another version wrote, or
 * none at all (private windows, a full quota), reads as no choices rather than failing.
 */
export function readRecentChoices(userId: AuthId): JumpChoice[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isChoice).slice(0, JUMP_RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `choice` first, once, keeping at most JUMP_RECENT_LIMIT. */
export function rememberChoice(userId: AuthId, choice: JumpChoice): void {
  const others = readRecentChoices(userId).filter(({ item }) => item.key !== choice.item.key);
  try {
    localStorage.setItem(
      storageKey(userId),
      JSON.stringify([choice, ...others].slice(0, JUMP_RECENT_LIMIT)),
    );
  } catch {
    // Not kept this time: the jump itself still happens.
  }
}
