/**
 * The style attributes that React, drawing Radix's primitives on the server, writes into a page's markup:
 * a selected tab panel's first-frame `animation-duration`, a tab list's `outline`, an accordion panel's size
 * variables. The Content-Security-Policy refuses style attributes in markup except these, allowed by hash
 * (`style-src-attr 'unsafe-hashes'`); a server-drawn page with any other is refused at build time (prerendered
 * pages) or left to the browser to draw (course pages).
 */
export const SERVER_DRAWN_STYLES: readonly string[] = [
  'animation-duration:0s',
  'outline:none',
  '--radix-accordion-content-height:var(--radix-collapsible-content-height);--radix-accordion-content-width:var(--radix-collapsible-content-width)',
];

/** Every style attribute in the markup that the policy would refuse. */
export function refusedStyleAttributes(html: string): string[] {
  const refused: string[] = [];
  for (const [, value = ''] of html.matchAll(/<[^>]+?\sstyle="([^"]*)"/g)) {
    if (!SERVER_DRAWN_STYLES.includes(value)) refused.push(value);
  }
  // An unquoted or single-quoted style attribute is never one of ours.
  if (/<[^>]+\sstyle=[^"]/.test(html)) refused.push('(unquoted)');
  return refused;
}
