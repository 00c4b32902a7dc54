/**
 * The instant store page's only script (built on its own by ssr-bundle/build.mjs, never part of
 * the app's bundle, at most 30 KB gzipped). The page works without it: every control is a form.
 * With it, the forms are posted in the background with `Accept: application/json` (the same
 * handlers, validation and event counts as the form posts) and the answer's cart section, count
 * and notice are put in place, so nothing reloads and every card keeps its choice; and option
 * values whose combination with the other chosen options is sold out say so before the shopper
 * picks them. Plain DOM code: hydrating the page would ship React to every shopper.
 */
import { canBuy, isOpen, parseVariants, valueText } from './availability';
import { cartAnswer, noticeForRefusal, type CartAnswer } from './answer';

/** An option picker: a `<select>`, or a group of radio swatches (a colour option). */
interface Picker {
  value: string;
  choices: (HTMLOptionElement | HTMLInputElement)[];
}

function pickersOf(form: HTMLFormElement): Picker[] {
  return Array.from(form.querySelectorAll<HTMLElement>('[data-option]')).map((element) => {
    if (element instanceof HTMLSelectElement) return { value: element.value, choices: Array.from(element.options) };
    const radios = Array.from(element.querySelectorAll<HTMLInputElement>('input[type="radio"]'));
    return { value: radios.find((radio) => radio.checked)?.value ?? '', choices: radios };
  });
}

/**
 * Says which values of each picker of `form` are sold out with the other choices: a `<select>`'s
 * option gets the sold-out word after its label, a swatch its `data-sold-out` mark (the page's CSS
 * shows the word). They stay pickable (the server disables only the values nothing in stock has),
 * so a combination in stock is always reachable by changing one option after another. Add to cart
 * is disabled while the chosen combination cannot be bought.
 */
function refreshOptions(form: HTMLFormElement): void {
  const variants = parseVariants(form.dataset.variants);
  const pickers = pickersOf(form);
  if (variants.length === 0) return;
  const word = form.dataset.soldOutWord ?? '';
  const chosen = pickers.map((picker) => picker.value);
  // A product with nothing in stock says so on its button; its values are not marked one by one.
  const anyInStock = variants.some((variant) => variant.available);
  pickers.forEach((picker, index) => {
    for (const choice of picker.choices) {
      const soldOut = anyInStock && (choice.disabled || !isOpen(variants, chosen, index, choice.value));
      if (choice instanceof HTMLOptionElement) {
        choice.textContent = valueText(choice.dataset.label ?? choice.value, soldOut, word);
      } else {
        choice.closest('label')?.toggleAttribute('data-sold-out', soldOut);
      }
    }
  });
  const add = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (add) add.disabled = !canBuy(variants, chosen);
}

/** Shows the notice `value` (hidden ones carry `data-notice-slot`, which the page's CSS hides). */
function showNotice(value: string): void {
  document.querySelectorAll<HTMLElement>('[data-notice], [data-notice-slot]').forEach((notice) => {
    const own = notice.dataset.notice ?? notice.dataset.noticeSlot ?? '';
    notice.removeAttribute('data-notice');
    notice.removeAttribute('role');
    notice.setAttribute('data-notice-slot', own);
    if (own === value) {
      notice.removeAttribute('data-notice-slot');
      notice.setAttribute('data-notice', own);
      notice.setAttribute('role', 'status');
    }
  });
}

/** Puts a changed cart in place: count, checkout button, cart section. */
function showCart(answer: CartAnswer): void {
  document.querySelectorAll<HTMLElement>('[data-cart-count]').forEach((count) => {
    count.dataset.cartCount = String(answer.count);
    count.textContent = String(answer.count);
  });
  document.querySelectorAll<HTMLButtonElement>('button[data-checkout]').forEach((checkout) => {
    checkout.disabled = answer.count === 0;
    checkout.dataset.checkout = answer.count === 0 ? 'empty' : 'ready';
  });
  const body = document.querySelector<HTMLElement>('[data-cart-body]');
  if (body) body.innerHTML = answer.cart;
}

/** Posts `form` in the background; anything unexpected falls back to the ordinary post. */
async function post(form: HTMLFormElement, submitter: HTMLElement | null): Promise<void> {
  const fields = new FormData(form, submitter);
  const body = new URLSearchParams();
  fields.forEach((value, name) => body.append(name, String(value)));
  form.setAttribute('aria-busy', 'true');
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      credentials: 'same-origin',
    });
    const answer = res.ok ? cartAnswer(await res.json()) : null;
    if (answer) {
      showCart(answer);
      showNotice(answer.notice);
      return;
    }
    const refusal = noticeForRefusal(form.hasAttribute('data-add-form'), res.status);
    if (refusal) return showNotice(refusal);
    form.submit();
  } catch {
    form.submit();
  } finally {
    form.removeAttribute('aria-busy');
  }
}

function start(): void {
  document.querySelectorAll<HTMLFormElement>('form[data-add-form]').forEach(refreshOptions);
  document.addEventListener('change', (event) => {
    const target = event.target as HTMLElement;
    const form = target.closest('form');
    if (!form) return;
    if (form.hasAttribute('data-add-form')) refreshOptions(form);
    // A line's quantity applies as soon as it is changed.
    if (form.hasAttribute('data-cart-line-form') && target.matches('input[name="quantity"]')) form.requestSubmit();
  });
  document.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.hasAttribute('data-add-form') && !form.hasAttribute('data-cart-line-form')) return;
    event.preventDefault();
    void post(form, event.submitter);
  });
  document.documentElement.dataset.shopperScript = 'ready';
}

start();
