import type { RenderLink } from '../links/RenderLink.tsx';
import { SectionIcon } from '../links/sectionIcons.tsx';
import type { NavItem } from './NavItem.ts';

/** The bottom tab bar of small screens (spec §1: below 992 px). */
export function TabBar({
  items,
  renderLink,
}: {
  items: readonly NavItem[];
  renderLink: RenderLink;
}) {
  return (
    <nav className="ah-tabbar" aria-label="Main">
      <ul className="ah-tabbar__list">
        {items.map((item) => (
          <li key={item.key} className="ah-tabbar__item">
            {renderLink({
              href: item.href,
              className: `ah-tabbar__link${item.active ? ' active' : ''}`,
              'aria-current': item.active ? 'page' : undefined,
              children: (
                <>
                  {item.icon ?? <SectionIcon sectionKey={item.key} size={22} />}
                  <span className="ah-tabbar__label">{item.label}</span>
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
