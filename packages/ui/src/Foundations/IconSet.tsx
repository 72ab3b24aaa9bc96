import {
  ArrowDownUp,
  Briefcase,
  Building2,
  CalendarClock,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Compass,
  Copy,
  CornerDownLeft,
  Download,
  EllipsisVertical,
  ExternalLink,
  History,
  Home,
  House,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LayoutTemplate,
  LifeBuoy,
  ListPlus,
  LogOut,
  Mail,
  Monitor,
  MonitorPlay,
  MonitorSmartphone,
  Moon,
  PenTool,
  Plus,
  RotateCw,
  Search,
  ShieldAlert,
  Sun,
  Trash2,
  Upload,
  UserPlus,
  UserRound,
  Users,
  VenetianMask,
  X,
  type LucideIcon,
} from 'lucide-react';

interface ProductIcon {
  /** The lucide-react export, as the product imports it. */
  name: string;
  Icon: LucideIcon;
  means: string;
}

/**
 * Every icon the product draws (lucide-react, one set and one stroke), grouped by what it does.
 * IconSet.test.ts fails when a component imports an icon missing here, or one here is no longer used.
 */
export const PRODUCT_ICONS: readonly { group: string; icons: readonly ProductIcon[] }[] = [
  {
    group: 'Sections (navigation, home menu, jump box)',
    icons: [
      { name: 'House', Icon: House, means: 'Home' },
      { name: 'Building2', Icon: Building2, means: 'Companies; a company' },
      { name: 'Users', Icon: Users, means: 'Users' },
      { name: 'UserRound', Icon: UserRound, means: 'A user (jump box result)' },
      { name: 'History', Icon: History, means: 'Activity' },
      { name: 'Briefcase', Icon: Briefcase, means: 'My Company' },
      { name: 'LayoutTemplate', Icon: LayoutTemplate, means: 'Templates (another app)' },
      { name: 'PenTool', Icon: PenTool, means: 'Canvas (another app)' },
      { name: 'CalendarClock', Icon: CalendarClock, means: 'Schedule My Sign (another app)' },
      { name: 'Compass', Icon: Compass, means: 'A section without an icon of its own' },
      { name: 'LayoutDashboard', Icon: LayoutDashboard, means: 'Admin (profile menu)' },
    ],
  },
  {
    group: 'Actions',
    icons: [
      { name: 'Plus', Icon: Plus, means: 'Create (floating action button)' },
      { name: 'UserPlus', Icon: UserPlus, means: 'Invite User' },
      { name: 'ListPlus', Icon: ListPlus, means: 'Invite Users (a list)' },
      { name: 'Mail', Icon: Mail, means: 'Send an invite email' },
      { name: 'KeyRound', Icon: KeyRound, means: 'Send a password reset email' },
      { name: 'Trash2', Icon: Trash2, means: 'Delete' },
      { name: 'Download', Icon: Download, means: 'Export CSV; downloads' },
      { name: 'Upload', Icon: Upload, means: 'Upload CSV' },
      { name: 'Copy', Icon: Copy, means: 'Copy a link' },
      { name: 'RotateCw', Icon: RotateCw, means: 'Retry' },
      { name: 'Search', Icon: Search, means: 'Search; the jump box' },
      { name: 'ArrowDownUp', Icon: ArrowDownUp, means: 'Sort' },
      { name: 'LogOut', Icon: LogOut, means: 'Sign Out' },
      { name: 'X', Icon: X, means: 'Remove a filter' },
      { name: 'EllipsisVertical', Icon: EllipsisVertical, means: "A row's or card's menu" },
      { name: 'MonitorPlay', Icon: MonitorPlay, means: 'Add a sign (Schedule My Sign)' },
      { name: 'MonitorSmartphone', Icon: MonitorSmartphone, means: 'Add a sign (another kind)' },
    ],
  },
  {
    group: 'Direction and state',
    icons: [
      { name: 'ChevronLeft', Icon: ChevronLeft, means: 'Previous page' },
      { name: 'ChevronRight', Icon: ChevronRight, means: 'Next page; opens the row' },
      { name: 'ChevronDown', Icon: ChevronDown, means: 'Opens below (a menu, Show More)' },
      { name: 'ChevronUp', Icon: ChevronUp, means: 'Show Less' },
      { name: 'ExternalLink', Icon: ExternalLink, means: 'Opens another app' },
      { name: 'CornerDownLeft', Icon: CornerDownLeft, means: 'Enter opens it (jump box)' },
      { name: 'Check', Icon: Check, means: 'Chosen; done' },
      { name: 'Home', Icon: Home, means: 'Homepage (status pages)' },
      { name: 'Monitor', Icon: Monitor, means: 'A sign; the system theme' },
      { name: 'Sun', Icon: Sun, means: 'Light theme' },
      { name: 'Moon', Icon: Moon, means: 'Dark theme' },
      { name: 'VenetianMask', Icon: VenetianMask, means: 'Emulating another user' },
      { name: 'ShieldAlert', Icon: ShieldAlert, means: 'Forbidden' },
      { name: 'Inbox', Icon: Inbox, means: 'An empty list' },
      { name: 'LifeBuoy', Icon: LifeBuoy, means: 'Help' },
    ],
  },
];

/** The set, each icon at the body size beside its name and meaning. */
export function IconSet() {
  return (
    <div>
      {PRODUCT_ICONS.map(({ group, icons }) => (
        <section key={group} className="mb-4">
          <h3 className="h5 mb-3">{group}</h3>
          <ul
            className="list-unstyled d-grid gap-3 mb-0"
            style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}
          >
            {icons.map(({ name, Icon, means }) => (
              <li key={name} className="d-flex align-items-center gap-2" data-icon={name}>
                <Icon size={20} aria-hidden="true" className="flex-none" />
                <span>
                  <code className="d-block text-body">{name}</code>
                  <span className="small text-body-secondary">{means}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The sizes the product draws icons at, each beside what it sits with. */
export const ICON_SIZES: readonly { px: number; use: string }[] = [
  {
    px: 14,
    use: "Inside a small control's text: sort, the theme picker, Retry, a device's Delete",
  },
  { px: 16, use: 'Beside a label in a button or a menu item; the pager; the bulk bar' },
  { px: 18, use: "A page header's actions, a field's search glass, the home menu's rows" },
  { px: 20, use: "An icon alone in a button (a row's ⋮); a list row's leading icon" },
  { px: 22, use: "The tab bar and the home menu's sections" },
  { px: 26, use: 'The floating action button' },
  { px: 28, use: 'An empty state' },
  { px: 48, use: 'A whole-page state (Forbidden)' },
];

export function IconSizes() {
  return (
    <ul className="list-unstyled mb-0">
      {ICON_SIZES.map(({ px, use }) => (
        <li key={px} className="d-flex align-items-center gap-3 mb-2" data-icon-size={px}>
          <span className="d-inline-flex justify-content-center" style={{ width: '3rem' }}>
            <Search size={px} aria-hidden="true" />
          </span>
          <code className="text-body" style={{ width: '3.5rem' }}>
            {px} px
          </code>
          <span className="small">{use}</span>
        </li>
      ))}
    </ul>
  );
}
