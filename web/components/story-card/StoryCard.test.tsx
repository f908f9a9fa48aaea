import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Story } from '#common/contract';
import { buildStory } from '#web/test/factories';
import { mockFetch } from '#web/test/http';
import { renderApp } from '#web/test/render';
import { STORY_PLACEHOLDER_IMAGE, StoryCard } from './StoryCard';

function renderCard(story: Story) {
  mockFetch({});
  return renderApp([{ path: '/', element: <StoryCard story={story} /> }]);
}

describe('StoryCard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('previews the first 120 characters and links to the story', () => {
    const content = `${'a'.repeat(120)}TAIL`;
    const { container } = renderCard(buildStory({ _id: 'abc', content }));
    const preview = screen.getByText((text) => text.startsWith('aaaa'));
    expect(preview.textContent).toBe(`${'a'.repeat(120)}…`);
    expect(screen.queryByText(/TAIL/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Moonlight in Florence' }).getAttribute('href')).toBe('/story/abc');
    expect(container.querySelector('img')?.getAttribute('src')).toBe(STORY_PLACEHOLDER_IMAGE);
    expect(screen.getByAltText('Cover of Moonlight in Florence')).toBeTruthy();
  });

  it('shows the writing tone, Romance by default, and the story’s listening time to the nearest minute', () => {
    const story = buildStory({ listeningSeconds: 158 });
    renderCard({ ...story, settings: { ...story.settings, writingTone: '' } });
    expect(screen.getByText('Romance')).toBeTruthy();
    expect(screen.getByText('3 min listen')).toBeTruthy();
  });

  it("times the whole story from the server's listening seconds, not the list's excerpt", () => {
    renderCard(buildStory({ content: 'x'.repeat(200), contentLength: 3000, listeningSeconds: 570 }));
    expect(screen.getByText('10 min listen')).toBeTruthy();
  });

  it('shows a 4:14 narration as a 4 minute listen, the real duration rounded', () => {
    renderCard(buildStory({ listeningSeconds: 254 }));
    expect(screen.getByText('4 min listen')).toBeTruthy();
  });

  it('keeps the story image and its own tone', () => {
    const { container } = renderCard(buildStory({ imageUrl: '/images/cover.png' }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/cover.png');
    expect(screen.getByText('Romantic')).toBeTruthy();
  });

  it('shows Top Author for Popular or Legend Author, as a string or an object', () => {
    const asObject = renderCard(
      buildStory({ authorBadges: [{ id: 'legend_author', name: 'Legend Author', color: 'gold', description: '' }] }),
    );
    expect(screen.getByText('Top Author')).toBeTruthy();
    asObject.unmount();

    // Older answers carry bare names.
    const asString = renderCard(buildStory({ authorBadges: ['Popular Author'] as unknown as Story['authorBadges'] }));
    expect(screen.getByText('Top Author')).toBeTruthy();
    asString.unmount();

    renderCard(
      buildStory({ authorBadges: [{ id: 'storyteller', name: 'Storyteller', color: 'blue', description: '' }] }),
    );
    expect(screen.queryByText('Top Author')).toBeNull();
  });

  it('shows the vote counts', () => {
    renderCard(buildStory({ likes: 4, upvotes: 2, downvotes: 1, hasLiked: true }));
    expect(screen.getByRole('button', { name: 'Like, 4 likes' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Upvote, 2 upvotes' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Downvote, 1 downvote' })).toBeTruthy();
    expect(screen.getByTestId('like-count').textContent).toBe('4');
    expect(screen.getByTestId('upvote-count').textContent).toBe('2');
    expect(screen.getByTestId('downvote-count').textContent).toBe('1');
  });

  it('shows the tags, then the content notes, with their labels', () => {
    renderCard(buildStory({ tags: ['dominance', 'slow-burn', 'historical'] }));
    const list = screen.getByRole('list', { name: 'Tags and content notes' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Slow burn',
      'Historical',
      'Note · Dominance',
    ]);
  });

  it('shows no tag list for a story without tags', () => {
    renderCard(buildStory({ tags: [] }));
    expect(screen.queryByRole('list', { name: 'Tags and content notes' })).toBeNull();
  });
});
