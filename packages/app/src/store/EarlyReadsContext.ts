import { createContext } from 'react';
import type { EarlyReads } from '../api/earlyReads.ts';

/** The reads the entry started before the store existed, for the session's store to take over. */
export const EarlyReadsContext = createContext<EarlyReads | undefined>(undefined);
