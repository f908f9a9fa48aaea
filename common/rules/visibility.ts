import type { AccessType, PublishedAccessType } from '../catalogue/access';

/** A story's access now, and the access it returns to when made public again. */
export interface AccessState {
  accessType: AccessType;
  publishedAccessType: PublishedAccessType;
}

/** A new story's state: a story created private is published as plain public. */
export function initialAccessState(accessType: AccessType): AccessState {
  return { accessType, publishedAccessType: accessType === 'private' ? 'public' : accessType };
}

/**
 * The visibility switch: going private remembers the published access (Exclusive, Early access or
 * Public), and going public restores it, so a round trip never turns a premium story into a free one.
 */
export function switchVisibility(state: AccessState, isPublic: boolean): AccessState {
  if (isPublic)
    return { ...state, accessType: state.accessType === 'private' ? state.publishedAccessType : state.accessType };
  if (state.accessType === 'private') return state;
  return { accessType: 'private', publishedAccessType: state.accessType };
}
