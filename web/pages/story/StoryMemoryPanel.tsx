import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Brain } from 'lucide-react';
import { useEffect, useState } from 'react';
import { WRITER_MEMORY_MAX_CHARS } from '#common/catalogue/limits';
import { messageOf } from '#web/api/client';
import { memoryQuery, saveMemory, useStoryMemory } from '#web/api/steering';
import { Button } from '#web/components/ui/button';
import { Textarea } from '#web/components/ui/textarea';
import { toast } from '#web/lib/toast';

/** What the writer remembers of the story, for the owner to read and correct before the next chapter. */
export default function StoryMemoryPanel({ storyId, busy }: { storyId: string; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const memory = useStoryMemory(storyId, open);
  const [draft, setDraft] = useState('');
  const queryClient = useQueryClient();
  useEffect(() => {
    if (memory.data) setDraft(memory.data.memory);
  }, [memory.data]);
  const save = useMutation({
    mutationFn: () => saveMemory(storyId, draft),
    onSuccess: (saved) => {
      queryClient.setQueryData(memoryQuery(storyId).queryKey, saved);
      toast({ title: 'Story Memory Saved', description: 'The next chapter will follow it.' });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Failed to save the story memory.', description: messageOf(error, '') }),
  });

  return (
    <details
      className="rounded-xl border border-border bg-card/60 p-4"
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary className="flex cursor-pointer items-center gap-2 font-medium">
        <Brain className="size-4 text-primary" aria-hidden="true" />
        Story memory
      </summary>
      <div className="mt-4 space-y-3">
        <p className="text-sm text-muted-foreground">
          What the writer remembers: the characters, places, facts, open threads and a summary. Change it and the next
          chapter follows your version.
        </p>
        {memory.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : (
          <>
            <Textarea
              aria-label="Story memory"
              value={draft}
              maxLength={WRITER_MEMORY_MAX_CHARS}
              rows={12}
              className="font-mono text-xs sm:text-sm"
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="flex items-center justify-between gap-3">
              <span className="text-xs text-muted-foreground">
                {draft.length}/{WRITER_MEMORY_MAX_CHARS}
              </span>
              <Button
                size="sm"
                disabled={save.isPending || busy || draft === memory.data?.memory}
                onClick={() => save.mutate()}
              >
                Save memory
              </Button>
            </div>
            {busy && (
              <p className="text-xs text-muted-foreground">
                A chapter is being written; edit the memory once it is done.
              </p>
            )}
          </>
        )}
      </div>
    </details>
  );
}
