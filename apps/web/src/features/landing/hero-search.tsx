import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LANDING_TEXTS, MAX_SEARCH_LENGTH } from '@local-shops/shared';
import { useTexts } from '../../lib/i18n.ts';

/** The id of the directory's section further down the page (the shops feature's list lives in it). */
export const SHOPS_SECTION_ID = 'shops';

function scrollToShops() {
  document.getElementById(SHOPS_SECTION_ID)?.scrollIntoView({ block: 'start' });
}

/**
 * A search box on the first screen: it puts the text in the address (`/?q=…`), which the list
 * further down reads, and scrolls there. 'Shops near you' jumps to the list as it is.
 */
export function HeroSearch() {
  const texts = useTexts(LANDING_TEXTS);
  const id = useId();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(new URLSearchParams(search).get('q') ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(search);
    if (text.trim()) next.set('q', text.trim());
    else next.delete('q');
    void navigate({ search: `?${next.toString()}` }, { preventScrollReset: true });
    scrollToShops();
  };
  return (
    <div className="hero-search">
      <form role="search" className="hero-search__form" onSubmit={onSubmit}>
        <label htmlFor={id} className="hero-search__label">
          {texts.searchLabel}
        </label>
        <div className="hero-search__row">
          <input
            id={id}
            className="hero-search__input"
            type="search"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_SEARCH_LENGTH}
            placeholder={texts.searchPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="button hero-search__submit">
            {texts.find}
          </button>
        </div>
      </form>
      <a
        className="hero-search__near"
        href={`#${SHOPS_SECTION_ID}`}
        onClick={(event) => {
          event.preventDefault();
          scrollToShops();
        }}
      >
        {texts.shopsNearYou}
      </a>
    </div>
  );
}
