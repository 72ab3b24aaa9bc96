import { ourText, type Guide } from '../guides/guide.ts';

export const exportButtonGuide: Guide = {
  purpose:
    'Downloads what a list shows as a CSV file: every page of it, with the search and filters applied.',
  whenToUse:
    'Among a list page’s actions, beside its heading. It is unavailable while the list loads, when it is empty and while an export runs; the export’s progress shows in the Run Panel.',
  states: ['Ready', 'Unavailable'],
  texts: [ourText('Export CSV', 'one verb and the file’s kind')],
};
