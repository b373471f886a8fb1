import type { IconName } from '../../components/icon-paths.ts';

export type NavLabelKey =
  | 'nav.home'
  | 'nav.exercises'
  | 'nav.tacticBoards'
  | 'nav.practicePlans'
  | 'nav.draftingBoard'
  | 'nav.githubRepository'
  | 'nav.userProfile'
  | 'nav.deleteAccount'
  | 'nav.login';

export interface NavEntry {
  key: string;
  labelKey: NavLabelKey;
  icon: IconName;
  /** In-app path, or an absolute URL when `external`. */
  to: string;
  external?: boolean;
  /** First path segment that makes this entry the active one; none for entries never active. */
  segment?: string;
}

/** The side navigation's entries (spec §2): the profile when a user id is known, else login. */
export function navEntries(userId: string | null, repositoryUrl: string): NavEntry[] {
  const entries: NavEntry[] = [
    { key: 'home', labelKey: 'nav.home', icon: 'home', to: '/', segment: '' },
    {
      key: 'exercises',
      labelKey: 'nav.exercises',
      icon: 'exercises',
      to: '/exercises',
      segment: 'exercises',
    },
    {
      key: 'tacticboards',
      labelKey: 'nav.tacticBoards',
      icon: 'tacticBoards',
      to: '/tacticboards',
      segment: 'tacticboards',
    },
    {
      key: 'practice-plans',
      labelKey: 'nav.practicePlans',
      icon: 'practicePlans',
      to: '/practice-plans',
      segment: 'practice-plans',
    },
    {
      key: 'drafting-board',
      labelKey: 'nav.draftingBoard',
      icon: 'draftingBoard',
      to: '/drafting-board',
      segment: 'drafting-board',
    },
    {
      key: 'repository',
      labelKey: 'nav.githubRepository',
      icon: 'code',
      to: repositoryUrl,
      external: true,
    },
  ];
  if (userId) {
    const profile = `/users/${encodeURIComponent(userId)}`;
    entries.push(
      {
        key: 'profile',
        labelKey: 'nav.userProfile',
        icon: 'person',
        to: profile,
        segment: 'users',
      },
      {
        key: 'delete-account',
        labelKey: 'nav.deleteAccount',
        icon: 'trash',
        to: `${profile}#delete-account`,
      },
    );
  } else {
    entries.push({
      key: 'login',
      labelKey: 'nav.login',
      icon: 'login',
      to: '/login',
      segment: 'login',
    });
  }
  return entries;
}

/** The first segment of a path: '' for '/', 'exercises' for '/exercises/1/update'. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').find((part) => part !== '') ?? '';
}

/** Key of the entry whose segment equals the path's first segment (spec §2), if any. */
export function activeNavKey(entries: readonly NavEntry[], pathname: string): string | undefined {
  const segment = firstSegment(pathname);
  return entries.find((entry) => entry.segment === segment)?.key;
}
