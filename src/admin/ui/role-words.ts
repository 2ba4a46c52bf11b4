import { PLATFORMS } from '@contract/platform';
import {
  type Action,
  can,
  coveredByTwoFactorPolicy,
  ROLE_NAMES,
  ROLES,
  type RoleName,
} from '@contract/roles';

/** A role held on every site: what the catalogue says the role itself allows. */
const heldEverywhere = (role: RoleName) => [{ role, sites: [...PLATFORMS] }];

const namesOf = (roles: readonly RoleName[]) => roles.map((role) => ROLES[role].label).join('、');

/** The roles that allow an action, by name (集团管理员、账号管理员): who to ask for it. */
export const rolesAllowing = (action: Action) =>
  namesOf(ROLE_NAMES.filter((role) => can(heldEverywhere(role), action)));

/** The roles the two-factor policy covers, by name (集团管理员、账号管理员、招生主管). */
export const twoFactorRoles = namesOf(
  ROLE_NAMES.filter((role) => coveredByTwoFactorPolicy(heldEverywhere(role))),
);
