/** Issue 36: what an edit dialog says when the record it edits was deleted meanwhile. */
export const GONE_MESSAGES = {
  user: 'This user was deleted by someone else since you opened this.',
  company: 'This company was deleted by someone else since you opened this.',
} as const;
