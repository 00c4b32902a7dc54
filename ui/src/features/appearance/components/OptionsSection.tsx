/**
 * The product options (docs/store.md#options-map): one mapper per option of the synced
 * catalog, in the map's order (by name), under a heading that says what verified means. The map
 * loads apart from the theme; while it loads or after it failed, this part says so alone.
 */
import styled from 'styled-components';
import { Spinner } from '../../../components/Spinner';
import type { OptionsMap } from '../../../generated/OptionsMap';
import type { OptionType } from '../../../generated/OptionType';
import { useT } from '../../../i18n/useT';
import type { LoadState } from '../hooks/useAppearanceDraft';
import type { OptionErrors } from '../optionsMap';
import { Intro, LoadFailed } from './AppearanceParts';
import { OptionMapper } from './OptionMapper';

interface Props {
  state: LoadState;
  options: OptionsMap | null;
  /** Remounts the mappers (their value order) when the map was loaded or saved again. */
  version: number;
  errors: Readonly<Record<string, OptionErrors>>;
  onType: (option: string, type: OptionType) => void;
  onValue: (option: string, value: string, field: 'hex_value' | 'text_value', text: string) => void;
  onRetry: () => void;
}

export function OptionsSection({ state, options, version, errors, onType, onValue, onRetry }: Props) {
  const t = useT();
  const names = options ? Object.keys(options) : [];
  return (
    <Section aria-labelledby="appearance-options" data-options-section={state}>
      <div>
        <Heading id="appearance-options">{t('appearance.options.title')}</Heading>
        <Intro>{t('appearance.options.intro')}</Intro>
      </div>
      {state === 'loading' && <Spinner label={t('common.loading')} />}
      {state === 'failed' && <LoadFailed message={t('appearance.options.loadFailed')} onRetry={onRetry} />}
      {state === 'ready' && names.length === 0 && <Intro>{t('appearance.options.none')}</Intro>}
      {state === 'ready' &&
        options &&
        names.map((name) => {
          const entry = options[name];
          return entry ? (
            <OptionMapper
              key={`${name}:${version}`}
              name={name}
              entry={entry}
              errors={errors[name]}
              onType={(type) => onType(name, type)}
              onValue={(value, field, text) => onValue(name, value, field, text)}
            />
          ) : null;
        })}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;
