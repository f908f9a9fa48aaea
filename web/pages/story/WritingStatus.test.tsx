import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WritingStatus } from './WritingStatus';

describe('WritingStatus', () => {
  afterEach(cleanup);

  it('says once that the chapter is being written, and leaves its end to the live text and a failure to the alert', () => {
    const view = render(<WritingStatus live />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Writing chapter…');
    view.rerender(<WritingStatus live={false} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('');
  });
});
