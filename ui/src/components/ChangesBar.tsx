/**
 * The bar of a page with unsaved changes (docs/appearance.md#the-page, docs/settings.md#the-page): a note with
 * Discard and Save, shown only while something changed. It sticks to the bottom of the screen
 * (above the tab bar on phones); on phones Save moves to the top bar, where it stays
 * in reach with the keyboard open, and the bar keeps the note and Discard.
 */
import styled from 'styled-components';
import { Button } from './Button';
import { InTopBar } from './TopBarSlot';
import { media } from '../theme/theme';

interface Props {
  /** "You have unsaved changes". */
  message: string;
  saveLabel: string;
  savingLabel: string;
  discardLabel: string;
  saving: boolean;
  /** Save stays off while the changes break a rule the page checks itself. */
  canSave?: boolean;
  onSave: () => void;
  onDiscard: () => void;
}

export function ChangesBar({ message, saveLabel, savingLabel, discardLabel, saving, canSave = true, onSave, onDiscard }: Props) {
  const save = (
    <Button onClick={onSave} disabled={saving || !canSave} data-save-changes="">
      {saving ? savingLabel : saveLabel}
    </Button>
  );
  return (
    <>
      <Bar role="region" aria-label={message} data-changes-bar="">
        <Note>{message}</Note>
        <Actions>
          <Button variant="ghost" onClick={onDiscard} disabled={saving} data-discard-changes="">
            {discardLabel}
          </Button>
          <DesktopOnly>{save}</DesktopOnly>
        </Actions>
      </Bar>
      <InTopBar>
        <MobileSave>
          <Button size="sm" onClick={onSave} disabled={saving || !canSave} data-save-changes-mobile="">
            {saving ? savingLabel : saveLabel}
          </Button>
        </MobileSave>
      </InTopBar>
    </>
  );
}

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.topBar - 1};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.bar};

  ${media.mobile} {
    bottom: calc(${({ theme }) => theme.layout.tabBarHeight} + ${({ theme }) => theme.space.sm});
    flex-wrap: nowrap;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xs} ${theme.space.xs} ${theme.space.md}`};
  }
`;

const Note = styled.p`
  margin: 0;
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};

  ${media.mobile} {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

const DesktopOnly = styled.span`
  display: contents;
  ${media.mobile} {
    display: none;
  }
`;

const MobileSave = styled.span`
  display: contents;
  ${media.desktop} {
    display: none;
  }
`;
