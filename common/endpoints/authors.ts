import type { Author, FollowingResponse, FollowResponse } from '../contract';
import { endpoint } from '../endpoint';

/** Authors' pages and following them. */
export const authorEndpoints = {
  author: endpoint<Author>()('GET', '/api/authors/:id'),
  follow: endpoint<FollowResponse>()('PUT', '/api/authors/:id/follow'),
  unfollow: endpoint<FollowResponse>()('DELETE', '/api/authors/:id/follow'),
  following: endpoint<FollowingResponse>()('GET', '/api/user/following'),
};
