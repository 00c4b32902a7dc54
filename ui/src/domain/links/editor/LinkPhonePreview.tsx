/**
 * The live phone preview beside the look form and in a look's preview (desktop only,
 * docs/links.md#editors): the instant store page itself, drawn by the public page's own
 * component from the draft (`previewStoreData`) in a phone-sized frame of its own, so it shows the
 * store's header, the title, the promocode and the product cards, in the link's order and with
 * the prices in the store's currency, as shoppers get them. The page's component comes from the
 * page that assembles the features (`storePage`): a shared component imports no feature. The
 * store's name, logo, currency, theme and shipping page are the user details', asked each time a
 * preview opens, so a theme saved a moment ago shows; until they arrive the screen stays blank.
 */
import styled from 'styled-components';
import { FramedDocument } from '../../../components/FramedDocument';
import { useUserDetails } from '../../../hooks/useUserDetails';
import { useT } from '../../../i18n/useT';
import type { Draft } from '../editorState';
import { previewStoreData } from '../storePreview';
import { usePageProps } from '../../../lib/pageProps';
import type { PageComponent } from '../../../lib/pageTypes';
import { media } from '../../../theme/theme';

interface Props {
  draft: Draft;
  /** The public instant store page's component (features/instantStore/InstantStorePage). */
  storePage: PageComponent;
  /** The picture of the draft's influencer, when the caller knows it. */
  influencerImage?: string | null;
}

export function LinkPhonePreview({ draft, storePage: StorePage, influencerImage = null }: Props) {
  const t = useT();
  const pageProps = usePageProps();
  const store = useUserDetails();
  return (
    <Phone aria-label={t('edit.preview')} data-link-preview="">
      <Screen title={t('edit.preview')}>
        {store && <StorePage props={{ ...pageProps, page: 'instantStore', data: previewStoreData(draft, store, influencerImage) }} />}
      </Screen>
    </Phone>
  );
}

const Phone = styled.aside`
  flex: none;
  width: 300px;
  height: 600px;
  padding: 12px;
  border-radius: 36px;
  background: ${({ theme }) => theme.colors.text};
  align-self: flex-start;
  position: sticky;
  top: 0;

  ${media.mobile} {
    display: none;
  }
`;

const Screen = styled(FramedDocument)`
  display: block;
  width: 100%;
  height: 100%;
  border: 0;
  border-radius: 26px;
  background: ${({ theme }) => theme.colors.surface};
`;
