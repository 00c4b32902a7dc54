/**
 * The post on top of a shoppable feed's post page (docs/shopboard.md#public-feed): its picture
 * (with its size, so the products below do not move as it loads), the network it was posted on,
 * its caption (three lines, the rest on request) and the way back to the feed.
 */
import styled from 'styled-components';
import type { PostHero } from '../../generated/PostHero';
import { useT } from '../../i18n/useT';

interface Props {
  post: PostHero;
  /** The theme's image corners. */
  radius: string;
}

/** The size a picture of unknown size is shown at (square). */
const UNKNOWN_SIDE = 640;

export function PostHeroBlock({ post, radius }: Props) {
  const t = useT();
  const known = post.width > 0 && post.height > 0;
  return (
    <Hero data-post-hero="">
      <Back href={post.feedUrl} data-feed-back="">
        {t('instantStore.post.back')}
      </Back>
      <Figure>
        <Picture
          src={post.image}
          alt=""
          width={known ? post.width : UNKNOWN_SIDE}
          height={known ? post.height : UNKNOWN_SIDE}
          $radius={radius}
        />
        <figcaption>
          <Network>{t('instantStore.post.on', { network: post.network })}</Network>
          {post.caption.trim() ? (
            <Caption>
              <summary>{post.caption}</summary>
              {post.caption}
            </Caption>
          ) : null}
        </figcaption>
      </Figure>
    </Hero>
  );
}

const Hero = styled.section`
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.md};
`;

const Back = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Figure = styled.figure`
  margin: 0;
`;

/** At most the screen's width and 60 % of its height, so the products start on the first screen. */
const Picture = styled.img<{ $radius: string }>`
  display: block;
  width: 100%;
  max-width: 520px;
  height: auto;
  max-height: 60vh;
  object-fit: contain;
  border-radius: ${({ $radius }) => $radius};
  background: ${({ theme }) => theme.colors.border};
`;

const Network = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The caption's first three lines; the whole caption opens under them without a script. */
const Caption = styled.details`
  margin-top: ${({ theme }) => theme.space.xs};
  white-space: pre-line;
  overflow-wrap: anywhere;
  summary {
    display: -webkit-box;
    -webkit-line-clamp: 3;
    -webkit-box-orient: vertical;
    overflow: hidden;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  &[open] summary {
    display: none;
  }
`;
