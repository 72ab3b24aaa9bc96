import {
  Briefcase,
  Building2,
  CalendarClock,
  Compass,
  History,
  House,
  LayoutTemplate,
  PenTool,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * Icons for the app's well-known sections, by the keys the domain gives them, so the
 * navigation and home menu look finished without the app choosing icons.
 */
const SECTION_ICONS: Record<string, LucideIcon> = {
  home: House,
  companies: Building2,
  users: Users,
  activity: History,
  myCompany: Briefcase,
  templates: LayoutTemplate,
  canvas: PenTool,
  scheduleMySign: CalendarClock,
};

export function SectionIcon({ sectionKey, size = 20 }: { sectionKey: string; size?: number }) {
  const Icon = SECTION_ICONS[sectionKey] ?? Compass;
  return <Icon size={size} aria-hidden="true" />;
}
