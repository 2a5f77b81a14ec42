import {
  RESUME_PAGES_HEADER,
  ZResumePdfQuerySchema,
  ZResumeResponseSchema,
  ZResumeSchema,
} from '@pathshala/shared/resume';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { resumePdf } from './pdf.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const tags = ['resume'];

/** 'Asha Verma' → 'Asha-Verma-Resume.pdf' (ASCII for old clients; the UTF-8 name rides in filename*). */
function fileNames(name: string) {
  const base = `${name.trim().replace(/\s+/g, '-')}-Resume.pdf`;
  const ascii = base.normalize('NFKD').replace(/[^A-Za-z0-9._-]/g, '');
  return {
    ascii: ascii === '-Resume.pdf' || ascii === 'Resume.pdf' ? 'Resume.pdf' : ascii,
    utf8: encodeURIComponent(base),
  };
}

/** The résumé builder: each learner reads, saves and prints only their own résumé (no id in any path). */
export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;

  app.get(
    '/api/resume',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "The learner's résumé: the saved one, or a draft prefilled from the profile and certificates",
        response: { 200: ZResumeResponseSchema },
      },
    },
    async (request, reply) => {
      const state = await service.resumeState(db, currentUser(request), config.publicUrl);
      return reply.header('cache-control', 'private, no-store').send({ success: true as const, data: state });
    },
  );

  app.put(
    '/api/resume',
    {
      // Before the body is checked: a visitor gets 401, not the schema's message.
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Saves the learner's résumé (the builder's autosave); answers with its page count",
        body: ZResumeSchema,
        response: { 200: ZResumeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.saveResume(db, currentUser(request).id, request.body),
    }),
  );

  app.get(
    '/api/resume/pdf',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: `The learner's résumé as an A4 PDF in a template; the ${RESUME_PAGES_HEADER} header gives its page count`,
        querystring: ZResumePdfQuerySchema,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const [row, practice] = await Promise.all([
        repository.findResume(db, user.id),
        service.practiceLines(db, user.id),
      ]);
      // Before the first save the export prints the prefilled draft the builder shows.
      const resume = row?.content ?? (await service.draftResume(db, user, config.publicUrl));
      const { pdf, pages } = await resumePdf(resume, practice, request.query.template ?? resume.template);
      const names = fileNames(resume.contact.name);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${names.ascii}"; filename*=UTF-8''${names.utf8}`,
        )
        .header('cache-control', 'private, no-store')
        .header(RESUME_PAGES_HEADER, String(pages))
        .send(pdf);
    },
  );
};
