/**
 * The shared schemas the "People" forms check with, loaded by a form's first check (lazyZodResolver), from a
 * module of their own for the reason given in form-schemas.ts.
 */
export { ZAddApplicationNoteRequestSchema } from '@pathshala/shared/admin-people';
