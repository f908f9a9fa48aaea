import { Crown, Pencil, ShieldOff, Trash2 } from 'lucide-react';
import type { AdminUser } from '#common/contract';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { creditsLabel, formatDate, planName } from '#web/lib/format';
import { AdminTable } from './AdminTable';

interface UsersTableProps {
  users: AdminUser[];
  currentUserId: string;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
  onRevokeAge: (user: AdminUser) => void;
}

function RoleBadge({ role }: { role: AdminUser['role'] }) {
  return <Badge variant={role === 'admin' ? 'default' : 'muted'}>{role === 'admin' ? 'Admin' : 'User'}</Badge>;
}

function PlanLabel({ user }: { user: AdminUser }) {
  return user.isPremium ? (
    <Badge variant="premium">
      <Crown aria-hidden="true" />
      {planName(user.subscription)}
    </Badge>
  ) : (
    <span className="text-muted-foreground">{planName(user.subscription)}</span>
  );
}

function Actions({
  user,
  isSelf,
  onEdit,
  onDelete,
  onRevokeAge,
}: { user: AdminUser; isSelf: boolean } & Pick<UsersTableProps, 'onEdit' | 'onDelete' | 'onRevokeAge'>) {
  return (
    <div className="flex justify-end gap-1">
      {user.ageVerified && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Revoke the age verification of ${user.name}`}
          title="Revoke age verification"
          onClick={() => onRevokeAge(user)}
        >
          <ShieldOff aria-hidden="true" />
        </Button>
      )}
      <Button variant="ghost" size="icon" aria-label={`Edit ${user.name}`} onClick={() => onEdit(user)}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${user.name}`}
        title={isSelf ? 'You cannot delete your own account here' : undefined}
        disabled={isSelf}
        className="text-danger hover:text-danger"
        onClick={() => onDelete(user)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

/** A table on wide screens, a card per user on phones. */
export function UsersTable({ users, currentUserId, onEdit, onDelete, onRevokeAge }: UsersTableProps) {
  return (
    <>
      <AdminTable columns={['User', 'Role', 'Plan', 'Credits', 'Stories', 'Joined', 'Actions']}>
        {users.map((user) => (
          <tr key={user._id} className="hover:bg-muted/30">
            <td className="max-w-72 px-4 py-3">
              <p className="truncate font-medium">{user.name}</p>
              <p className="truncate text-muted-foreground">{user.email}</p>
            </td>
            <td className="px-4 py-3">
              <RoleBadge role={user.role} />
            </td>
            <td className="px-4 py-3">
              <PlanLabel user={user} />
            </td>
            <td className="px-4 py-3 tabular-nums">{creditsLabel(user.textCredits, user.audioCredits)}</td>
            <td className="px-4 py-3 tabular-nums">{user.storyCount}</td>
            <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{formatDate(user.createdAt)}</td>
            <td className="px-4 py-3">
              <Actions
                user={user}
                isSelf={user._id === currentUserId}
                onEdit={onEdit}
                onDelete={onDelete}
                onRevokeAge={onRevokeAge}
              />
            </td>
          </tr>
        ))}
      </AdminTable>
      <ul className="space-y-3 md:hidden">
        {users.map((user) => (
          <li key={user._id} className="rounded-xl border border-border bg-card/70 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{user.name}</p>
                <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              </div>
              <Actions
                user={user}
                isSelf={user._id === currentUserId}
                onEdit={onEdit}
                onDelete={onDelete}
                onRevokeAge={onRevokeAge}
              />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <RoleBadge role={user.role} />
              <PlanLabel user={user} />
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
              {[
                ['Credits', creditsLabel(user.textCredits, user.audioCredits)],
                ['Stories', String(user.storyCount)],
                ['Joined', formatDate(user.createdAt)],
              ].map(([term, value]) => (
                <div key={term}>
                  <dt className="text-xs text-muted-foreground">{term}</dt>
                  <dd className="tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
