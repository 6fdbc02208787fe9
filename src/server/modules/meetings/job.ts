import { defineJob } from '../../jobs/index.ts';
import type { MeetingsService } from './service.ts';

/** Every 5 minutes: the reminder an hour before each booked call (once), and finished calls completed. */
export function callsDueJob(meetings: MeetingsService) {
  return defineJob({
    name: 'calls-due',
    description:
      'E-mails the reminder an hour before each confirmed call (once) and marks finished calls completed.',
    schedule: '*/5 * * * *',
    async run() {
      return meetings.runDue();
    },
  });
}
