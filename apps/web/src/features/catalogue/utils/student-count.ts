import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { groupIndian } from '@pathshala/shared/indian-digits';

/**
 * A course's student count as `studentCountLabel` (shared) writes it, "42 Students" or "1,200+ Students", in the
 * reader's language: the exact number below a hundred, whole hundreds and a plus from there.
 */
export function studentCount(i18n: I18n, count: number): string {
  if (count < 100) {
    return i18n._(msg({ message: plural(count, { one: `${count} Student`, other: `${count} Students` }) }));
  }
  const hundreds = groupIndian(Math.floor(count / 100) * 100);
  return i18n._(msg`${hundreds}+ Students`);
}
