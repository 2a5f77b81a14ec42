import { chooseLocale, LOCALE_COOKIE, type Locale } from '@pathshala/shared/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getCurrentSession } from '../plugins/auth.ts';

/**
 * The language a request is answered in: the signed-in learner's profile, else the visitor's cookie, else
 * `Accept-Language`. Answers that depend on it must not be shared between languages by any cache.
 */
export async function requestLocale(request: FastifyRequest, reply: FastifyReply): Promise<Locale> {
  const session = await getCurrentSession(request, reply);
  return chooseLocale({
    profileLanguage: session?.user.language,
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * The request headers an answer in the visitor's language depends on: a shared cache (a CDN) keeps one copy per
 * value of them, so a Hindi answer never reaches an English visitor. Public reads in the visitor's language send it
 * as `Vary` and put the language in their cache key.
 */
export const LANGUAGE_VARY = 'Accept-Language, Cookie';

/** The language of a request that has no session to look up (a public, cacheable read). */
export function visitorLocale(request: FastifyRequest): Locale {
  return chooseLocale({
    cookie: request.cookies[LOCALE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}
