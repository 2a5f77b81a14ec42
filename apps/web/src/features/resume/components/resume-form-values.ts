import type { Resume } from '@pathshala/shared/resume';

/**
 * What the builder's inputs hold: the résumé, with the skills as one comma-separated line and the achievements
 * one to a line (easier to type than a list of boxes). `toResume` turns them back before the schema checks them.
 */
export interface ResumeFormValues extends Omit<Resume, 'skills' | 'achievements'> {
  skills: string;
  achievements: string;
}

export const toFormValues = (resume: Resume): ResumeFormValues => ({
  ...resume,
  skills: resume.skills.join(', '),
  achievements: resume.achievements.join('\n'),
});

export const toResume = (values: ResumeFormValues): Resume => ({
  ...values,
  skills: values.skills
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== ''),
  achievements: values.achievements
    .split('\n')
    .map((achievement) => achievement.trim())
    .filter((achievement) => achievement !== ''),
});

/** A schema issue's path as the form names the field ('education.0.cgpa'); list items point at their box. */
export function fieldOf(path: readonly PropertyKey[]): string {
  const [first] = path;
  if (first === 'skills' || first === 'achievements') return first;
  return path.map(String).join('.');
}
