import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { MESSAGES, SHOP_TEXT, SUPPORT_EMAIL } from '@local-shops/shared';
import { MoreIcon, ShareIcon } from '../../components/icons.tsx';
import { useDismiss } from '../../components/use-dismiss.ts';
import { messageOf } from '../../lib/error-message.ts';
import { textsNow, useTexts } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.tsx';

/** The shop's name and address and the page's address: what Share sends. */
interface SharedShop {
  id: string;
  name: string;
  address?: string | null;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

const shareText = (shop: SharedShop) => (shop.address ? `${shop.name}, ${shop.address}` : shop.name);

/** The page's link on the clipboard, and a toast that says whether it went (issue 27). */
async function copyPageLink(): Promise<boolean> {
  const texts = textsNow(SHOP_TEXT);
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API not available');
    await navigator.clipboard.writeText(window.location.href);
    toast.success(texts.linkCopied);
    return true;
  } catch (error) {
    console.error(error);
    toast.error(texts.copyFailed);
    return false;
  }
}

/** The phone's share sheet. */
async function shareWithSheet(shop: SharedShop, onShared?: () => void): Promise<void> {
  try {
    await navigator.share({ title: shop.name, text: shareText(shop), url: window.location.href });
    onShared?.();
    toast.success(textsNow(MESSAGES).shared);
  } catch (error) {
    if (isAbort(error)) return;
    console.error(error);
    toast.error(messageOf(error, textsNow(MESSAGES).shareUnavailable));
  }
}

/**
 * Opens the menu upward when it does not fit below its button and there is more room above
 * (issue 27: 'More' opened below the fold at 360 px). A class set on the element itself: the
 * menu's size is known only once it shows. Placed again while open when the page's layout
 * changes (a label or an image arriving late moves the button) or the window is resized.
 */
function useOpenWithinScreen(
  open: boolean,
  wrapper: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    const place = () => {
      const trigger = wrapper.current?.getBoundingClientRect();
      if (!trigger) return;
      const below = window.innerHeight - trigger.bottom;
      element.classList.toggle('shops-more__menu--up', element.offsetHeight > below && trigger.top > below);
    };
    place();
    const layout = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(place);
    layout?.observe(document.body);
    window.addEventListener('resize', place);
    return () => {
      layout?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [open, wrapper, menu]);
}

interface ActionMenuProps {
  icon: ReactNode;
  label: string;
  /** 'end' lines the menu up with its button's right edge, so that a menu of the last action stays on screen. */
  align: 'start' | 'end';
  children: (close: () => void) => ReactNode;
  /** A tap's own action, run first: the menu opens only when it returns false. */
  tap?: () => boolean;
}

/** An action of the shop page that opens a small menu, within the screen (below or above the button). */
function ActionMenu({ icon, label, align, children, tap }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, wrapper, button);
  useOpenWithinScreen(open, wrapper, menu);
  return (
    <div className="shops-more" ref={wrapper}>
      <button
        type="button"
        className="shops-action"
        ref={button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (!tap?.()) setOpen((value) => !value);
        }}
      >
        {icon}
        <span>{label}</span>
      </button>
      <ul
        id={menuId}
        ref={menu}
        className={align === 'end' ? 'shops-more__menu shops-more__menu--end' : 'shops-more__menu'}
        hidden={!open}
      >
        {children(close)}
      </ul>
    </div>
  );
}

/**
 * Share: the phone's share sheet; where there is none (a desktop, some in-app browsers), a menu
 * to copy the link or send it on WhatsApp rather than 'Share API not available' (issue 27).
 */
export function ShareButton({ shop, onShared }: { shop: SharedShop; onShared?: () => void }) {
  const shopText = useTexts(SHOP_TEXT);
  const withSheet = () => {
    if (typeof navigator.share !== 'function') return false;
    void shareWithSheet(shop, onShared);
    return true;
  };
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${shareText(shop)} ${window.location.href}`)}`;
  return (
    <ActionMenu icon={<ShareIcon />} label={shopText.share} align="start" tap={withSheet}>
      {(close) => (
        <>
          <li>
            <button
              type="button"
              className="shops-more__item"
              onClick={() => {
                close();
                void copyPageLink().then((copied) => copied && onShared?.());
              }}
            >
              {shopText.copyLink}
            </button>
          </li>
          <li>
            <a
              className="shops-more__item"
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                close();
                onShared?.();
              }}
            >
              {shopText.shareOnWhatsApp}
            </a>
          </li>
        </>
      )}
    </ActionMenu>
  );
}

/** More: copy the link, report a problem. */
export function MoreMenu({ shop }: { shop: SharedShop }) {
  const shopText = useTexts(SHOP_TEXT);
  const reportHref = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(shopText.reportSubject(shop.name, shop.id))}`;
  return (
    <ActionMenu icon={<MoreIcon />} label={shopText.more} align="end">
      {(close) => (
        <>
          <li>
            <button
              type="button"
              className="shops-more__item"
              onClick={() => {
                close();
                void copyPageLink();
              }}
            >
              {shopText.copyLink}
            </button>
          </li>
          <li>
            <a className="shops-more__item" href={reportHref} onClick={close}>
              {shopText.reportProblem}
            </a>
          </li>
        </>
      )}
    </ActionMenu>
  );
}
