import { Headphones, Lock, Split, WandSparkles } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { SectionHeading } from './SectionHeading';

const features = [
  {
    icon: WandSparkles,
    title: 'Written for you alone',
    text: 'Your setting, your characters, your pace. Every story begins with your own words.',
  },
  {
    icon: Headphones,
    title: 'Narrated in a chosen voice',
    text: 'Turn any chapter into audio and let a voice you pick carry you through it.',
  },
  {
    icon: Split,
    title: 'You choose what happens',
    text: 'At the turning points, pick the path. Continue, branch or bring the story to its end.',
  },
  {
    icon: Lock,
    title: 'Private or shared',
    text: 'Keep a story to yourself, or share it with the community and collect their hearts.',
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading
        id="features-title"
        eyebrow="Why Reverie"
        title="Intimate, imaginative, yours"
        text="An AI storyteller that listens to what you want and writes it with taste."
      />
      <div className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {features.map(({ icon: Icon, title, text }) => (
          <Card
            key={title}
            className="p-6 transition-transform duration-300 hover:-translate-y-1 hover:border-primary/40"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-wine to-plum text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-2xl font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
          </Card>
        ))}
      </div>
    </section>
  );
}
