import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { LikeResponse, ListedStory, VoteResponse } from '#common/contract';
import { likeStory, storyKeys, voteStory } from '#web/api/stories';
import { useAuth } from '#web/lib/auth';
import { toast } from '#web/lib/toast';
import {
  type VoteAction,
  type VoteState,
  applyVote,
  voteFailureMessage,
  voteStateOf,
  voteToastTitle,
  withServerAnswer,
} from './voteState';

const send = (storyId: string, action: VoteAction): Promise<LikeResponse | VoteResponse> =>
  action === 'like' ? likeStory(storyId) : voteStory(storyId, action);

/**
 * Like, upvote and downvote of one story: applied at once, rolled back on error, then replaced by
 * the server's answer; the story and the lists are refetched afterwards. Guests go to /login.
 */
export function useStoryVotes(story: ListedStory, { notify = true }: { notify?: boolean } = {}) {
  const queryClient = useQueryClient();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [votes, setVotes] = useState<VoteState>(() => voteStateOf(story));

  const mutation = useMutation({
    mutationFn: (action: VoteAction) => send(story._id, action),
    onMutate: (action): { previous: VoteState } => {
      const previous = votes;
      setVotes(applyVote(previous, action));
      return { previous };
    },
    onError: (_error, action, context) => {
      if (context) setVotes(context.previous);
      if (notify) toast({ variant: 'destructive', title: voteFailureMessage(action) });
    },
    onSuccess: (answer, action) => {
      const confirmed = withServerAnswer(votes, answer);
      setVotes(confirmed);
      if (notify) toast({ title: voteToastTitle(action, confirmed) });
    },
    onSettled: () =>
      Promise.all(
        [storyKeys.detail(story._id), storyKeys.public, storyKeys.premium].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });

  // A refetched story brings the server's counts; take them once no vote is in flight.
  const serverVotes = JSON.stringify(voteStateOf(story));
  const [syncedVotes, setSyncedVotes] = useState(serverVotes);
  const pending = mutation.isPending;
  if (serverVotes !== syncedVotes && !pending) {
    setSyncedVotes(serverVotes);
    setVotes(JSON.parse(serverVotes) as VoteState);
  }

  const vote = (action: VoteAction) => {
    if (!isAuthenticated) {
      const back = `${location.pathname}${location.search}`.slice(1);
      void navigate(`/login?redirect=${encodeURIComponent(back)}`);
      return;
    }
    mutation.mutate(action);
  };

  return { votes, vote, pending };
}
