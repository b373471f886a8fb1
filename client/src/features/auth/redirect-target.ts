const ACCOUNT_PATHS = ['/login', '/register', '/verifyEmail', '/resetPassword', '/updatePassword'];

interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

function isFromLocation(value: unknown): value is FromLocation {
  return (
    !!value &&
    typeof value === 'object' &&
    'pathname' in value &&
    typeof value.pathname === 'string'
  );
}

/**
 * Where to go after logging in: the `from` location a guard put into router state, if it is an
 * in-app path that is not itself an account page; otherwise home.
 */
export function redirectTarget(state: unknown): string {
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  const target = isFromLocation(from)
    ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
    : typeof from === 'string'
      ? from
      : '/';
  const pathname = target.split(/[?#]/)[0] ?? '';
  if (!target.startsWith('/') || target.startsWith('//') || ACCOUNT_PATHS.includes(pathname)) {
    return '/';
  }
  return target;
}
