-- A placement course's subject is one of the placement topics (spec §1), spelt as PLACEMENT_TOPICS spells them:
-- the placement page's tabs are these topics in upper case, and a tab finds the courses whose subject in upper
-- case equals it. Earlier subjects move to the topic they belong to; 'Resume & LinkedIn' splits by the course's
-- title. A subject that names no topic is left for the console, which asks for a topic on the next save.
UPDATE "placement_courses" SET "subject" = CASE
    WHEN lower(btrim("subject")) = 'data structures' THEN 'Data Structures'
    WHEN lower(btrim("subject")) = 'aptitude and quantitative' THEN 'Aptitude and Quantitative'
    WHEN lower(btrim("subject")) = 'mock interviews' THEN 'Mock Interviews'
    WHEN lower(btrim("subject")) = 'linkedin optimisation' THEN 'LinkedIn Optimisation'
    WHEN lower(btrim("subject")) = 'resume building' THEN 'Resume Building'
    WHEN lower(btrim("subject")) = 'hr round strategies' THEN 'HR Round Strategies'
    WHEN "subject" ~* 'resume' AND "subject" ~* 'linkedin' AND "title" ~* 'linkedin' THEN 'LinkedIn Optimisation'
    WHEN "subject" ~* 'resume|\mcv\M' THEN 'Resume Building'
    WHEN "subject" ~* 'linkedin' THEN 'LinkedIn Optimisation'
    WHEN "subject" ~* '\mhr\M' THEN 'HR Round Strategies'
    WHEN "subject" ~* 'interview' THEN 'Mock Interviews'
    WHEN "subject" ~* 'aptitude|quant|reasoning' THEN 'Aptitude and Quantitative'
    WHEN "subject" ~* 'data structure|\mdsa\M|algorithm' THEN 'Data Structures'
    ELSE "subject"
  END
WHERE "subject" NOT IN (
  'Data Structures',
  'Aptitude and Quantitative',
  'Mock Interviews',
  'LinkedIn Optimisation',
  'Resume Building',
  'HR Round Strategies'
);
