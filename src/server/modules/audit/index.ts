export { requestOrigin } from './actor.ts';
export { csvCell, csvRow } from './csv.ts';
export type { AuditQuery, AuditRow } from './repository.ts';
export { type AuditActor, type AuditEntry, type AuditLog, createAuditLog } from './service.ts';
