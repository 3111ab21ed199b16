ALTER TABLE "resumes" ADD COLUMN "uncertain_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "reviewed_at" timestamp with time zone;