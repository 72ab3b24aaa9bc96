export { RunPanel } from './RunPanel.tsx';
export type { RunPanelProps, RunPanelStatus, RunRow, RunRowStatus } from './RunPanel.tsx';
