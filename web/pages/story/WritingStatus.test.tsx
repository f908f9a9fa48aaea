import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WritingStatus } from './WritingStatus';

describe('WritingStatus', () => {
  afterEach(cleanup);

  it('says once that the chapter is being written, then that it is ready', () => {
    const view = render(<WritingStatus live status="writing" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Writing chapter…');
    view.rerender(<WritingStatus live={false} status="ready" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Chapter ready');
  });

  it('stays silent for a chapter that was already written', () => {
    render(<WritingStatus live={false} status="ready" />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('leaves a failure to the alert', () => {
    const view = render(<WritingStatus live status="writing" />);
    view.rerender(<WritingStatus live={false} status="failed" />);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
