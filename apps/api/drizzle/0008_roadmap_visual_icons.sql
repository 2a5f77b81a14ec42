-- Roadmap icons are short visuals (contract.md): the words the first catalogue used become the matching
-- badge images shipped with the web app (made absolute on the asset base when served).
UPDATE "roadmap_steps" SET "icon" = '/images/roadmap/' || "icon" || '.svg'
WHERE "icon" IN ('book', 'code', 'chart', 'project', 'trophy', 'users', 'brain', 'rocket');
--> statement-breakpoint
UPDATE "roadmap_steps" SET "icon" = '/images/roadmap/book.svg' WHERE "icon" ~ '^[a-z]+$';
--> statement-breakpoint
-- The closing 'Start a new journey!' step is drawn by the page, not stored.
DELETE FROM "roadmap_steps" WHERE "title" = 'Start a new journey!';
