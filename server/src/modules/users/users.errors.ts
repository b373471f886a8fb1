import { forbidden, notFound } from '../../shared/http-error.ts';

export const userErrors = {
  notFound: () => notFound('USER_NOT_FOUND', 'User not found'),
  rolesAdminOnly: () => forbidden('ROLES_ADMIN_ONLY', 'roles: only an admin may change roles'),
};
