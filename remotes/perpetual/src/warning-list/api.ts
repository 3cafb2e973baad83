import type { PerpetualPosition, PerpetualWarningPage } from '@console/contracts/schemas/perpetual';
import { definePagedList } from '@console/ui';
import { positionKeys, useLiveList } from '../existing-position/api';

/** The move of the feed the stress panel asks about when the admin has chosen none (the API's default too). */
export const DEFAULT_STRESS_PERCENT = '5';
/** The moves the stress panel offers, in percent. */
export const STRESS_PERCENTS = ['1', '2', '5', '10', '20'] as const;

/** The warning list (`perpetualWarnings`), fetched ahead by its route. */
export const warningsList = definePagedList<PerpetualPosition>('perpetualWarnings', positionKeys.warnings);

/**
 * The flagged positions, nearest to liquidation first, with the stress figure for a move of the feed by plus or
 * minus `stressPercent`, live. The default move is left out of the request, so the page reads what its route
 * fetched ahead.
 */
export function useWarnings(request: Record<string, string | number>, stressPercent: string) {
  return useLiveList<PerpetualWarningPage>(
    positionKeys.warnings,
    stressPercent === DEFAULT_STRESS_PERCENT ? request : { ...request, stressPercent },
  );
}
