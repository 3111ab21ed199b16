ALTER TABLE "generations" ADD COLUMN "cv_pdf" "bytea";--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "cover_pdf" "bytea";