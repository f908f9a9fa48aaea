import { Heart, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { Story } from '#common/contract';
import type { LikeResponse, VoteResponse } from '#web/api/stories';

export type VoteAction = 'like' | 'upvote' | 'downvote';

export type VoteState = Pick<Story, 'likes' | 'hasLiked' | 'upvotes' | 'downvotes' | 'hasUpvoted' | 'hasDownvoted'>;

export function voteStateOf(story: VoteState): VoteState {
  const { likes, hasLiked, upvotes, downvotes, hasUpvoted, hasDownvoted } = story;
  return { likes, hasLiked, upvotes, downvotes, hasUpvoted, hasDownvoted };
}

const step = (count: number, on: boolean) => Math.max(0, count + (on ? 1 : -1));

/** The optimistic toggle: upvoting drops a downvote and the reverse; no count goes below 0. */
export function applyVote(state: VoteState, action: VoteAction): VoteState {
  if (action === 'like') return { ...state, hasLiked: !state.hasLiked, likes: step(state.likes, !state.hasLiked) };
  if (action === 'upvote') {
    const hasUpvoted = !state.hasUpvoted;
    return {
      ...state,
      hasUpvoted,
      upvotes: step(state.upvotes, hasUpvoted),
      hasDownvoted: hasUpvoted ? false : state.hasDownvoted,
      downvotes: hasUpvoted && state.hasDownvoted ? step(state.downvotes, false) : state.downvotes,
    };
  }
  const hasDownvoted = !state.hasDownvoted;
  return {
    ...state,
    hasDownvoted,
    downvotes: step(state.downvotes, hasDownvoted),
    hasUpvoted: hasDownvoted ? false : state.hasUpvoted,
    upvotes: hasDownvoted && state.hasUpvoted ? step(state.upvotes, false) : state.upvotes,
  };
}

/** The server's answer wins over the optimistic guess. */
export function withServerAnswer(state: VoteState, answer: LikeResponse | VoteResponse): VoteState {
  return { ...state, ...answer };
}

/** The success toast's title for the state the server confirmed. */
export function voteToastTitle(action: VoteAction, state: VoteState): string {
  if (action === 'like') return state.hasLiked ? 'Story Liked' : 'Unliked';
  if (action === 'upvote') return state.hasUpvoted ? 'Upvoted' : 'Upvote removed';
  return state.hasDownvoted ? 'Downvoted' : 'Downvote removed';
}

export const voteFailureMessage = (action: VoteAction) => `Failed to ${action} story. Please try again.`;

/** The three vote buttons of a story, in the order every screen shows them. */
export function voteButtonsOf(votes: VoteState) {
  return [
    { action: 'like', label: 'Like', icon: Heart, on: votes.hasLiked, count: votes.likes },
    { action: 'upvote', label: 'Upvote', icon: ThumbsUp, on: votes.hasUpvoted, count: votes.upvotes },
    { action: 'downvote', label: 'Downvote', icon: ThumbsDown, on: votes.hasDownvoted, count: votes.downvotes },
  ] as const;
}
