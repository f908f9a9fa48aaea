import { Link } from 'react-router';
import { TOKEN_STORAGE_KEY } from '#web/lib/token';
import { DocumentPage, DocumentSection } from '#web/components/layout/DocumentPage';
import { AGE_VERIFIED_KEY, COOKIES_CONSENT_KEY } from '#web/lib/consent';

const storedItems = [
  {
    key: TOKEN_STORAGE_KEY,
    where: 'Local storage (and, for some sessions, session storage)',
    why: 'Keeps you signed in. It is removed when you log out or when the session expires.',
  },
  {
    key: AGE_VERIFIED_KEY,
    where: 'Local storage',
    why: 'Remembers that you confirmed you are 18 or older, so the age check is not shown on every visit.',
  },
  {
    key: COOKIES_CONSENT_KEY,
    where: 'Local storage',
    why: 'Remembers whether you accepted or rejected this notice.',
  },
];

export default function CookiePolicyPage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Cookie Policy"
      intro="Reverie keeps only what it needs in your browser. There are no advertising or tracking cookies."
    >
      <DocumentSection title="What we store in your browser">
        <p>
          Instead of cookies, Reverie uses your browser&apos;s storage for a handful of strictly necessary items. They
          never leave your device except for the session token, which is sent to our server to identify you.
        </p>
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-card/80 text-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Key
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Where
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Purpose
                </th>
              </tr>
            </thead>
            <tbody>
              {storedItems.map((item) => (
                <tr key={item.key} className="border-t border-border align-top">
                  <td className="px-4 py-3 font-mono text-primary">{item.key}</td>
                  <td className="px-4 py-3">{item.where}</td>
                  <td className="px-4 py-3">{item.why}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </DocumentSection>
      <DocumentSection title="Payments">
        <p>
          When you buy credits or a plan, our card payment provider may set its own cookies on its payment pages to
          prevent fraud and complete the payment. Those cookies are governed by the provider&apos;s policy.
        </p>
      </DocumentSection>
      <DocumentSection title="Your choices">
        <ul>
          <li>
            Accept or Reject on the cookie notice records your choice; the items above are needed for the site to work
            either way.
          </li>
          <li>
            Logging out removes your session token. Clearing your browser&apos;s site data removes everything listed
            here.
          </li>
        </ul>
        <p>
          Questions? Read the{' '}
          <Link to="/terms-of-use" className="text-primary underline underline-offset-4">
            Terms of Use
          </Link>{' '}
          or the{' '}
          <Link to="/faq" className="text-primary underline underline-offset-4">
            FAQ
          </Link>
          .
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
