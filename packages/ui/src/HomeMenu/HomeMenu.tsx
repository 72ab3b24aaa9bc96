import { ChevronRight, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import type { RenderLink } from '../links/RenderLink.tsx';
import { SectionIcon } from '../links/sectionIcons.tsx';

export interface HomeEntry {
  key: string;
  title: string;
  description?: string;
  href: string;
  /** Another app (a plain link rather than the router's): it opens in a new tab. */
  external?: boolean;
  /** Shown disabled below 992 px with the tooltip 'Not available on mobile'. */
  disabledOnMobile?: boolean;
  icon?: ReactNode;
}

export interface HomeMenuProps {
  /** 'Manage your company & users'. */
  tagline: string;
  entries: readonly HomeEntry[];
  isMobile: boolean;
  renderLink: RenderLink;
}

const NOT_AVAILABLE_ON_MOBILE = 'Not available on mobile';

function EntryContent({ entry, reason }: { entry: HomeEntry; reason?: string }) {
  return (
    <>
      <span className="ah-home-entry__icon" aria-hidden="true">
        {entry.icon ?? <SectionIcon sectionKey={entry.key} size={22} />}
      </span>
      <span className="ah-home-entry__text">
        <span className="ah-home-entry__title">{entry.title}</span>
        {entry.description && (
          <span className="ah-home-entry__description">{entry.description}</span>
        )}
        {/* Why it is greyed out, in view: a tap on a phone shows no tooltip everywhere. Screen
            readers hear it once, from the tooltip the entry is described by. */}
        {reason && (
          <span className="ah-home-entry__reason" aria-hidden="true">
            {reason}
          </span>
        )}
      </span>
      <span className="ah-home-entry__end" aria-hidden="true">
        {entry.external ? <ExternalLink size={18} /> : <ChevronRight size={18} />}
      </span>
      {/* What the arrow shows, said to a screen reader. */}
      {entry.external && <span className="visually-hidden"> (opens in a new tab)</span>}
    </>
  );
}

function DisabledEntry({ entry }: { entry: HomeEntry }) {
  const tooltipId = `ah-home-entry-tooltip-${entry.key}`;
  return (
    <OverlayTrigger
      placement="top"
      overlay={<Tooltip id={tooltipId}>{NOT_AVAILABLE_ON_MOBILE}</Tooltip>}
    >
      {/* A focusable wrapper: keyboard and touch users can reach the tooltip of a disabled entry. */}
      <span
        className="ah-home-entry ah-home-entry--disabled"
        role="link"
        aria-disabled="true"
        tabIndex={0}
        aria-describedby={tooltipId}
      >
        <EntryContent entry={entry} reason={NOT_AVAILABLE_ON_MOBILE} />
      </span>
    </OverlayTrigger>
  );
}

/** /home: the sections and external apps the signed-in user may open (spec §1, §2). */
export function HomeMenu({ tagline, entries, isMobile, renderLink }: HomeMenuProps) {
  return (
    <section className="ah-home" aria-labelledby="ah-home-tagline">
      <h1 id="ah-home-tagline" className="ah-home__tagline" tabIndex={-1}>
        {tagline}
      </h1>
      <ul className="ah-home__grid">
        {entries.map((entry) => {
          let item: ReactNode;
          if (isMobile && entry.disabledOnMobile) item = <DisabledEntry entry={entry} />;
          else if (entry.external)
            item = (
              // Another app, as its arrow says: a tab of its own, which cannot reach back into this one.
              <a
                className="ah-home-entry"
                href={entry.href}
                target="_blank"
                rel="noopener noreferrer"
              >
                <EntryContent entry={entry} />
              </a>
            );
          else
            item = renderLink({
              href: entry.href,
              className: 'ah-home-entry',
              children: <EntryContent entry={entry} />,
            });
          return <li key={entry.key}>{item}</li>;
        })}
      </ul>
    </section>
  );
}
