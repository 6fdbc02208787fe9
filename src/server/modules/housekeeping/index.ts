export { housekeepingJob, OUTBOX_KEEP_DAYS } from './service.ts';
