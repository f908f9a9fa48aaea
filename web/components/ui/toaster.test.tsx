import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '#web/lib/toast';
import { Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(cleanup);

  it('shows one toast at a time: a new one replaces the previous', () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Login failed', description: 'Wrong password', variant: 'destructive' }));
    expect(screen.getByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Wrong password')).toBeTruthy();

    act(() => void toast({ title: 'Login successful', description: 'Welcome back!' }));
    expect(screen.getByText('Login successful')).toBeTruthy();
    expect(screen.queryByText('Login failed')).toBeNull();
    expect(screen.getAllByRole('status').length).toBeLessThanOrEqual(1);
  });

  it('announces every toast, an error too, in a polite live region', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Login failed', description: 'Wrong password', variant: 'destructive' }));
    await waitFor(() => {
      const announcement = document.querySelector('[aria-live="polite"]');
      expect(announcement?.textContent).toContain('Login failed');
    });
    expect(document.querySelector('[aria-live="assertive"]')).toBeNull();
  });
});
