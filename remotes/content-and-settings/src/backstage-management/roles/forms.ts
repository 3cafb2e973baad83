import { roleAdd } from '@console/contracts';
import type { z } from 'zod';

/** Adding and renaming share one form: name and remark. */
export const roleForm = roleAdd;
export type RoleFormInput = z.input<typeof roleForm>;
