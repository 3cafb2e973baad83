/**
 * When distribution pays (`marketing_setting`): every day, every Monday or on the 1st of every month, at an
 * `HH:mm` in UTC. A slot is one such moment; a run pays the settled stakes since the previous run up to its slot.
 */
export interface DistributionSchedule {
  /** 1 daily, 2 weekly (Monday), 3 monthly (the 1st). */
  frequencyType: number;
  /** `HH:mm`, UTC. */
  time: string;
}

const DAY = 86_400_000;

/** The newest slot at or before `at`. */
export function slotAtOrBefore(schedule: DistributionSchedule, at: Date): Date {
  const [hours, minutes] = schedule.time.split(':').map(Number);
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  const d = at.getUTCDate();
  if (schedule.frequencyType === 3) {
    const slot = Date.UTC(y, m, 1, hours, minutes);
    return new Date(slot <= at.getTime() ? slot : Date.UTC(y, m - 1, 1, hours, minutes));
  }
  // Weekly slots fall on Mondays: back from the day to its week's Monday (getUTCDay: 0 Sunday, 1 Monday).
  const back = schedule.frequencyType === 2 ? (at.getUTCDay() + 6) % 7 : 0;
  const slot = Date.UTC(y, m, d - back, hours, minutes);
  const step = schedule.frequencyType === 2 ? 7 * DAY : DAY;
  return new Date(slot <= at.getTime() ? slot : slot - step);
}

/** The first slot after `at`. */
export function slotAfter(schedule: DistributionSchedule, at: Date): Date {
  const last = slotAtOrBefore(schedule, at);
  if (schedule.frequencyType === 3) {
    return new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1, last.getUTCHours(), last.getUTCMinutes()));
  }
  return new Date(last.getTime() + (schedule.frequencyType === 2 ? 7 : 1) * DAY);
}

/** The slot before `slot`. */
export const slotBefore = (schedule: DistributionSchedule, slot: Date): Date => slotAtOrBefore(schedule, new Date(slot.getTime() - 1));
