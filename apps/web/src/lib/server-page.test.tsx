// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the page's one server content: each test loads it afresh.
async function load() {
  vi.resetModules();
  return import('./server-page.tsx');
}

function pageWith(server: string) {
  document.body.innerHTML = `<div id="root"><div class="server-page" data-server-page>${server}</div></div>`;
  return document.getElementById('root')!;
}

function Box({ onSearch }: { onSearch?: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch?.(text);
      }}
    >
      <input className="hero-search__input" type="search" value={text} onChange={(e) => setText(e.target.value)} />
      <output>{text}</output>
    </form>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('server page', () => {
  it('renders the app hidden beside the server content, and swaps when the screen is ready', async () => {
    const { appContainer, useServerPageReady } = await load();
    const root = pageWith('<h1>Server</h1>');
    const container = appContainer(root);
    expect(container).not.toBe(root);
    expect(container.hidden).toBe(true);
    function Screen({ ready }: { ready: boolean }) {
      useServerPageReady(ready);
      return <h1>App</h1>;
    }
    const app = createRoot(container);
    act(() => app.render(<Screen ready={false} />));
    expect(root.querySelector('[data-server-page] h1')?.textContent).toBe('Server');
    expect(container.hidden).toBe(true);
    act(() => app.render(<Screen ready />));
    expect(root.querySelector('[data-server-page]')).toBeNull();
    expect(container.hidden).toBe(false);
    expect(root.querySelector('h1')?.textContent).toBe('App');
    act(() => app.unmount());
  });

  it('renders into the root itself when the page came without server content', async () => {
    const { appContainer } = await load();
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    expect(appContainer(root)).toBe(root);
  });

  it('carries text typed in the server box into the app box, focus included', async () => {
    const { appContainer, showApp } = await load();
    const root = pageWith('<input class="hero-search__input" type="search" name="q" value="" />');
    const typed = root.querySelector('input')!;
    typed.value = 'sweets';
    typed.focus();
    const container = appContainer(root);
    const { getByRole } = render(<Box />, { container });
    act(() => showApp());
    const box = getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('sweets');
    expect(document.activeElement).toBe(box);
    expect(container.querySelector('output')?.textContent).toBe('sweets');
  });

  it('shows the app after the time limit, or at once on a move to another screen', async () => {
    const first = await load();
    pageWith('<h1>Server</h1>');
    const late = first.appContainer(document.getElementById('root')!);
    act(() => vi.advanceTimersByTime(first.SERVER_PAGE_LIMIT_MS));
    expect(late.hidden).toBe(false);
    expect(document.querySelector('[data-server-page]')).toBeNull();

    const second = await load();
    pageWith('<h1>Server</h1>');
    const container = second.appContainer(document.getElementById('root')!);
    function Go() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate('/saved')}>
          Saved
        </button>
      );
    }
    const { getByRole } = render(
      <MemoryRouter initialEntries={['/abc/shop']}>
        <second.ShowAppOnNavigation />
        <Go />
      </MemoryRouter>,
      { container },
    );
    expect(container.hidden).toBe(true);
    // Hidden until then: found among the hidden elements.
    fireEvent.click(getByRole('button', { name: 'Saved', hidden: true }));
    expect(container.hidden).toBe(false);
    expect(document.querySelector('[data-server-page]')).toBeNull();
  });
});
