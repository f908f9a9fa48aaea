import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';

interface ListStateProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  emptyText: string;
  errorText: string;
  onRetry: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  children: ReactNode;
}

/** A list with its loading, error and empty states, and a Load More button while the server has more. */
export function ListState(props: ListStateProps) {
  if (props.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (props.isError) {
    return (
      <div className="rounded-xl border border-border bg-card/60 p-8 text-center text-muted-foreground">
        <p>{props.errorText}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={props.onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (props.isEmpty) {
    return (
      <p className="rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground">
        {props.emptyText}
      </p>
    );
  }
  return (
    <>
      {props.children}
      {props.hasNextPage && (
        <div className="mt-6 text-center">
          <Button variant="outline" onClick={props.onLoadMore} disabled={props.isFetchingNextPage}>
            {props.isFetchingNextPage ? 'Loading...' : 'Load More'}
          </Button>
        </div>
      )}
    </>
  );
}
