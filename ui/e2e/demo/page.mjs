/**
 * Reading the forms and links of a page the server rendered, for the demo's shoppers: what a
 * browser would submit when a button is pressed. The pages are the server's own (the look page,
 * the sandbox store's consent, product and checkout pages), rendered with quoted attributes, so
 * a few regular expressions read them; this is no general HTML parser.
 */

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** `&quot;S&quot;` → `"S"`: named, decimal and hexadecimal character references. */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1].toLowerCase() === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of a start tag (`<form method="post" data-add-form="">`) as an object. */
export function attributesOf(tag) {
  const attributes = {};
  for (const [, name, value] of tag.matchAll(/([\w:.-]+)(?:="([^"]*)")?/g)) attributes[name.toLowerCase()] = decodeEntities(value ?? '');
  return attributes;
}

/**
 * The forms of a page: their attributes, the `name=value` pairs their inputs and selects would
 * submit (a select sends its selected option, else its first), and each select's options.
 */
export function formsOf(html) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, tag, inner]) => {
    const fields = [];
    for (const [, input] of inner.matchAll(/<input\b([^>]*)>/gi)) {
      const a = attributesOf(input);
      if (a.name && a.type !== 'submit' && a.type !== 'checkbox') fields.push([a.name, a.value ?? '']);
    }
    const selects = [...inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)].map(([, select, options]) => {
      const list = [...options.matchAll(/<option\b([^>]*)>/gi)].map(([, option]) => attributesOf(option));
      const chosen = list.find((o) => 'selected' in o) ?? list[0];
      return { name: attributesOf(select).name, values: list.map((o) => o.value), selected: chosen?.value };
    });
    for (const select of selects) if (select.name) fields.push([select.name, select.selected ?? '']);
    return { attributes: attributesOf(tag), action: attributesOf(tag).action ?? '', fields, selects };
  });
}

/** The first form whose attributes or fields satisfy `test`; throws with `what` when none does. */
export function formWhere(html, test, what) {
  const form = formsOf(html).find(test);
  if (!form) throw new Error(`the page has no ${what}`);
  return form;
}

/** The addresses the page's links lead to, decoded. */
export function linksOf(html) {
  return [...html.matchAll(/<a\b([^>]*)>/gi)].map(([, tag]) => attributesOf(tag).href).filter(Boolean);
}

/** The text of the page's first `<h1>`, tags removed. */
export function headingOf(html) {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match ? decodeEntities(match[1].replace(/<[^>]+>/g, '')).trim() : '';
}
