import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { jumpAddress } from '@admin-hub/domain/jumpAddress';
import type { CurrentUser } from '@admin-hub/domain/entities';
import type { JumpScope } from '@admin-hub/domain/jumpScope';
import { JumpBox } from '@admin-hub/ui/JumpBox';
import type { JumpItem } from '@admin-hub/ui/JumpBox';
import type { JumpChoice } from './recentChoices.ts';
import { readRecentChoices, rememberChoice } from './recentChoices.ts';
import { useJumpSearch } from './useJumpSearch.ts';

export interface JumpDialogProps {
  show: boolean;
  me: CurrentUser;
  scope: JumpScope;
  onClose: () => void;
}

/**
 * The jump box wired to the lists' searches, the recent choices and the router: a company
 * opens its page, a user their company's page with that user in view.
 */
export function JumpDialog({ show, me, scope, onClose }: JumpDialogProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [recent] = useState(() => readRecentChoices(me.id));
  const search = useJumpSearch(scope, text);
  const everything = scope.kind === 'everything';

  const showRecent = text === '';
  const choices: ReadonlyMap<string, JumpChoice> = showRecent
    ? new Map(recent.map((choice) => [choice.item.key, choice]))
    : search.choices;

  const select = (item: JumpItem) => {
    const choice = choices.get(item.key);
    if (!choice) return;
    rememberChoice(me.id, choice);
    onClose();
    void navigate(jumpAddress(scope, choice.target));
  };

  return (
    <JumpBox
      show={show}
      onHide={onClose}
      placeholder={everything ? 'Search companies and users' : 'Search users'}
      onSearch={setText}
      results={
        showRecent
          ? {
              status: 'loaded',
              data: [{ heading: 'Recent', items: recent.map(({ item }) => item) }],
            }
          : search.results
      }
      emptyTitle={
        showRecent
          ? everything
            ? 'Type a company name, a name or an email'
            : 'Type a name or an email'
          : 'No Results Found'
      }
      failedMessage="The search could not be completed."
      onSelect={select}
    />
  );
}
