import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { requireAdmin, requireInstructor } from './auth.ts';

/**
 * The consoles' routes are guarded by where they live, not by each route remembering to ask: every route under
 * `/api/admin/` needs an admin and every route under `/api/instructor/` an instructor or an admin. The check
 * runs on request, before a body (an upload, say) is read. Spec routes that are admin-only by their own path
 * (createMentor, createService) keep their explicit `onRequest: requireAdmin`; the role matrix test reads both from `staffRoutes`.
 */
export const STAFF_AREAS = [
  { prefix: '/api/admin/', guard: requireAdmin, allowed: ['admin'] },
  { prefix: '/api/instructor/', guard: requireInstructor, allowed: ['instructor', 'admin'] },
] as const;

export interface StaffRoute {
  method: string;
  url: string;
  /** Roles that may call it; anyone else is answered 403, a visitor 401. */
  allowed: readonly string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every admin and instructor route, as registered: what the role matrix test walks. */
    staffRoutes: StaffRoute[];
  }
}

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

export const staffAccess = fp(async (app: FastifyInstance) => {
  const staffRoutes: StaffRoute[] = [];
  app.decorate('staffRoutes', staffRoutes);
  app.addHook('onRoute', (route) => {
    const methods = asList(route.method).filter((method) => method !== 'HEAD');
    const area = STAFF_AREAS.find(({ prefix }) => route.url.startsWith(prefix));
    if (area) {
      route.onRequest = [area.guard as onRequestHookHandler, ...asList(route.onRequest)];
      for (const method of methods) staffRoutes.push({ method, url: route.url, allowed: area.allowed });
      return;
    }
    const guards = [...asList(route.onRequest as unknown), ...asList(route.preHandler as unknown)];
    if (guards.includes(requireAdmin)) {
      for (const method of methods) staffRoutes.push({ method, url: route.url, allowed: ['admin'] });
    }
  });
});
