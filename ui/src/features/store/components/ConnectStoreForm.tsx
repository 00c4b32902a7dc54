/**
 * Connect a store by its name (docs/store.md#connect): the name field with the `.myshopify.com`
 * suffix and a Connect button that is enabled once the name is usable. Connecting is a full page
 * load into the install flow (`/shopify/install?shop=…`), which passes the store platform's consent
 * page and comes back to `/auth?connected=1`.
 */
import { useRef, useState, type FormEvent } from 'react';
import { FormStack } from '../../../components/FormStack';
import { SubmitButton } from '../../../components/SubmitButton';
import type { MessageKey } from '../../../i18n/catalogue';
import { useT } from '../../../i18n/useT';
import { useAdoptTypedValues } from '../../../hooks/useAdoptTypedValues';
import { installUrl, shopDomainFromInput, shopNameFromInput, shopNameProblem, type ShopNameProblem } from '../shopDomain';
import { ShopNameField } from './ShopNameField';

const PROBLEMS: Readonly<Record<Exclude<ShopNameProblem, 'empty'>, MessageKey>> = {
  format: 'store.connect.invalid',
  length: 'store.connect.tooLong',
};

export function ConnectStoreForm() {
  const t = useT();
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(formRef, { shop: setInput });

  const name = shopNameFromInput(input);
  const problem = shopNameProblem(name);
  const domain = shopDomainFromInput(input);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (domain === null || busy) return;
    setBusy(true);
    window.location.assign(installUrl(domain));
  };

  return (
    <FormStack ref={formRef} noValidate onSubmit={handleSubmit} data-connect-store="">
      <ShopNameField
        label={t('store.connect.shopName')}
        hint={t('store.connect.shopNameHint')}
        error={problem && problem !== 'empty' ? t(PROBLEMS[problem]) : undefined}
        name="shop"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="my-shop"
        value={input}
        onChange={(event) => setInput(event.target.value)}
      />
      <SubmitButton
        ready={domain !== null}
        busy={busy}
        label={t('store.connect.submit')}
        busyLabel={t('store.connect.submitting')}
      />
    </FormStack>
  );
}
