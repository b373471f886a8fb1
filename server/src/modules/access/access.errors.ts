import { badRequest, forbidden, notFound } from '../../shared/http-error.ts';

export const accessErrors = {
  notFound: (what: string) => notFound('NOT_FOUND', `${what} not found`),
  notManager: () =>
    forbidden('ACCESS_MANAGE_FORBIDDEN', 'Only the owner or an admin may manage access'),
  unknownUser: () => notFound('USER_NOT_FOUND', 'userId: no such user'),
  unknownEmail: () => notFound('USER_NOT_FOUND', 'email: no user with this e-mail address'),
  ownerGrant: (field: string) =>
    badRequest('ACCESS_OWNER', `${field}: the owner has full access already`),
  selfGrant: (field: string) =>
    badRequest('ACCESS_SELF', `${field}: you cannot grant access to yourself`),
};
