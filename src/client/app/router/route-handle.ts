import type { MemberType, Role } from '../../../domain/enums.ts';
import type { LayoutConfig } from '../../shell/layout-config.ts';

/** What each route declares beside itself: its layout and who may open it (SPEC section 6). */
export interface RouteHandle {
  layout?: Partial<LayoutConfig>;
  /** Absent: everyone. Empty: guests only. Otherwise the roles that may open it. */
  auth?: Role[];
  /** Only members of this type (and staff) may open it; others are sent home. */
  memberType?: MemberType;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
