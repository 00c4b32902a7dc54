/**
 * The QR code of a public address (docs/links.md#public-address): the code, the address under it,
 * and two downloads, `shoplinks-{id}.png` (1024px) and `shoplinks-{id}.svg`. The `qrcode` package
 * loads only now, through a dynamic import of a `.client` module, so neither the server bundle
 * nor any page's first download carries it; the dialog shows a spinner for that moment.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Dialog } from '../../../components/Dialog';
import { Icon } from '../../../components/Icon';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../i18n/useT';
import type { QrImages } from './qrCode.client';

interface Props {
  url: string;
  /** The link's id: the downloads are `shoplinks-{id}.png` and `.svg`. */
  id: string;
  onClose: () => void;
}

type Made = { images: QrImages } | { failed: true } | null;

export function QrCodeDialog({ url, id, onClose }: Props) {
  const t = useT();
  const [made, setMade] = useState<Made>(null);

  useEffect(() => {
    let live = true;
    import('./qrCode.client')
      .then((module) => module.qrImages(url))
      .then(
        (images) => live && setMade({ images }),
        (error: unknown) => {
          console.error('Making the QR code failed', error);
          if (live) setMade({ failed: true });
        },
      );
    return () => {
      live = false;
    };
  }, [url]);

  const images = made && 'images' in made ? made.images : null;
  return (
    <Dialog
      title={t('publicLink.qr')}
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <Code data-qr-code="">
        {images ? (
          <img src={images.png} alt={t('publicLink.qrAlt', { url })} width={240} height={240} />
        ) : made ? (
          <p role="alert">{t('publicLink.qrFailed')}</p>
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </Code>
      <Address dir="ltr" translate="no">
        {url}
      </Address>
      <p>{t('publicLink.qrHint')}</p>
      {images && (
        <Downloads>
          <ButtonLink variant="secondary" size="sm" href={images.png} download={`shoplinks-${id}.png`}>
            <Icon name="download" size={16} />
            {t('publicLink.downloadPng')}
          </ButtonLink>
          <ButtonLink variant="secondary" size="sm" href={svgHref(images.svg)} download={`shoplinks-${id}.svg`}>
            <Icon name="download" size={16} />
            {t('publicLink.downloadSvg')}
          </ButtonLink>
        </Downloads>
      )}
    </Dialog>
  );
}

/** The SVG as a data address, which a download link can save without a server round trip. */
const svgHref = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

const Code = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 240px;
  max-width: 100%;
  aspect-ratio: 1;
  margin: 0 auto ${({ theme }) => theme.space.md};

  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Address = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** The two downloads side by side, sharing the width, each on one line (one above the other when narrower). */
const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};

  & > a {
    flex: 1 1 auto;
    white-space: nowrap;
  }
`;
