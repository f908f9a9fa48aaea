import { MailWarning } from 'lucide-react';
import type { User } from '#common/contract';
import { ResendVerificationButton } from '#web/components/auth/ResendVerificationButton';

/** Shown until the account's email is verified: until then it cannot report, and its likes and votes don't count toward badges. */
export function VerifyEmailBanner({ user }: { user: User }) {
  return (
    <section
      aria-labelledby="verify-email-title"
      className="mt-6 flex flex-col gap-4 rounded-xl border border-amber-400/40 bg-amber-400/10 p-5 sm:flex-row sm:items-center"
    >
      <MailWarning className="size-6 shrink-0 text-amber-300" aria-hidden="true" />
      <div className="flex-1 space-y-1">
        <h2 id="verify-email-title" className="font-semibold">
          Please verify your email
        </h2>
        <p className="text-sm text-muted-foreground">
          We sent a link to {user.email}. Until you open it, you can't report stories, and your likes and votes don't
          count toward other authors' badges.
        </p>
      </div>
      <ResendVerificationButton />
    </section>
  );
}
