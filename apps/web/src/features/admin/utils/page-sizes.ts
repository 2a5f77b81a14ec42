/** Rows per page a console table offers; the API allows up to 100. */
export const ADMIN_PAGE_SIZES = [20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;
