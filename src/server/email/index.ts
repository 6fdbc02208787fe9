/** Sending e-mail (SMTP, or the dev outbox) and reading the outbox. */
export { createMailer, type Mail, type Mailer } from './mailer.ts';
export { createOutboxRepository } from './outbox-repository.ts';
