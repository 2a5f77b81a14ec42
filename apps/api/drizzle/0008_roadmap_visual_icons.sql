-- Roadmap icons are short visuals (contract.md): the words the first catalogue used become emoji.
UPDATE "roadmap_steps" SET "icon" = CASE "icon"
  WHEN 'book' THEN '📘'
  WHEN 'code' THEN '💻'
  WHEN 'chart' THEN '📊'
  WHEN 'project' THEN '🛠️'
  WHEN 'trophy' THEN '🏆'
  WHEN 'users' THEN '🤝'
  WHEN 'brain' THEN '🧠'
  WHEN 'rocket' THEN '🚀'
  ELSE '📍'
END
WHERE "icon" ~ '^[a-z]+$';
--> statement-breakpoint
-- The closing 'Start a new journey!' step is drawn by the page, not stored.
DELETE FROM "roadmap_steps" WHERE "title" = 'Start a new journey!';
