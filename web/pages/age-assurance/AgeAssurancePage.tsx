import { Link } from 'react-router';
import { AGE_LIMIT } from '#common/catalogue/age';
import { DocumentPage, DocumentSection } from '#web/components/layout/DocumentPage';

/** What the age check is, in plain words: what is checked, what is kept, and why. */
export default function AgeAssurancePage() {
  return (
    <DocumentPage
      eyebrow="Your privacy"
      title="Why we check your age"
      intro={
        <p>
          Reverie’s stories are written for adults. In some countries the law asks sites like ours to make sure, with a
          real check, that readers are at least {AGE_LIMIT}. Clicking “I am 18 or older” is not enough there.
        </p>
      }
    >
      <DocumentSection title="Why">
        <p>
          The United Kingdom’s Online Safety Act, France’s rules for adult sites, Italy, Germany and a growing number of
          US states require “highly effective” age checks before anyone can read or hear sexual content. Where those
          rules apply to you, chapters, narration and premium stories open once your account is verified. Titles, covers
          and a short, tame excerpt stay open to everyone.
        </p>
      </DocumentSection>
      <DocumentSection title="What is checked">
        <ul>
          <li>
            <strong>Photo ID and selfie</strong>: Stripe Identity reads the date of birth on your passport, driving
            licence or ID card and matches your face to its photo. It tells us only whether you are {AGE_LIMIT} or over.
          </li>
          <li>
            <strong>Credit card check</strong>: Stripe asks your bank to confirm a credit card, without charging it.
            Banks give credit cards only to adults, so debit and prepaid cards do not count.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection title="What we keep">
        <p>
          Only the outcome: that your account is a verified adult, which method was used, the provider’s reference for
          the check, and when. We never receive or keep a picture of your document, your face, your card number or your
          date of birth. Those stay with the provider, under its own privacy policy.
        </p>
      </DocumentSection>
      <DocumentSection title="Changing your mind">
        <p>
          Deleting your account deletes the outcome too. If you think a check was wrong, write to us and an
          administrator can withdraw it. You can see your standing on your <Link to="/profile">profile</Link>, and
          verify on the <Link to="/verify-age">Verify your age</Link> page.
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
