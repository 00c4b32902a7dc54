/** Opens the editor for the area's type: the look editor on links, the short editor on shorts. */
import type { SessionUser } from '../../../generated/SessionUser';
import type { LinkType } from '../../../domain/links/types';
import type { PageComponent } from '../../../lib/pageTypes';
import { LookEditorDialog } from './LookEditorDialog';
import { ShortEditorDialog } from './ShortEditorDialog';

export interface EditorProps {
  user: SessionUser;
  /** Null creates. */
  linkId: string | null;
  /** A new link's fixed influencer (admins creating from an influencer's preview), or null. */
  influencer: string | null;
  /** Store ids of the products a new look starts with (trends' quick links, the magic store); shorts ignore them. */
  products?: readonly string[];
  /** Addresses of uploaded pictures a new look starts with (the magic store's photo); shorts ignore them. */
  images?: readonly string[];
  /** A line above a new look's form about how it was started (the magic store found no products); shorts ignore it. */
  notice?: string | null;
  onClose: () => void;
  /** After a successful save; `created` tells create from edit. */
  onSaved: (created: boolean) => void;
  /** The public instant store page's component, which the look editor's phone preview draws. */
  storePage: PageComponent;
}

export function LinkEditor({ kind, ...props }: EditorProps & { kind: LinkType }) {
  return kind === 'LOOK' ? <LookEditorDialog {...props} /> : <ShortEditorDialog {...props} />;
}
