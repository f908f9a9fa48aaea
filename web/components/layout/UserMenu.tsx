import { ChevronDown, Coins, Crown, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '#common/contract';
import { creditsLabel } from '#web/lib/format';
import { Badge } from '../ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { Avatar } from './Avatar';
import { type NavItem, useLogout } from './navigation';

export default function UserMenu({ user, items }: { user: User; items: NavItem[] }) {
  const logout = useLogout();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`${user.name}, user menu`}
        className="focus-ring flex cursor-pointer items-center gap-2 rounded-full border border-border bg-card/60 py-1 pr-3 pl-1 text-sm hover:bg-muted"
      >
        <Avatar name={user.name} />
        <span className="max-w-32 truncate">{user.name}</span>
        <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <p className="truncate font-semibold">{user.name}</p>
          <p className="truncate text-xs font-normal text-muted-foreground">{user.email}</p>
          {user.isPremium && (
            <Badge variant="premium" className="mt-2">
              <Crown aria-hidden="true" />
              Premium Member
            </Badge>
          )}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {items.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem asChild>
          <Link to="/credits">
            <Coins aria-hidden="true" />
            Credits: {creditsLabel(user.textCredits, user.audioCredits)}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
