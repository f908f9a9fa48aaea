import { useUserStats } from '#web/api/library';
import { PageSpinner } from '#web/components/layout/PageSpinner';
import { useAuth } from '#web/lib/auth';
import { AccountStatistics } from './AccountStatistics';
import { AgeVerificationCard } from './AgeVerificationCard';
import { ProfileInfoCard } from './ProfileInfoCard';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { DataExportCard } from './DataExportCard';
import { SecurityCard } from './SecurityCard';
import { SubscriptionCard } from './SubscriptionCard';
import { VerifyEmailBanner } from './VerifyEmailBanner';

export default function ProfilePage() {
  const { user } = useAuth();
  const { data: stats } = useUserStats();

  if (!user) return <PageSpinner label="Loading your profile" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-5xl font-semibold">Your Profile</h1>
      {!user.emailVerified && <VerifyEmailBanner user={user} />}
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
        <ProfileSummaryCard user={user} stats={stats} />
        <div className="space-y-6">
          <ProfileInfoCard user={user} />
          <AccountStatistics stats={stats} />
          <SubscriptionCard user={user} />
          <AgeVerificationCard />
          <SecurityCard />
          <DataExportCard />
        </div>
      </div>
    </div>
  );
}
