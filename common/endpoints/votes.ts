import type { LikeResponse, VoteResponse } from '../contract';
import { endpoint } from '../endpoint';

/** A reader's like and votes on a story; each call toggles. */
export const voteEndpoints = {
  like: endpoint<LikeResponse>()('POST', '/api/stories/:id/like'),
  upvote: endpoint<VoteResponse>()('POST', '/api/stories/:id/upvote'),
  downvote: endpoint<VoteResponse>()('POST', '/api/stories/:id/downvote'),
};
