/**
 * The shared schemas and rules the question bank and mock test forms check with, loaded by a form's first check,
 * from a module of their own for the reason given in form-schemas.ts (the CSV template's columns come with them:
 * they live in the same zod module).
 */
export {
  QUESTION_CSV_COLUMNS,
  questionProblem,
  ZCreateMockTestRequestSchema,
  ZMockTestSectionsRequestSchema,
  ZQuestionImportRequestSchema,
  ZQuestionInputSchema,
  ZUpdateMockTestRequestSchema,
  ZUpdateQuestionRequestSchema,
} from '@pathshala/shared/admin-practice';
