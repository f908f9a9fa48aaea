import { Link } from 'react-router';
import type { AdminWriterFailure } from '#common/contract';
import type { useWriterFailures } from '#web/api/adminReview';
import { AdminTable } from './AdminTable';
import { ListState } from './ListState';
import { when } from './when';

const statusText = (failure: AdminWriterFailure) => (failure.status === null ? 'No answer' : `HTTP ${failure.status}`);

function ChapterLink({ failure }: { failure: AdminWriterFailure }) {
  if (failure.storyId === null) return <span className="text-muted-foreground">Story deleted</span>;
  return (
    <Link to={`/story/${failure.storyId}`} className="text-primary underline-offset-4 hover:underline">
      {failure.storyTitle}, chapter {failure.chapterNumber}
    </Link>
  );
}

/** The writer's recent failures, newest first: which provider, what it answered and why, for which chapter. */
export function WriterFailuresPanel({ list }: { list: ReturnType<typeof useWriterFailures> }) {
  return (
    <section aria-label="Writer failures" className="space-y-5">
      <p className="text-sm text-muted-foreground">
        Chapters the writing service failed to write (each was refunded). The reason is the service&apos;s own answer,
        with keys removed, or what Reverie saw: a timeout, a refusal, a broken stream.
      </p>
      <ListState
        isPending={list.isPending}
        isError={list.isError}
        isEmpty={list.items.length === 0}
        emptyText="The writer has not failed. All clear."
        errorText={list.error?.message ?? 'The writer failures could not be loaded.'}
        onRetry={() => void list.refetch()}
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      >
        <AdminTable columns={['When', 'Provider', 'Status', 'Chapter', 'Reason']}>
          {list.items.map((failure) => (
            <tr key={failure._id} className="align-top hover:bg-muted/30">
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{when(failure.createdAt)}</td>
              <td className="max-w-48 px-4 py-3 break-words">{failure.provider}</td>
              <td className="px-4 py-3 whitespace-nowrap">{statusText(failure)}</td>
              <td className="px-4 py-3">
                <ChapterLink failure={failure} />
              </td>
              <td className="max-w-md px-4 py-3 text-right break-words text-muted-foreground">{failure.reason}</td>
            </tr>
          ))}
        </AdminTable>
        <ul className="space-y-3 md:hidden">
          {list.items.map((failure) => (
            <li key={failure._id} className="rounded-xl border border-border bg-card/70 p-4 text-sm">
              <p className="font-medium">
                {failure.provider} · {statusText(failure)}
              </p>
              <p className="text-muted-foreground">
                <ChapterLink failure={failure} /> · {when(failure.createdAt)}
              </p>
              <p className="mt-2 break-words text-foreground/80">{failure.reason}</p>
            </li>
          ))}
        </ul>
      </ListState>
    </section>
  );
}
