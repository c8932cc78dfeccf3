import { MAX_SEARCH_LENGTH } from '@local-shops/shared';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/** The id of the directory's section further down the page (the shops feature's list lives in it). */
export const SHOPS_SECTION_ID = 'shops';

export const HERO_SEARCH_TEXT = {
  label: 'Find a shop near you',
  placeholder: 'Sweets, chemist, kirana…',
  submit: 'Find',
  nearYou: 'Shops near you',
} as const;

function scrollToShops() {
  document.getElementById(SHOPS_SECTION_ID)?.scrollIntoView({ block: 'start' });
}

/**
 * A search box on the first screen: it puts the text in the address (`/?q=…`), which the list
 * further down reads, and scrolls there. 'Shops near you' jumps to the list as it is.
 */
export function HeroSearch() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams(params);
    if (text.trim()) next.set('q', text.trim());
    else next.delete('q');
    setParams(next, { preventScrollReset: true });
    scrollToShops();
  };
  return (
    <div className="hero-search">
      <form role="search" className="hero-search__form" onSubmit={onSubmit}>
        <label htmlFor={id} className="hero-search__label">
          {HERO_SEARCH_TEXT.label}
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
            placeholder={HERO_SEARCH_TEXT.placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="button hero-search__submit">
            {HERO_SEARCH_TEXT.submit}
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
        {HERO_SEARCH_TEXT.nearYou} ↓
      </a>
    </div>
  );
}
