/**
 * A synced network's posts: a loader while the first page comes, the grid of cards, and "Load
 * more" while the server has another page (24 at a time); the failure and empty texts otherwise
 * (a page that failed to load says so in place of the button; a reload asks again).
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button';
import { Spinner } from '../../../components/Spinner';
import type { SocialPost } from '../../../generated/SocialPost';
import type { PagedList } from '../../../hooks/usePagedList';
import { useT } from '../../../i18n/useT';

interface Props {
  list: PagedList<SocialPost>;
  label: string;
  renderPost: (post: SocialPost) => ReactNode;
}

export function PostsGrid({ list, label, renderPost }: Props) {
  const t = useT();
  if (list.loading) {
    return (
      <Center>
        <Spinner label={t('common.loading')} />
      </Center>
    );
  }
  if (list.items.length === 0) {
    return list.failed ? <Note role="alert">{t('shopboard.posts.failed')}</Note> : <Note data-posts-empty="">{t('shopboard.posts.empty')}</Note>;
  }
  return (
    <>
      <Grid aria-label={label} data-posts-grid="">
        {list.items.map(renderPost)}
      </Grid>
      {list.failed && <Note role="alert">{t('shopboard.posts.failed')}</Note>}
      {list.hasMore && !list.failed && (
        <Center>
          <Button variant="secondary" onClick={list.loadMore} disabled={list.loadingMore} data-load-more="">
            {list.loadingMore ? t('shopboard.posts.loadingMore') : t('shopboard.posts.loadMore')}
          </Button>
        </Center>
      )}
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 140px), 1fr));
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
