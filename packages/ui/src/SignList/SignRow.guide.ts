import { callerText, ourText, type Guide } from '../guides/guide.ts';

export const signRowGuide: Guide = {
  purpose:
    'One sign in a list: its name, where it stands and its size, and a menu of what may be done with it, for scheduler and {product} signs alike.',
  whenToUse:
    'Inside a company page’s Scheduler Signs and {product} Signs lists (Show More List). Viewing and editing leave for the sign’s own app; an action the plan does not allow stays in the menu and says why. For users use User Row.',
  states: [
    'Scheduler Sign Row',
    'Product Sign Row',
    'City Only',
    'Without Location',
    'With Actions',
    'Actions Unavailable',
  ],
  texts: [
    ourText(
      '{city}, {state}',
      'the sign’s location ({product} signs: their stateProvince); a missing part leaves no stray comma',
    ),
    ourText(
      '{width} × {height}',
      'the sign’s size, without units (the two apps measure differently)',
    ),
    callerText('View sign', '`actions`: the menu’s entries, View sign, Edit sign and Delete sign'),
    callerText(
      'The company’s {product} plan does not include managing signs',
      '`actions`: why an entry is unavailable, under its label',
    ),
    ourText('Actions for {name}', 'the menu button’s name, heard (a ⋮ is seen)'),
  ],
};
