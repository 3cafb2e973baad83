import { useCan } from '@console/client';
import type { ReactNode } from 'react';

export interface CanProps {
  /** Key of the permission in the catalogue (`admins.add`). */
  permission: string;
  children: ReactNode;
  /** Shown instead when the permission is missing. */
  fallback?: ReactNode;
}

/**
 * Renders its children only for an admin holding `permission`. A convenience for the screen: the server
 * refuses the call regardless.
 */
export function Can({ permission, children, fallback = null }: CanProps) {
  return <>{useCan(permission) ? children : fallback}</>;
}

export const PermissionGate = Can;
