import { type Certificate, ZCertificateResponseSchema } from '@pathshala/shared/learning';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { Certificate };

/** GET /api/certificates/{id} (public): the verification record of an issued certificate. */
export async function getCertificate(id: string): Promise<Certificate> {
  const response = await api.get(`/api/certificates/${encodeURIComponent(id)}`, {
    schema: import.meta.env.DEV ? ZCertificateResponseSchema : undefined,
  });
  return response.data.certificate;
}

export const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['certificates', id],
    queryFn: () => getCertificate(id),
    retry: false,
  });
