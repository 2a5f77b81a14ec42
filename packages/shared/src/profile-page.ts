/**
 * The id of the JSON data block in which the server sends a public profile page its profile (`/u/<handle>`). A module
 * of its own, read only by that page and the server: in the web build it travels inside the page's chunk rather
 * than as one more chunk every page's route table names.
 */
export const PROFILE_PAGE_DATA_ID = 'profile-page-data';
