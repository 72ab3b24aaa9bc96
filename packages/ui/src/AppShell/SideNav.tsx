import type { RenderLink } from '../links/RenderLink.tsx';
import { SectionIcon } from '../links/sectionIcons.tsx';
import type { NavItem } from './NavItem.ts';

/** The desktop navigation down the left of every page. */
export function SideNav({
  items,
  renderLink,
}: {
  items: readonly NavItem[];
  renderLink: RenderLink;
}) {
  return (
    <nav className="ah-sidenav" aria-label="Main">
      <ul className="ah-sidenav__list">
        {items.map((item) => (
          <li key={item.key}>
            {renderLink({
              href: item.href,
              className: `ah-sidenav__link${item.active ? ' active' : ''}`,
              'aria-current': item.active ? 'page' : undefined,
              children: (
                <>
                  <span className="ah-sidenav__icon">
                    {item.icon ?? <SectionIcon sectionKey={item.key} size={18} />}
                  </span>
                  {item.label}
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
}
