import { UserPlus } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import type { AdminPlanFilter, AdminRoleFilter, AdminUser } from '#common/contract';
import { type useAdminUsers, useDeleteUser, useRevokeAgeVerification } from '#web/api/admin';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast';
import { useOpenedOnce } from '#web/lib/useOpenedOnce';
import { DeleteUserDialog } from './DeleteUserDialog';
import { FilterSelect, ListToolbar, SearchBox } from './ListToolbar';
import { ListState } from './ListState';
import { UsersTable } from './UsersTable';

// The user forms (and react-hook-form with them) load when one is first opened.
const AddUserDialog = lazy(() => import('./UserDialogs').then(({ AddUserDialog }) => ({ default: AddUserDialog })));
const EditUserDialog = lazy(() => import('./UserDialogs').then(({ EditUserDialog }) => ({ default: EditUserDialog })));

export interface UserFilterState {
  search: string;
  role: AdminRoleFilter;
  plan: AdminPlanFilter;
}

const roleOptions = [
  { value: 'all', label: 'All roles' },
  { value: 'admin', label: 'Admins' },
  { value: 'user', label: 'Users' },
] as const;
const planOptions = [
  { value: 'all', label: 'All plans' },
  { value: 'premium', label: 'Premium' },
  { value: 'free', label: 'Free' },
] as const;

interface UsersPanelProps {
  list: ReturnType<typeof useAdminUsers>;
  filters: UserFilterState;
  onFiltersChange: (filters: UserFilterState) => void;
  currentUserId: string;
}

export function UsersPanel({ list, filters, onFiltersChange, currentUserId }: UsersPanelProps) {
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const added = useOpenedOnce(adding);
  const edited = useOpenedOnce(editing !== null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const remove = useDeleteUser();
  const revokeAge = useRevokeAgeVerification();

  const confirmDelete = (user: AdminUser) =>
    remove.mutate(user._id, {
      onSuccess: () => {
        toast({ title: 'User Deleted', description: `${user.name} and their stories have been removed.` });
        setDeleting(null);
      },
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete user. Please try again.' }),
    });

  // Audited, and undone by the user verifying again: no confirmation step.
  const revokeAgeOf = (user: AdminUser) =>
    revokeAge.mutate(user._id, {
      onSuccess: () => toast({ title: 'Age verification revoked', description: `${user.name} must verify again.` }),
      onError: () =>
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to revoke. Please try again.' }),
    });

  return (
    <section aria-label="Users" className="space-y-5">
      <ListToolbar>
        <SearchBox
          label="Search by name or email"
          value={filters.search}
          onChange={(search) => onFiltersChange({ ...filters, search })}
        />
        <FilterSelect
          label="Filter by role"
          value={filters.role}
          options={roleOptions}
          onChange={(role) => onFiltersChange({ ...filters, role })}
        />
        <FilterSelect
          label="Filter by plan"
          value={filters.plan}
          options={planOptions}
          onChange={(plan) => onFiltersChange({ ...filters, plan })}
        />
        <Button className="sm:ml-auto" onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          Add User
        </Button>
      </ListToolbar>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.items.length === 0}
        emptyText="No users found."
        errorText="The users could not be loaded."
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <UsersTable
          users={list.items}
          currentUserId={currentUserId}
          onEdit={setEditing}
          onDelete={setDeleting}
          onRevokeAge={revokeAgeOf}
        />
      </ListState>
      <Suspense>
        {added && <AddUserDialog open={adding} onOpenChange={setAdding} />}
        {edited && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      </Suspense>
      <DeleteUserDialog
        user={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
