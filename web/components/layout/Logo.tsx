import { Feather } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link to="/" className="focus-ring group flex items-center gap-2 rounded-lg" aria-label="Reverie home">
      <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-[#f2c6b4] to-wine shadow-lg shadow-wine/40 transition-transform group-hover:rotate-6">
        <Feather className="size-5 text-plum" aria-hidden="true" />
      </span>
      <span className="font-display text-2xl font-semibold tracking-wide text-gradient">Reverie</span>
    </Link>
  );
}
