import { ZGetCoursesResponseSchema } from '@pathshala/shared/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';
import { createCourse, createInstructor } from '../../testing/factories.ts';

const { app, db, queries } = await buildTestApp();

describe('GET /api/courses/getCourse', () => {
  beforeAll(async () => {
    const instructor = await createInstructor(db, { name: 'Ananya Rao' });
    await createCourse(db, { title: 'Soon', status: 'coming soon', createdAt: new Date('2025-01-01') });
    await createCourse(db, {
      title: 'Python Foundations',
      instructorId: instructor.id,
      realPricePaise: 499_900,
      discountedPricePaise: 149_950,
      createdAt: new Date('2025-02-01'),
    });
    await createCourse(db, {
      title: 'No Discount',
      discountedPricePaise: null,
      createdAt: new Date('2025-03-01'),
    });
  });

  it('lists courses in rupees with the instructor, coming soon last, in one query', async () => {
    queries.count = 0;
    const response = await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    expect(queries.count).toBe(1);
    expect(response.statusCode).toBe(200);
    const body = ZGetCoursesResponseSchema.parse(response.json());
    expect(body.data.map((course) => course.title)).toEqual(['Python Foundations', 'No Discount', 'Soon']);

    const python = body.data[0];
    expect(python).toMatchObject({ realPrice: 4999, discountedPrice: 1499.5, price: 1499.5 });
    expect(python?._id).toBe(python?.id);
    expect(python?.instructor?.name).toBe('Ananya Rao');

    const noDiscount = body.data[1];
    expect(noDiscount).toMatchObject({ discountedPrice: null, price: 4999, instructor: null });
  });
});
