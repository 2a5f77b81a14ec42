-- The profile offers only the interface's languages (English, Hindi); any other stored value becomes the default.
UPDATE "users" SET "language" = 'en-US' WHERE "language" NOT IN ('en-US', 'hi-IN');
