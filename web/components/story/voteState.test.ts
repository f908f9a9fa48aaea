import { describe, expect, it } from 'vitest';
import { type VoteState, applyVote, voteFailureMessage, voteToastTitle, withServerAnswer } from './voteState';

const none: VoteState = { likes: 0, hasLiked: false, upvotes: 0, downvotes: 0, hasUpvoted: false, hasDownvoted: false };

describe('optimistic votes', () => {
  it('toggles a like on and off', () => {
    const liked = applyVote({ ...none, likes: 4 }, 'like');
    expect(liked).toMatchObject({ hasLiked: true, likes: 5 });
    expect(applyVote(liked, 'like')).toMatchObject({ hasLiked: false, likes: 4 });
  });

  it('upvoting removes a downvote and the reverse', () => {
    const down = { ...none, downvotes: 3, hasDownvoted: true, upvotes: 1 };
    expect(applyVote(down, 'upvote')).toMatchObject({
      hasUpvoted: true,
      upvotes: 2,
      hasDownvoted: false,
      downvotes: 2,
    });
    const up = { ...none, upvotes: 3, hasUpvoted: true, downvotes: 1 };
    expect(applyVote(up, 'downvote')).toMatchObject({
      hasDownvoted: true,
      downvotes: 2,
      hasUpvoted: false,
      upvotes: 2,
    });
  });

  it('a second upvote or downvote takes it back and leaves the other alone', () => {
    expect(applyVote({ ...none, upvotes: 2, hasUpvoted: true, downvotes: 5 }, 'upvote')).toMatchObject({
      hasUpvoted: false,
      upvotes: 1,
      downvotes: 5,
    });
    expect(applyVote({ ...none, downvotes: 2, hasDownvoted: true, upvotes: 5 }, 'downvote')).toMatchObject({
      hasDownvoted: false,
      downvotes: 1,
      upvotes: 5,
    });
  });

  it('never lets a count go below 0, even from inconsistent data', () => {
    expect(applyVote({ ...none, hasLiked: true }, 'like').likes).toBe(0);
    expect(applyVote({ ...none, hasUpvoted: true }, 'upvote').upvotes).toBe(0);
    expect(applyVote({ ...none, hasDownvoted: true }, 'upvote')).toMatchObject({ downvotes: 0, upvotes: 1 });
    expect(applyVote({ ...none, hasUpvoted: true }, 'downvote')).toMatchObject({ upvotes: 0, downvotes: 1 });
  });

  it('the server answer overwrites the optimistic guess; rollback is the untouched previous state', () => {
    const previous = { ...none, likes: 1 };
    const guess = applyVote(previous, 'like');
    expect(withServerAnswer(guess, { hasLiked: true, likes: 7 })).toMatchObject({ hasLiked: true, likes: 7 });
    expect(withServerAnswer(guess, { hasUpvoted: false, hasDownvoted: true, upvotes: 0, downvotes: 9 })).toMatchObject({
      likes: 2,
      downvotes: 9,
      hasDownvoted: true,
    });
    expect(previous).toEqual({ ...none, likes: 1 });
  });

  it('names the toasts of the spec', () => {
    expect(voteToastTitle('like', { ...none, hasLiked: true })).toBe('Story Liked');
    expect(voteToastTitle('like', none)).toBe('Unliked');
    expect(voteToastTitle('upvote', { ...none, hasUpvoted: true })).toBe('Upvoted');
    expect(voteToastTitle('downvote', { ...none, hasDownvoted: true })).toBe('Downvoted');
    expect(voteFailureMessage('like')).toBe('Failed to like story. Please try again.');
    expect(voteFailureMessage('upvote')).toBe('Failed to upvote story. Please try again.');
    expect(voteFailureMessage('downvote')).toBe('Failed to downvote story. Please try again.');
  });
});
