import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ADMIN_REQUIRED_MESSAGE } from '#common/contract/messages';
import { useAdminStories, useAdminUsers } from '#web/api/admin';
import { useAuditLog, useReportQueue, useWriterFailures } from '#web/api/adminReview';
import { Button } from '#web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
import { AuditPanel, type AuditFilterState } from './AuditPanel';
import { DashboardPanel } from './DashboardPanel';
import { ReportsPanel } from './ReportsPanel';
import { StoriesPanel, type StoryFilterState } from './StoriesPanel';
import { useDebouncedValue } from './useDebouncedValue';
import { UsersPanel, type UserFilterState } from './UsersPanel';
import { WriterFailuresPanel } from './WriterFailuresPanel';

const count = (total: number | undefined) => (total === undefined ? '…' : String(total));

function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  const [userFilters, setUserFilters] = useState<UserFilterState>({ search: '', role: 'all', plan: 'all' });
  const [storyFilters, setStoryFilters] = useState<StoryFilterState>({ search: '', visibility: 'all' });
  const userSearch = useDebouncedValue(userFilters.search.trim());
  const storySearch = useDebouncedValue(storyFilters.search.trim());
  // Both lists load at once: each tab shows its count before it is opened.
  const users = useAdminUsers({ q: userSearch, role: userFilters.role, plan: userFilters.plan });
  const stories = useAdminStories({ q: storySearch, visibility: storyFilters.visibility });
  const reports = useReportQueue();
  const writerFailures = useWriterFailures();
  const [auditFilters, setAuditFilters] = useState<AuditFilterState>({ action: 'all', admin: '', from: '', to: '' });
  const auditAdmin = useDebouncedValue(auditFilters.admin.trim());
  const audit = useAuditLog({
    action: auditFilters.action,
    admin: auditAdmin || undefined,
    from: auditFilters.from || undefined,
    to: auditFilters.to || undefined,
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="flex flex-col gap-5 border-b border-border pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.25em] text-primary uppercase">
            <ShieldCheck className="size-4" aria-hidden="true" />
            Administration
          </p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Admin Dashboard</h1>
          <p className="mt-2 text-muted-foreground">Manage the accounts and stories of Reverie, and review reports.</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Main Site
          </Link>
        </Button>
      </header>
      <Tabs defaultValue="users" className="mt-8">
        <TabsList className="rounded-2xl sm:rounded-full">
          <TabsTrigger value="users">Users ({count(users.total)})</TabsTrigger>
          <TabsTrigger value="stories">Stories ({count(stories.total)})</TabsTrigger>
          <TabsTrigger value="reports">Reports ({count(reports.total)})</TabsTrigger>
          <TabsTrigger value="writer-failures">Writer Failures ({count(writerFailures.total)})</TabsTrigger>
          <TabsTrigger value="audit">Audit Log</TabsTrigger>
          <TabsTrigger value="dashboard">Dashboard</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <UsersPanel
            list={users}
            filters={userFilters}
            onFiltersChange={setUserFilters}
            currentUserId={currentUserId}
          />
        </TabsContent>
        <TabsContent value="stories">
          <StoriesPanel list={stories} filters={storyFilters} onFiltersChange={setStoryFilters} />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsPanel list={reports} />
        </TabsContent>
        <TabsContent value="writer-failures">
          <WriterFailuresPanel list={writerFailures} />
        </TabsContent>
        <TabsContent value="audit">
          <AuditPanel list={audit} filters={auditFilters} onFiltersChange={setAuditFilters} />
        </TabsContent>
        <TabsContent value="dashboard">
          <DashboardPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /admin: the login guard runs at the route; here non-admins are told and sent home. */
export default function AdminPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'admin';

  useEffect(() => {
    if (user && !isAdmin) {
      toast({ variant: 'destructive', title: 'Access Denied', description: ADMIN_REQUIRED_MESSAGE });
      navigate('/', { replace: true });
    }
  }, [user, isAdmin, navigate]);

  return user && isAdmin ? <AdminDashboard currentUserId={user._id} /> : null;
}
