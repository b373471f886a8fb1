export type UserStatus = 'Admin' | 'User' | null;

interface HasRoles {
  roles: readonly string[];
}

/** A user is an admin when the roles list holds `Admin` or `admin`. */
export function isAdmin(user: HasRoles | null | undefined): boolean {
  return !!user && user.roles.some((role) => role === 'Admin' || role === 'admin');
}

/** Status shown for a user: `Admin`, `User`, or null when nobody is logged in. */
export function userStatus(user: HasRoles | null | undefined): UserStatus {
  if (!user) return null;
  return isAdmin(user) ? 'Admin' : 'User';
}
