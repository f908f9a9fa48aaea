import { Heart, ThumbsDown, ThumbsUp } from 'lucide-react';
import type { LikeResponse, Story, VoteResponse } from '#common/contract';
import { counted } from '#web/lib/format';

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

const voteButton = (action: VoteAction, label: string, icon: typeof Heart, on: boolean, count: number) => ({
  action,
  icon,
  on,
  count,
  name: `${label}, ${counted(count, label.toLowerCase())}`,
});

/**
 * The three vote buttons of a story, in the order every screen shows them; `name` is what a screen
 * reader says ("Upvote, 12 upvotes"), beside `aria-pressed` telling whether it is on.
 */
export function voteButtonsOf(votes: VoteState) {
  return [
    voteButton('like', 'Like', Heart, votes.hasLiked, votes.likes),
    voteButton('upvote', 'Upvote', ThumbsUp, votes.hasUpvoted, votes.upvotes),
    voteButton('downvote', 'Downvote', ThumbsDown, votes.hasDownvoted, votes.downvotes),
  ];
}
