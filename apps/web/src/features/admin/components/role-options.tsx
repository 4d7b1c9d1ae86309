import { ORGANISER_ROLES } from '@vibe/contracts/admin';
import { adminCopy } from '../copy.ts';

/** The `<option>`s of a role select. */
export function RoleOptions() {
  return ORGANISER_ROLES.map((role) => (
    <option key={role} value={role}>
      {adminCopy.account.roles[role]}
    </option>
  ));
}
