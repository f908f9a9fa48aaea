import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AGE_VERIFIED_KEY } from '#web/lib/consent';
import { AgeGate } from './AgeGate';

function renderInRoot() {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  render(
    <>
      <a href="/faq">Behind the gate</a>
      <AgeGate />
    </>,
    { container: root },
  );
  return root;
}

describe('AgeGate', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    document.getElementById('root')?.remove();
  });

  it('covers a first visit as a modal that keeps focus on its buttons and hides the app beneath', () => {
    const root = renderInRoot();
    const gate = screen.getByRole('dialog', { name: 'Adults only' });
    expect(gate.getAttribute('aria-modal')).toBe('true');
    const [enter, leave] = [
      screen.getByRole('button', { name: 'I am 18 or older – Enter' }),
      screen.getByRole('button', { name: 'Leave' }),
    ];
    expect(document.activeElement).toBe(enter);
    expect(root.getAttribute('aria-hidden')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');

    fireEvent.keyDown(enter, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(leave);
    fireEvent.keyDown(leave, { key: 'Tab' });
    expect(document.activeElement).toBe(enter);
    screen.getByText('Behind the gate').focus();
    expect(document.activeElement).toBe(enter);
  });

  it('lets an adult in, remembers it, and gives the page back', () => {
    const root = renderInRoot();
    fireEvent.click(screen.getByRole('button', { name: 'I am 18 or older – Enter' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(AGE_VERIFIED_KEY)).toBe('true');
    expect(root.hasAttribute('aria-hidden')).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('stays away once the visitor has said they are an adult', () => {
    localStorage.setItem(AGE_VERIFIED_KEY, 'true');
    renderInRoot();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
