import { defineJob } from '../../jobs/index.ts';
import type { QuotesService } from './service.ts';

/** Every 15 minutes: quoted prices past their validity become expired (and both sides are told). */
export function quoteExpiryJob(quotes: QuotesService) {
  return defineJob({
    name: 'quotes-expire',
    description: 'Marks quotes whose validity has passed as expired and e-mails both companies.',
    schedule: '*/15 * * * *',
    async run() {
      return { expired: await quotes.expireDue() };
    },
  });
}
