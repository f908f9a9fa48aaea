import { Link } from 'react-router';
import { AGE_LIMIT } from '#common/catalogue/age';
import { REPORT_HIDE_THRESHOLD } from '#common/catalogue/limits';
import { REPORT_REASON_LABELS } from '#web/lib/reportReasons';
import { DocumentPage, DocumentSection } from '#web/components/layout/DocumentPage';

const REASONS = Object.values(REPORT_REASON_LABELS)
  .map((label) => label.toLowerCase())
  .join(', ');

export default function TermsOfUsePage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Terms of Use"
      intro="These terms govern your use of Reverie. By entering the site or creating an account you accept them."
    >
      <DocumentSection title="1. Adults only">
        <p>
          Reverie publishes romantic and sexually explicit fiction. You must be at least{' '}
          <strong>{AGE_LIMIT} years old</strong>, and of legal age to view such content where you live, to use the site.
          We may close any account we believe belongs to a minor.
        </p>
      </DocumentSection>
      <DocumentSection title="2. Your account">
        <ul>
          <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
          <li>Give a real email address: it is how you sign in and how we reach you about payments.</li>
          <li>
            You can delete your account at any time from your dashboard; this removes your stories and narrations.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection title="3. Content rules: what is forbidden">
        <p>
          Every story on Reverie is <strong>AI-generated</strong>: an AI writer composes it from its author&apos;s
          description, and each story is labelled so. Every character in it must be a consenting adult. You agree not to
          ask the writer for, publish or share:
        </p>
        <ul>
          <li>
            anything involving minors, or characters presented as under {AGE_LIMIT}, in any way, including school
            settings and childlike descriptions;
          </li>
          <li>sexual or romantic content about real, identifiable people;</li>
          <li>non-consensual acts presented approvingly or as real;</li>
          <li>hate, harassment or threats against anyone, or content that is illegal where you live;</li>
          <li>spam, advertising or misleading content.</li>
        </ul>
        <p>
          Requests that break these rules are refused before any credit is charged, and we may remove content or close
          accounts that break them.
        </p>
      </DocumentSection>
      <DocumentSection title="4. Reporting a story">
        <ul>
          <li>
            Any signed-in member whose email address is confirmed can report a public story they did not write, with the{' '}
            <strong>Report</strong> button on the story&apos;s page: choose a reason ({REASONS}) and, if you like, add a
            note. You can report a story once.
          </li>
          <li>
            When <strong>{REPORT_HIDE_THRESHOLD} different members</strong> report the same story, it is hidden from
            every public list and from other readers at once, until our team has reviewed it. Its author still sees it,
            with a notice.
          </li>
          <li>
            Our team reviews every report. We may dismiss the reports and show the story again, keep it hidden, delete
            it, or suspend its author&apos;s account; a suspended account can no longer sign in.
          </li>
          <li>Authors are never told who reported their story. Every moderation decision is recorded.</li>
        </ul>
      </DocumentSection>
      <DocumentSection title="5. Your stories">
        <p>
          You keep the rights to what you write and the stories made for you. By making a story public you allow Reverie
          to show it to other members and let them like and vote on it. Private stories (a premium feature) are visible
          only to you. Stories are generated in English only.
        </p>
      </DocumentSection>
      <DocumentSection title="6. Credits, payments and refunds">
        <ul>
          <li>Text credits pay for writing and audio credits for narration. Purchased credits never expire.</li>
          <li>
            <strong>Used credits are non-refundable.</strong> No refund is given once a story or narration has been
            generated.
          </li>
          <li>
            A refund may be considered <strong>within 7 days of purchase, and only for a technical issue</strong> that
            prevented you from accessing what you paid for. Write to support with the date and the problem you met.
          </li>
          <li>
            Prices are shown in euro. Payments are handled by our card payment provider; we never see your card number.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection title="7. Subscriptions">
        <ul>
          <li>Plans renew every month until you cancel.</li>
          <li>Upgrades apply immediately; downgrades take effect at the next billing cycle.</li>
          <li>If you cancel, you keep your plan until the end of the period already paid for.</li>
        </ul>
      </DocumentSection>
      <DocumentSection title="8. The service">
        <p>
          AI writing and narration can occasionally fail or produce unexpected text; a failed generation gives its
          credits back. We work to keep Reverie available but cannot promise it will never be interrupted.
        </p>
      </DocumentSection>
      <DocumentSection title="9. Changes and contact">
        <p>
          We may update these terms; the current version is always on this page. Questions are welcome: see the{' '}
          <Link to="/faq" className="text-primary underline underline-offset-4">
            FAQ
          </Link>{' '}
          or contact support.
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
