import { Link } from 'react-router';
import { DocumentPage, DocumentSection } from '#web/components/layout/DocumentPage';

/** Where readers report an accessibility barrier (the accessibility statement); replace with the live support address. */
const SUPPORT_EMAIL = 'support@reverie.example';

const link = 'text-primary underline underline-offset-4';

export default function AccessibilityPage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Accessibility"
      intro="Reverie is meant to be read and heard by everyone, including people who listen rather than read and people who use a keyboard, a screen reader or a magnifier."
    >
      <DocumentSection title="Conformance status">
        <p>
          We aim to meet the <strong>Web Content Accessibility Guidelines (WCAG) 2.2, level AA</strong>, as the European
          Accessibility Act asks of online services. Reverie <strong>partially conforms</strong> to it: the pages,
          dialogs, menus, forms and the audio player conform, with the exceptions listed under known limitations below.
        </p>
        <p>This statement was last reviewed on 27 November 2026.</p>
      </DocumentSection>
      <DocumentSection title="How we tested">
        <ul>
          <li>
            <strong>Automated checks in every test run:</strong> every page, signed in and signed out, on a phone-sized
            and a desktop-sized window, and every dialog and menu while it is open, is checked with axe-core against the
            WCAG 2.2 A and AA rules.
          </li>
          <li>
            <strong>Keyboard only:</strong> signing up, creating a story, reading it, choosing what happens next,
            narrating it, buying credits and playing the narration are tested with the keyboard alone.
          </li>
          <li>
            <strong>Reflow and zoom:</strong> every page is checked for sideways scrolling at 320 pixels wide and at 200
            % zoom of a 1280 × 800 window.
          </li>
          <li>
            <strong>Screen reader announcements:</strong> the live text of a chapter being written, notifications and
            form errors are checked by component tests for what they announce.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection title="What is supported">
        <ul>
          <li>
            <strong>Keyboard:</strong> everything works without a mouse: Tab and Shift+Tab move between controls, Enter
            and Space activate them, arrow keys move between tabs, sliders and options, and Escape closes a dialog.
            Focus is always visible, moves into a dialog when it opens and returns to the control that opened it.
          </li>
          <li>
            <strong>Screen readers:</strong> controls are named by what they do and say their state (for example
            &ldquo;Upvote, 12 upvotes&rdquo;, pressed or not). A chapter being written is read out politely a sentence
            at a time, its last sentence included, then announced as ready; notifications are read politely too.
          </li>
          <li>
            <strong>Narration:</strong> every chapter can be listened to. The player can be used from the keyboard
            (play, 10 seconds back or forward, seeking with the arrow keys, speed), and the time is read out.
          </li>
          <li>
            <strong>Reduced motion:</strong> if your device asks for less motion, animations and shimmering placeholders
            are switched off.
          </li>
          <li>
            <strong>Zoom and text size:</strong> pages can be zoomed to 200 % without content being cut off or needing
            to scroll sideways, and the reading screen has its own font and size choices.
          </li>
          <li>
            <strong>Colour and size:</strong> text meets the AA contrast ratios in every state, and touch targets are at
            least 24 by 24 pixels.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection title="Known limitations">
        <ul>
          <li>
            Stories and their narration are written by AI: the text has no headings inside a chapter, and narration
            voices can mispronounce names.
          </li>
          <li>Payments with a card provider may open its own page, whose accessibility is the provider&apos;s.</li>
          <li>The read-along highlight follows the narration by sentence, not by word, with the built-in voice.</li>
          <li>
            Reverie has not yet been reviewed by people who use screen readers or switch access every day; the checks
            above are automated.
          </li>
        </ul>
      </DocumentSection>
      <DocumentSection title="Report a barrier">
        <p>
          If something on Reverie is hard or impossible for you to use, tell us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}?subject=Accessibility`} className={link}>
            {SUPPORT_EMAIL}
          </a>
          . Say which page it was, what you were trying to do, and the device, browser and assistive technology you use.
          While we fix it, we help you reach the content another way.
        </p>
        <p>
          For other questions, see the{' '}
          <Link to="/faq" className={link}>
            FAQ
          </Link>
          .
        </p>
      </DocumentSection>
    </DocumentPage>
  );
}
