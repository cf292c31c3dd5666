import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PREMIUM_CREDIT_RULE } from '@haven/core';
import { SetupView } from './setup-view';

// Issue 18: the credit rule is stated before a premium session starts, tied to the start button.
function renderSetup(isPremium: boolean) {
  render(
    <MemoryRouter>
      <SetupView starting={false} onStart={() => {}} isPremium={isPremium} />
    </MemoryRouter>,
  );
}

describe('therapy setup', () => {
  it('states the credit rule to premium users and describes the start button with it', () => {
    renderSetup(true);
    const rule = screen.getByText(PREMIUM_CREDIT_RULE);
    expect(rule.textContent).toMatch(/5 minutes/);
    expect(screen.getByRole('button', { name: 'Begin Therapy Session' }).getAttribute('aria-describedby')).toBe(rule.id);
  });

  it('does not show it to free users, whose one free session has no credits', () => {
    renderSetup(false);
    expect(screen.queryByText(PREMIUM_CREDIT_RULE)).toBeNull();
  });
});
