/** The answer of every permission rule: allowed, or the exact message to show (or to send as a 403). */
export type RuleResult = { allowed: true } | { allowed: false; message: string };

export const ALLOWED: RuleResult = Object.freeze({ allowed: true });

export const denied = (message: string): RuleResult => ({ allowed: false, message });
