/** The schedule list route (SPEC §2 route table). */
export const SCHEDULES_PATH = '/schedules';

/** The edit route of a schedule. */
export function scheduleEditPath(id: number): string {
  return `${SCHEDULES_PATH}/edit/${id}`;
}
