import * as React from 'react';
import { addons, types } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';
import { VisualReviewPanel } from './VisualReviewPanel.tsx';

const PANEL_ID = 'admin-hub/visual-review/panel';

/** The house's visual review addon: a panel beside each story (see VisualReviewPanel). */
export function registerVisualReview(): void {
  addons.register('admin-hub/visual-review', () => {
    addons.add(PANEL_ID, {
      type: types.PANEL,
      title: 'Visual review',
      render: ({ active }) => (
        <AddonPanel active={Boolean(active)}>
          <VisualReviewPanel />
        </AddonPanel>
      ),
    });
  });
}
