export { CompanySummaryCard } from './CompanySummaryCard.tsx';
export type { CompanySummaryCardProps } from './CompanySummaryCard.tsx';
