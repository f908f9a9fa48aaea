import { SectionHeading } from './SectionHeading';

const steps = [
  { title: 'Describe', text: 'Tell us the fantasy in a few sentences: who, where, what you long for.' },
  { title: 'Customize', text: 'Choose the era, the setting, the characters, the tone and how explicit it gets.' },
  { title: 'Generate', text: 'Reverie writes your first chapter in moments, with choices for what comes next.' },
  { title: 'Enjoy', text: 'Read it, listen to it narrated, continue it, and keep it private or share it.' },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-border/60 bg-black/15">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading
          id="how-title"
          eyebrow="How it works"
          title="Four steps to your story"
          text="From a whispered idea to a narrated chapter in a couple of minutes."
        />
        <ol className="mt-12 grid gap-8 md:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="relative">
              <span className="font-display text-6xl font-semibold text-gradient">{index + 1}</span>
              <h3 className="mt-2 text-2xl font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
