import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AGE_LIMIT } from '#common/catalogue/age';
import { FREE_STORY_LIMIT } from '#common/catalogue/limits';
import { FIRST_SUBSCRIPTION_DISCOUNT, PREMIUM_PACK_DISCOUNT } from '#common/catalogue/plans';
import { WELCOME_CREDITS } from '#common/rules/offers';
import { DocumentPage, DocumentSection } from '#web/components/layout/DocumentPage';

const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;

interface Question {
  q: string;
  a: ReactNode;
}

const groups: { title: string; questions: Question[] }[] = [
  {
    title: 'Stories',
    questions: [
      {
        q: 'In which languages are stories written?',
        a: 'Stories are generated in English only for now. You can describe your fantasy in simple words, and the story itself will be written in English.',
      },
      {
        q: 'Who can use Reverie?',
        a: `Reverie is for adults only. You must be ${AGE_LIMIT} or older to enter the site and to create an account. Every character in every story is a consenting adult.`,
      },
      {
        q: 'How many stories can I create for free?',
        a: `A new account receives ${WELCOME_CREDITS.text} text credits and ${WELCOME_CREDITS.audio} audio credits, enough for your first stories. Free accounts can keep up to ${FREE_STORY_LIMIT} stories; premium plans have no such limit.`,
      },
      {
        q: 'Can I keep my stories private?',
        a: 'Yes, with any premium plan. Free accounts publish their stories publicly; premium members can keep any story private and change its visibility at any time.',
      },
    ],
  },
  {
    title: 'Credits and payments',
    questions: [
      {
        q: 'What are text and audio credits?',
        a: 'Text credits pay for writing: a new story costs 1, 2 or 4 credits depending on its length, and each continuation, choice or conclusion costs 1. Audio credits pay for narration: one credit per started minute of audio.',
      },
      {
        q: 'Do credits expire?',
        a: 'Purchased credits never expire. Monthly credits from your plan are added to your balance each billing period and stay there while you use them.',
      },
      {
        q: 'Can I get a refund for a story?',
        a: (
          <>
            No refunds are given once a story has been generated: the credits it used have been spent on writing it. See
            the{' '}
            <Link to="/terms-of-use" className="text-primary underline underline-offset-4">
              Terms of Use
            </Link>{' '}
            for the rare cases where a refund may be considered.
          </>
        ),
      },
      {
        q: 'Do premium members pay less for credit packs?',
        a: `Yes: premium members get ${percent(PREMIUM_PACK_DISCOUNT)} off every credit pack, and a first-time premium upgrade gets ${percent(FIRST_SUBSCRIPTION_DISCOUNT)} off the first month.`,
      },
    ],
  },
  {
    title: 'Plans and your account',
    questions: [
      {
        q: 'What happens when I change my plan?',
        a: 'Upgrades apply immediately, so you can enjoy your new plan straight away. Downgrades take effect at the next billing cycle; until then you keep your current plan.',
      },
      {
        q: 'What happens if I cancel my subscription?',
        a: 'You keep access to your plan and its benefits until the end of the period you have already paid for. After that your account returns to the free plan, and your stories and remaining credits stay with you.',
      },
      {
        q: 'How do I delete my account?',
        a: 'You can delete your account yourself from your dashboard. Deleting it permanently removes your profile, your stories and their narrations; this cannot be undone.',
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <DocumentPage
      eyebrow="Support"
      title="Frequently Asked Questions"
      intro="Everything you might wonder about stories, credits, plans and your account."
    >
      {groups.map((group) => (
        <DocumentSection key={group.title} title={group.title}>
          <div className="space-y-3">
            {group.questions.map(({ q, a }) => (
              <details key={q} className="group rounded-xl border border-border bg-card/60 open:border-primary/30">
                <summary className="focus-ring flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 font-medium text-foreground">
                  {q}
                  <ChevronDown
                    className="size-4 shrink-0 text-primary transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                </summary>
                <p className="px-5 pb-5">{a}</p>
              </details>
            ))}
          </div>
        </DocumentSection>
      ))}
    </DocumentPage>
  );
}
