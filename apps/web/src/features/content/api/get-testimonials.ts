import { type Testimonial, ZGetTestimonialsResponseSchema } from '@pathshala/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The server fills in the spec's defaults ('Anonymous', …); only the photo may be null. */
export async function getTestimonials(): Promise<Testimonial[]> {
  const response = await api.get('/api/testimonials/getAllTestimonials', {
    schema: import.meta.env.DEV ? ZGetTestimonialsResponseSchema : undefined,
  });
  return response.data.testimonials;
}

export const getTestimonialsQueryOptions = () =>
  queryOptions({ queryKey: ['testimonials'], queryFn: getTestimonials });

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
