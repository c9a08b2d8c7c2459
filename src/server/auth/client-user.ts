import type { ClientUser } from '../../domain/auth-schemas.ts';
import type { UserRow } from '../db/rows.ts';

/** The client user record of SPEC section 3, built from a users row. */
export function toClientUser(row: UserRow): ClientUser {
  return {
    uid: row.id,
    role: row.role,
    emailVerified: row.emailVerified,
    memberType: row.memberType,
    language: row.language,
    data: {
      displayName: row.displayName,
      photoURL: row.photoUrl,
      email: row.email,
      shortcuts: row.shortcuts,
      settings: row.settings,
    },
  };
}
