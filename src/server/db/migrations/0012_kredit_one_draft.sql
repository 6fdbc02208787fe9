-- One draft per applicant: starting an application again resumes it (drizzle cannot express a partial unique index).
CREATE UNIQUE INDEX "kredit_applications_one_draft_idx" ON "kredit_applications" ("user_id") WHERE "status" = 'draft';
