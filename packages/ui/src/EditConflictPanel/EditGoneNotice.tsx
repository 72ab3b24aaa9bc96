import { useEffect, useRef } from 'react';

export interface EditGoneNoticeProps {
  /** 'This user was deleted by someone else since you opened this.' */
  message: string;
}

/**
 * Not in the spec (issue 36): what an edit dialog says in place of its fields when the record it
 * edits was deleted meanwhile; nothing was sent, and the dialog offers only Close. The message is
 * a heading that takes focus when it appears, so it is read out first.
 */
export function EditGoneNotice({ message }: EditGoneNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="ah-edit-gone">
      <h3 ref={heading} tabIndex={-1} className="h6 mb-1">
        {message}
      </h3>
      <p className="mb-0">Nothing was saved.</p>
    </div>
  );
}
