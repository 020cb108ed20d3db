import type { Option } from 'widget-select';

/** Payload the custom templates read from `meta`. */
export interface PersonMeta extends Record<string, unknown> {
  team: string;
  status: 'online' | 'away' | 'offline';
  email: string;
}

const TEAMS = ['Design', 'Engineering', 'Research', 'Support', 'Sales'] as const;
const STATUSES: PersonMeta['status'][] = ['online', 'away', 'offline'];

const NAMES = [
  ['Nguyễn Thị Lan', 'Product designer'],
  ['José Álvarez', 'Staff engineer'],
  ['Zoë Müller', 'UX researcher'],
  ['Aiko Tanaka', 'Support lead'],
  ['Oluwaseun Adeyemi', 'Account executive'],
  ['Søren Kierkegaard', 'Data scientist'],
  ['Fatima Zahra', 'Frontend engineer'],
  ['Łukasz Nowak', 'Site reliability engineer'],
  ['Priya Raman', 'Engineering manager'],
  ['Mateo Rossi', 'Illustrator'],
  ['Chloé Dubois', 'Content designer'],
  ['Kim Min-jun', 'Backend engineer'],
  ['Ingrid Johansson', 'Customer success'],
  ['Ahmet Yılmaz', 'Security engineer'],
  ['Olga Petrenko', 'QA engineer'],
  ['Trần Văn Minh', 'Mobile engineer'],
] as const;

/**
 * An avatar drawn as an SVG data URI: the playground works offline and the
 * contrast of the initials is under our control (white on a dark hue).
 */
export function avatarFor(name: string, hue: number): string {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="hsl(${hue} 55% 38%)"/>` +
    `<text x="32" y="40" font-family="system-ui,sans-serif" font-size="24" font-weight="600" ` +
    `text-anchor="middle" fill="#fff">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const people: Option<PersonMeta>[] = NAMES.map(([name, role], i) => {
  const handle = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');
  return {
    value: `person-${i + 1}`,
    label: name,
    description: role,
    avatar: avatarFor(name, (i * 47) % 360),
    meta: {
      team: TEAMS[i % TEAMS.length] as string,
      status: STATUSES[i % STATUSES.length] as PersonMeta['status'],
      email: `${handle}@example.com`,
    },
  };
});
