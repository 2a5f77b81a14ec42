/** Every path of the admin console and the instructor view, so links and routes cannot drift apart. */
export const consolePaths = {
  admin: '/admin',
  users: '/admin/users',
  user: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
  coupons: '/admin/coupons',
  orders: '/admin/orders',
  order: (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`,
  audit: '/admin/audit',
  instructor: '/instructor',
  instructorCourse: (courseId: string) => `/instructor/courses/${encodeURIComponent(courseId)}`,
} as const;
