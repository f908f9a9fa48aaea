import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CREDIT_PACKS, PACK_IDS, PAID_PLAN_IDS, PLAN_IDS, PLANS } from '#common/catalogue/plans';
import { packFeatures, planFeatures } from '#common/rules/offers';
import { renderApp } from '#web/test/render';
import { CreditsTab } from '../monetization-guide/CreditsTab';
import { PlansTab } from '../monetization-guide/PlansTab';
import { Pricing } from './Pricing';

afterEach(cleanup);

const textOf = (element: HTMLElement) => element.textContent ?? '';

describe('plan and pack texts come from the catalogue', () => {
  it('the landing lists each paid plan with exactly the features the catalogue computes', () => {
    renderApp([{ path: '/', element: <Pricing /> }]);
    for (const id of PAID_PLAN_IDS) {
      const card = screen.getByRole('listitem', { name: PLANS[id].name });
      const bullets = within(card).getAllByRole('listitem').map(textOf);
      expect(bullets).toEqual(planFeatures(PLANS[id]));
    }
  });

  it('the guide shows every plan and pack with the same texts', () => {
    renderApp([
      {
        path: '/',
        element: (
          <>
            <PlansTab />
            <CreditsTab />
          </>
        ),
      },
    ]);
    const page = textOf(document.body);
    for (const id of PLAN_IDS) for (const feature of planFeatures(PLANS[id])) expect(page).toContain(feature);
    for (const id of PACK_IDS) expect(page).toContain(packFeatures(CREDIT_PACKS[id]).slice(0, 2).join(' + '));
    expect(page).not.toMatch(/about 30 minutes|No premium library/);
  });
});
