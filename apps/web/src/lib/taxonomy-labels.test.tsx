// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { textsIdOf } from '@local-shops/shared';
import { CATEGORY_LABELS, SUB_CATEGORY_LABELS } from '@local-shops/shared/locales/en/taxonomy';
import {
  CATEGORY_LABELS as HI_CATEGORY_LABELS,
  SUB_CATEGORY_LABELS as HI_SUB_CATEGORY_LABELS,
} from '@local-shops/shared/locales/hi/taxonomy';
import { setLocale, useI18n } from './i18n.ts';
import { resetScreen } from './reset-screen.ts';
import { CATEGORY_LABELS_ID, SUB_CATEGORY_LABELS_ID, useTaxonomyLabels } from './taxonomy-labels.ts';

afterEach(resetScreen);

// As the API answers: the stable id and the English name.
const grocery = { id: 'food-and-grocery', label: 'Food & Grocery' };
const kirana = { id: 'grocery-store', label: 'Kirana & Grocery' };
const unknown = { id: 'added-after-this-build', label: 'Something New' };

function Names() {
  const names = useTaxonomyLabels();
  return (
    <ul>
      <li>{names.category(grocery)}</li>
      <li>{names.subCategory(kirana)}</li>
      <li>{names.subCategory(unknown)}</li>
    </ul>
  );
}

const renderNames = () =>
  render(
    <Suspense fallback={null}>
      <Names />
    </Suspense>,
  );

describe('category and sub-category names', () => {
  it('reads the groups the shared locales define', () => {
    expect(CATEGORY_LABELS_ID).toEqual(textsIdOf(CATEGORY_LABELS));
    expect(SUB_CATEGORY_LABELS_ID).toEqual(textsIdOf(SUB_CATEGORY_LABELS));
  });

  it('shows the API’s English name in English, and the Hindi name by id in Hindi', async () => {
    renderNames();
    expect(screen.getByText('Food & Grocery')).toBeTruthy();
    expect(screen.getByText('Kirana & Grocery')).toBeTruthy();

    await act(() => setLocale('hi'));
    expect(await screen.findByText(HI_CATEGORY_LABELS['food-and-grocery'])).toBeTruthy();
    expect(screen.getByText(HI_SUB_CATEGORY_LABELS['grocery-store'])).toBeTruthy();
    // A sub-category newer than this build keeps the name the API gave.
    expect(screen.getByText('Something New')).toBeTruthy();
  });

  it('names kinds in Hindi when their file arrives while the screen first renders, hooks after it and all', async () => {
    // Hindi chosen and the taxonomy's file not here yet: the first render waits for it, then goes on.
    // (In a browser, React replays such a render when the file comes during it; skipping `use` on the
    // replay crashed the Hindi landing page with React error 467. act() here renders again rather
    // than replays, so this holds the names, not that crash.)
    function Kinds() {
      const names = useTaxonomyLabels();
      const [shown] = useState('shown');
      return <p>{`${names.category(grocery)} / ${names.subCategory(kirana)} (${shown})`}</p>;
    }
    useI18n.setState({ locale: 'hi', loaded: {} });
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Kinds />
        </Suspense>,
      );
    });
    const expected = `${HI_CATEGORY_LABELS['food-and-grocery']} / ${HI_SUB_CATEGORY_LABELS['grocery-store']} (shown)`;
    expect((await screen.findByText(expected)).textContent).toBe(expected);
  });
});
