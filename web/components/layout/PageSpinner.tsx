import { Spinner } from '../ui/spinner';

export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner label={label} />
    </div>
  );
}
