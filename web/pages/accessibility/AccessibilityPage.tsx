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
      <DocumentSection title="Our target">
        <p>
          We aim to meet the <strong>Web Content Accessibility Guidelines (WCAG) 2.2, level AA</strong>, as the European
          Accessibility Act asks of online services. Every screen, dialog and menu is checked automatically against
          these guidelines in each test run, on a phone-sized and a desktop-sized window.
        </p>
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
            &ldquo;Upvote, 12 upvotes&rdquo;, pressed or not). A chapter being written is announced once when it starts
            and once when it is ready, not word by word, and notifications are read politely.
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
