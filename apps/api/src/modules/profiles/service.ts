import { type PublicProfile, ZProfileHandleSchema } from '@pathshala/shared/profiles';
import { PROFILE_MESSAGES, publicProfilePath } from '@pathshala/shared/profiles-constants';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { profilePhotoUrl } from '../accounts/service.ts';
import { toCertificate } from '../learning/certificates.ts';
import * as repository from './repository.ts';

/**
 * A learner's public profile by handle: name, photo, bio, the certificates that stand (with their verification
 * and LinkedIn links) and the best score at each mock test. Anything else — a handle that cannot exist, one
 * nobody has, a profile that is off, a closed account — is the same 404.
 */
export async function publicProfile(db: Database, handle: string, publicUrl: string): Promise<PublicProfile> {
  const parsed = ZProfileHandleSchema.safeParse(handle);
  const learner = parsed.success ? await repository.findPublicLearner(db, parsed.data) : undefined;
  if (!learner?.handle) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  const [certificates, mockTestBests] = await Promise.all([
    repository.listStandingCertificates(db, learner.id),
    repository.listMockTestBests(db, learner.id),
  ]);
  return {
    handle: learner.handle,
    name: learner.name,
    profilePhoto: profilePhotoUrl(learner.profilePhoto),
    bio: learner.bio,
    url: `${publicUrl}${publicProfilePath(learner.handle)}`,
    certificates: certificates.map((row) => {
      const certificate = toCertificate(row, publicUrl);
      return {
        id: certificate.id,
        courseTitle: certificate.courseTitle,
        issuedAt: certificate.issuedAt,
        imageUrl: certificate.imageUrl,
        verifyUrl: certificate.verifyUrl,
        linkedInUrl: certificate.linkedInUrl,
      };
    }),
    mockTestBests,
  };
}
