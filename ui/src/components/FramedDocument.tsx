/**
 * Draws its children in a document of their own: an iframe (sized by `className`) whose page the
 * children are rendered into through a React portal, inside the app's theme and locale, with the
 * global styles and every styled-components rule injected into the frame's head. The phone
 * preview of a look uses it so the public page it shows lays out as on a phone: its media
 * queries read the frame's width, its fixed cart bar docks at the frame's bottom, and none of the
 * dashboard's own layout reaches it.
 *
 * The frame's document is a `srcdoc` (same origin, nothing fetched). The children mount once it
 * has loaded, so the server markup, and hydration, hold the empty frame only. They are inert: a
 * picture of a page, whose forms, links and fields do nothing, though the frame still scrolls.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StyleSheetManager } from 'styled-components';
import { useLocale } from '../i18n/useT';
import { GlobalStyle } from '../theme/GlobalStyle';

const BLANK = '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>';

/** The address of a loaded `srcdoc` document (before it loads, a frame holds a passing `about:blank`). */
const SRCDOC_URL = 'about:srcdoc';

interface Props {
  /** The frame's accessible name. */
  title: string;
  className?: string;
  children: ReactNode;
}

export function FramedDocument({ title, className, children }: Props) {
  const { locale, dir } = useLocale();
  const frame = useRef<HTMLIFrameElement>(null);
  const [framed, setFramed] = useState<Document | null>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const take = () => {
      const loaded = element.contentDocument;
      if (loaded?.body && loaded.URL === SRCDOC_URL) setFramed(loaded);
    };
    // The frame may have loaded before this effect ran (from the server markup).
    take();
    element.addEventListener('load', take);
    return () => element.removeEventListener('load', take);
  }, []);
  return (
    <>
      <iframe ref={frame} title={title} srcDoc={BLANK} className={className} />
      {framed &&
        createPortal(
          <StyleSheetManager target={framed.head}>
            <GlobalStyle />
            <div lang={locale} dir={dir} inert>
              {children}
            </div>
          </StyleSheetManager>,
          framed.body,
        )}
    </>
  );
}
