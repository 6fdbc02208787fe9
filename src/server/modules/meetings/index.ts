/** Calls between seekers and franchisors (/my-calls): proposals, confirmation, .ics invitations, reminders. */
export { callsDueJob } from './job.ts';
export { meetingsRoutes } from './routes.ts';
export { createMeetingsService, type MeetingsService } from './service.ts';
