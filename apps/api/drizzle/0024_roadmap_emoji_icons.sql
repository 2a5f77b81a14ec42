-- A roadmap step's icon is an emoji, printed inside the step's circle (contract.md); the console accepts
-- nothing else. The badge images earlier rows point to (and the badge names before them) become the emoji the
-- badge drew; any other image URL, path or word becomes the book.
UPDATE "roadmap_steps" SET "icon" = CASE substring(lower("icon") from '([a-z]+)(?:\.[a-z]+)?$')
    WHEN 'book' THEN '📘'
    WHEN 'code' THEN '💻'
    WHEN 'chart' THEN '📊'
    WHEN 'project' THEN '🛠️'
    WHEN 'trophy' THEN '🏆'
    WHEN 'users' THEN '👥'
    WHEN 'brain' THEN '🧠'
    WHEN 'rocket' THEN '🚀'
    ELSE '📘'
  END
WHERE "icon" ~ '[[:alnum:]/:.]' OR "icon" ~ '^[[:space:]]*$' OR char_length("icon") > 32;
