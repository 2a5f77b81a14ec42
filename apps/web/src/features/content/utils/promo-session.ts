/** Spec §4: the promo popup shows once per browser session; this sessionStorage key remembers it. */
export const PROMO_SEEN_KEY = 'pathshala:promo-seen';

export function hasSeenPromo(): boolean {
  try {
    return window.sessionStorage.getItem(PROMO_SEEN_KEY) !== null;
  } catch {
    // Storage blocked (privacy mode): never nag rather than nag on every visit.
    return true;
  }
}

export function markPromoSeen(): void {
  try {
    window.sessionStorage.setItem(PROMO_SEEN_KEY, '1');
  } catch {
    // Nothing to remember it in; hasSeenPromo() already answers true in that case.
  }
}
