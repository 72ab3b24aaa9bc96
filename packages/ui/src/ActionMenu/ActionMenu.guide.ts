import { callerText, type Guide } from '../guides/guide.ts';

export const actionMenuGuide: Guide = {
  purpose:
    'The one menu of actions for a row, a card or a page: a ⋮ button (or a labelled one) opening the actions in sections, links into other apps among them, and actions that cannot be used here with the reason written under their label.',
  whenToUse:
    'Wherever a row, a card or a page has more than one action to offer (a user’s or a sign’s row, a company page’s Actions). An action the role may not use here stays in the menu with its reason rather than vanishing. For a page’s add actions use Floating Action Button; for the actions on a selection of rows use Bulk Action Bar.',
  states: ['Open', 'Kebab', 'Unavailable With Reason', 'With Text', 'No Actions'],
  texts: [
    callerText(
      'Actions for Main Street Billboard',
      '`label`: the button’s name, heard; it names what the actions act on',
    ),
    callerText(
      'Actions',
      '`toggleText`: the button’s visible text on a page; without it the button is a ⋮ icon',
    ),
    callerText(
      'Edit sign',
      '`actions[].label`: one verb and its object per item (View sign, Delete sign)',
    ),
    callerText(
      'The company’s {product} plan does not include managing signs',
      '`actions[].disabledReason`: why the item cannot be used here, a rule’s message, under its label',
    ),
  ],
};
