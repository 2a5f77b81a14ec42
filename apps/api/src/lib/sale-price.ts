/**
 * A course's sale: its discounted price holds until `saleEndsAt` (when an admin set one), and from that moment
 * the course sells at its real price. Without an end time the discounted price is a standing one.
 */
export interface SalePrice {
  discountedPricePaise: number | null;
  saleEndsAt: Date | null;
}

/** The discounted price in force now, or null (the real price applies). */
export function discountedPriceNow(course: SalePrice, now = new Date()): number | null {
  if (course.discountedPricePaise === null) return null;
  if (course.saleEndsAt !== null && course.saleEndsAt.getTime() <= now.getTime()) return null;
  return course.discountedPricePaise;
}

/** When the running sale ends, if it has an end time and has not ended; else null (no hours-left text). */
export function saleEndsAtNow(course: SalePrice, now = new Date()): Date | null {
  return discountedPriceNow(course, now) === null ? null : course.saleEndsAt;
}
