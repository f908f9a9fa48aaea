import { Link } from 'react-router';
import { AGE_LIMIT } from '#common/catalogue/age';
import { Logo } from './Logo';

const sections = [
  {
    title: 'Navigation',
    links: [
      { to: '/', label: 'Home' },
      { to: '/discover', label: 'Discover' },
      { to: '/create', label: 'Create' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/cookie-policy', label: 'Cookie Policy' },
      { to: '/terms-of-use', label: 'Terms of Use' },
      { to: '/accessibility', label: 'Accessibility' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/faq', label: 'FAQ' },
      { to: '/monetization-guide', label: 'Pricing Guide' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="border-t border-border/70 bg-black/20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr_1fr]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-sm text-sm leading-relaxed text-muted-foreground">
            Personalised romantic stories written from your own fantasy and narrated in the voice you choose.
          </p>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 px-3 py-1 text-xs font-semibold text-primary">
            {AGE_LIMIT}+ · For adults only
          </p>
        </div>
        {sections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="mb-3 font-sans text-xs font-semibold tracking-[0.2em] text-foreground/70 uppercase">
              {section.title}
            </h2>
            <ul className="space-y-2">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="focus-ring rounded text-sm text-muted-foreground hover:text-primary">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-border/50 py-5 text-center text-xs text-muted-foreground">
        © {new Date().getFullYear()} Reverie. All characters are fictional, consenting adults.
      </p>
    </footer>
  );
}
