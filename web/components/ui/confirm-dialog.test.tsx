import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('opened by its trigger: Cancel does nothing, the action runs once and closes the dialog', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete Story"
        description="This action cannot be undone."
        confirmLabel="Delete for good"
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('This action cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('driven by its owner: it stays open after the action until the owner closes it, and waits while pending', () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const dialog = (pending: boolean) => (
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Delete User"
        description="This action cannot be undone."
        confirmLabel="Delete"
        pending={pending}
        onConfirm={onConfirm}
      />
    );
    const { rerender } = render(dialog(false));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
    rerender(dialog(true));
    expect(screen.getByRole('button', { name: 'Delete' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
