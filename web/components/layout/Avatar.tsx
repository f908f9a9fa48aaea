import { initial } from '#web/lib/format';

export function Avatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-8 place-items-center rounded-full bg-gradient-to-br from-wine to-[#b5536f] text-sm font-semibold text-foreground"
    >
      {initial(name)}
    </span>
  );
}
