import { USER_ROLES } from '@pathshala/shared/accounts-constants';
import type { AdminUser } from '@pathshala/shared/admin';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type UsersParams, useAdminUsers } from '../api/get-users';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { FilterSelect } from '../components/filters';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDate } from '../utils/format';
import { ROLE_LABEL, ROLE_TONE } from '../utils/labels';

const TABLE = {
  sorts: ['createdAt', 'name', 'email'],
  ascendingFirst: ['name', 'email'],
  filters: { role: USER_ROLES },
} as const;

const ROLE_OPTIONS = USER_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }));

const COLUMNS: readonly Column<AdminUser, UsersParams['sort']>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    rowHeader: true,
    className: 'min-w-40',
    cell: (user) => (
      <Link
        to={consolePaths.user(user.id)}
        className="rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        {user.name}
      </Link>
    ),
  },
  {
    id: 'email',
    header: 'E-mail',
    sort: 'email',
    className: 'whitespace-nowrap',
    cell: (user) => user.email,
  },
  {
    id: 'role',
    header: 'Role',
    cell: (user) => <Badge tone={ROLE_TONE[user.role]}>{ROLE_LABEL[user.role]}</Badge>,
  },
  {
    id: 'enrolments',
    header: 'Active enrolments',
    numeric: true,
    cell: (user) => formatCount(user.activeEnrollments),
  },
  {
    id: 'created',
    header: 'Created',
    sort: 'createdAt',
    className: 'whitespace-nowrap',
    cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>,
  },
  {
    id: 'closed',
    header: 'Closed',
    className: 'whitespace-nowrap',
    cell: (user) =>
      user.closedAt ? (
        <span className="flex flex-col">
          <time dateTime={user.closedAt}>{formatDate(user.closedAt)}</time>
          <span className="text-xs text-slate-500">
            {user.erasedAt ? 'Data erased' : 'Can be reinstated'}
          </span>
        </span>
      ) : (
        <span className="text-slate-400">
          <span aria-hidden="true">—</span>
          <span className="sr-only">Open</span>
        </span>
      ),
  },
];

/** /admin/users: every account, searched, filtered by role and sorted by the server. */
export function AdminUsersRoute() {
  useDocumentTitle('Users');
  const table = useTableState(TABLE);
  // The role comes from the URL checked against USER_ROLES by the table state.
  const users = useAdminUsers(table.params as UsersParams);

  return (
    <ConsoleListPage
      title="Users"
      intro="Find an account to see its orders and courses, or to change its role."
      table={table}
      search={{ label: 'Search users', placeholder: 'Name or e-mail' }}
      filters={
        <FilterSelect
          label="Role"
          allLabel="All roles"
          {...table.filterProps('role')}
          options={ROLE_OPTIONS}
        />
      }
      noun="users"
      query={users}
      columns={COLUMNS}
      rowKey={(user) => user.id}
      empty={{ filtered: 'No users match this search.', none: 'There are no users yet.' }}
      data-testid="users-table"
    />
  );
}
