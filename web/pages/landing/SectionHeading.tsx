export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-xs font-semibold tracking-[0.25em] text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-4xl font-semibold sm:text-5xl">
        {title}
      </h2>
      <p className="mt-4 text-foreground/70">{text}</p>
    </div>
  );
}
