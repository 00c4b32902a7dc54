/**
 * The top of a link or short preview (docs/links.md#previews): image, description, the influencer
 * strip (or the promocode when no influencer is set), the type tags, and for a short what it points to.
 */
import styled from 'styled-components';
import { Avatar } from '../../../components/Avatar';
import { Tag } from '../../../components/Tag';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import type { LinkOut } from '../../../generated/LinkOut';
import { linkTags, previewImage, shortContent, type LinkTag, type ShortContent } from '../linkTags';

const TAG_KEYS: Readonly<Record<LinkTag, MessageKey>> = {
  short: 'linkPreview.tag.short',
  promocode: 'linkPreview.tag.promocode',
  instantStore: 'linkPreview.tag.instantStore',
};

const CONTENT_KEYS: Readonly<Record<ShortContent, MessageKey>> = {
  product: 'linkPreview.content.product',
  collection: 'linkPreview.content.collection',
  custom: 'linkPreview.content.custom',
};

interface Props {
  link: LinkOut;
}

export function LinkHeader({ link }: Props) {
  const t = useT();
  const image = previewImage(link);
  const target =
    link.link_type === 'SHORT'
      ? link.products[0]?.url ?? link.collections[0]?.url ?? link.shopping_redirect_url
      : null;

  return (
    <Header>
      {image ? <Image src={image} alt="" /> : <ImagePlaceholder aria-hidden="true" />}
      <Text>
        <Description>{link.description || t('linkPreview.untitled')}</Description>
        {link.influencer_username ? (
          <Influencer>
            <Avatar name={link.influencer_username} imageUrl={link.influencer_image} size={28} />
            <span>@{link.influencer_username}</span>
          </Influencer>
        ) : (
          link.promocode?.code && (
            <Muted>
              {t('linkPreview.promocode')}: <strong>{link.promocode.code}</strong>
            </Muted>
          )
        )}
        <Tags>
          {linkTags(link).map((tag) => (
            <Tag key={tag} tone={tag === 'promocode' ? 'green' : 'brand'}>
              {t(TAG_KEYS[tag])}
            </Tag>
          ))}
          {link.link_type === 'SHORT' && <Tag tone="neutral">{t(CONTENT_KEYS[shortContent(link)])}</Tag>}
        </Tags>
        {target && (
          <Muted>
            {t('linkPreview.target')}: <Url href={target} target="_blank" rel="noreferrer">{target}</Url>
          </Muted>
        )}
      </Text>
    </Header>
  );
}

const Header = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
`;

const Image = styled.img`
  width: 120px;
  height: 120px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const ImagePlaceholder = styled.div`
  width: 120px;
  height: 120px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Description = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  overflow-wrap: anywhere;
`;

const Influencer = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Muted = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Url = styled.a`
  color: ${({ theme }) => theme.colors.brand};
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
