import { initial } from '#web/lib/format';

/**
 * The initial is drawn by CSS, not written as text: a control's visible text is then the name beside
 * it alone, which its accessible name can start with (label in name, WCAG 2.5.3).
 */
export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      data-initial={initial(name)}
      className="grid size-8 place-items-center rounded-full bg-gradient-to-br from-wine to-[#b5536f] text-sm font-semibold text-foreground before:content-[attr(data-initial)]"
    />
  );
}
