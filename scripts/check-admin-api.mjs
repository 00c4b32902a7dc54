#!/usr/bin/env node
/**
 * Checks the adapter's Admin API documents, and the sandbox store's answers to them, against
 * Shopify's published schema of the API version the adapter pins
 * (docs/store.md#admin-api-version-and-schema). Each folder given holds what one run of the
 * integration tests recorded with TEST_ADMIN_API_RECORDS (server/src/features/store/shopify/
 * record.rs): the server's list of every document it can send, and each answer it received.
 * For each folder it fails when
 *  - a document is not valid for the schema (graphql's `validate`: unknown fields, arguments or
 *    types, wrong argument types, …), or a selection of an interface or union lacks
 *    `__typename` (without it an answer cannot be checked against the object it claims to be);
 *  - a document was never sent and answered with data in that run, so a document added later
 *    cannot go unchecked: each one needs a test that makes the adapter send it;
 *  - an answer does not conform to its document: the document is executed against the schema
 *    with the answer as the root value (each field resolves to the answer's value under its
 *    response key, an abstract type to the answer's `__typename`), which coerces the recorded
 *    variables to the schema's input types and serialises every selected value by its field's
 *    type, enforcing nullability, list shapes, enum values and Shopify's scalars (Money and
 *    Decimal as decimal strings, URL as an absolute URL, DateTime as ISO 8601, the other custom
 *    scalars as strings); the result must then equal the answer exactly, so a value of the wrong
 *    kind (a number for a String), a missing field or a field nobody asked for fails too;
 *  - an answer's `errors` are not GraphQL's list of messages. Answers with errors (Shopify's
 *    THROTTLED, or a database error of a test that ended while a background sync still called)
 *    are listed, not checked, and do not count as the document being sent.
 * Also prints the deprecated fields and input fields the documents and their variables use (not
 * a failure: a later version may remove them).
 * `node scripts/check-admin-api.mjs DIR...` (the test command runs it on each Rust pass).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import {
  GraphQLError,
  NoDeprecatedCustomRule,
  TypeInfo,
  execute,
  getNamedType,
  isAbstractType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  specifiedScalarTypes,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';

import { loadSchema } from './shopify-schema.mjs';

const dirs = process.argv.slice(2);
if (dirs.length === 0) {
  console.error('usage: node scripts/check-admin-api.mjs DIR...');
  process.exit(2);
}

const decimal = /^-?\d+(\.\d+)?$/;
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** How each custom scalar of Shopify's travels; the rest are strings. */
const scalarRules = {
  JSON: () => true,
  Money: (v) => typeof v === 'string' && decimal.test(v),
  Decimal: (v) => typeof v === 'string' && decimal.test(v),
  DateTime: (v) => typeof v === 'string' && isoDateTime.test(v),
  URL: (v) => {
    if (typeof v !== 'string') return false;
    try {
      return Boolean(new URL(v).protocol);
    } catch {
      return false;
    }
  },
};

/** The schema of `apiVersion` with Shopify's custom scalars checked both ways. */
function schemaFor(apiVersion) {
  const schema = loadSchema(apiVersion);
  const standard = new Set(specifiedScalarTypes.map((t) => t.name));
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type) || standard.has(type.name)) continue;
    const ok = scalarRules[type.name] ?? ((v) => typeof v === 'string');
    const check = (value) => {
      if (!ok(value)) throw new GraphQLError(`${type.name} cannot represent ${JSON.stringify(value)}`);
      return value;
    };
    type.serialize = check;
    type.parseValue = check;
  }
  return schema;
}

/** Selections of an interface or union that do not ask for `__typename`. */
function untypedAbstractSelections(schema, document) {
  const typeInfo = new TypeInfo(schema);
  const found = [];
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      SelectionSet(node) {
        const type = typeInfo.getParentType();
        if (!isAbstractType(type)) return;
        if (!node.selections.some((s) => s.kind === 'Field' && s.name.value === '__typename' && !s.alias)) found.push(type.name);
      },
    }),
  );
  return found;
}

/** Deprecated input fields that `variables` use (validation sees only those written inline). */
function deprecatedInputs(schema, document, variables) {
  const found = [];
  const walk = (type, value) => {
    if (value == null) return;
    if (isNonNullType(type)) return walk(type.ofType, value);
    if (isListType(type)) return Array.isArray(value) ? value.forEach((v) => walk(type.ofType, v)) : walk(type.ofType, value);
    if (!isInputObjectType(type) || typeof value !== 'object') return;
    const fields = type.getFields();
    for (const [key, inner] of Object.entries(value)) {
      const field = fields[key];
      if (field?.deprecationReason) found.push(`The input field ${type.name}.${key} is deprecated. ${field.deprecationReason}`);
      if (field) walk(field.type, inner);
    }
  };
  for (const definition of document.definitions) {
    for (const variable of definition.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type);
      if (type && getNamedType(type)) walk(type, variables?.[variable.variable.name.value]);
    }
  }
  return found;
}

/** The first place where `got` and `want` differ, as a path. */
function firstDifference(got, want, at = '') {
  if (isDeepStrictEqual(got, want)) return null;
  if (Array.isArray(got) && Array.isArray(want)) {
    if (got.length !== want.length) return `${at} (${want.length} items answered, ${got.length} expected)`;
    for (let i = 0; i < got.length; i++) {
      const d = firstDifference(got[i], want[i], `${at}[${i}]`);
      if (d) return d;
    }
  }
  if (got && want && typeof got === 'object' && typeof want === 'object' && !Array.isArray(got) && !Array.isArray(want)) {
    for (const key of new Set([...Object.keys(got), ...Object.keys(want)])) {
      if (!(key in want)) return `${at}.${key} is missing from the answer`;
      if (!(key in got)) return `${at}.${key} is answered but was not asked for`;
      const d = firstDifference(got[key], want[key], `${at}.${key}`);
      if (d) return d;
    }
  }
  return `${at || 'data'}: answered ${JSON.stringify(want)?.slice(0, 200)}, the schema gives ${JSON.stringify(got)?.slice(0, 200)}`;
}

/** Problems of one recorded answer to `document`, none when it conforms. */
function checkAnswer(schema, document, variables, response) {
  const errors = response?.errors;
  if (errors != null) {
    const list = Array.isArray(errors) ? errors : [errors];
    if (list.every((e) => e?.extensions?.code === 'THROTTLED' && typeof e.message === 'string')) return { throttled: true, problems: [] };
    if (list.every((e) => typeof e?.message === 'string')) return { errored: JSON.stringify(errors).slice(0, 300), problems: [] };
    return { problems: [`answered with errors not in GraphQL's shape ${JSON.stringify(errors).slice(0, 300)}`] };
  }
  if (response?.data == null || typeof response.data !== 'object') return { problems: ['answered without data'] };
  const result = execute({
    schema,
    document,
    rootValue: response.data,
    variableValues: variables ?? undefined,
    fieldResolver: (source, _args, _context, info) => source?.[info.path.key],
    typeResolver: (value) => value?.__typename,
  });
  if (result.errors?.length) return { problems: result.errors.map((e) => `${e.message}${e.path ? ` (at ${e.path.join('.')})` : ''}`) };
  const difference = firstDifference(JSON.parse(JSON.stringify(result.data)), response.data);
  return { problems: difference ? [difference] : [] };
}

let failed = false;
for (const dir of dirs) {
  const files = readdirSync(dir).sort();
  const lists = files.filter((f) => /^documents-\d+\.json$/.test(f)).map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
  const problems = [];
  if (lists.length === 0) {
    console.error(`${dir}: no list of documents: the integration tests ran without TEST_ADMIN_API_RECORDS, or the adapter sent nothing`);
    failed = true;
    continue;
  }
  const [list] = lists;
  if (lists.some((l) => !isDeepStrictEqual(l, list))) problems.push('the test processes listed different documents (stale records in the folder?)');
  const schema = schemaFor(list.apiVersion);
  const documents = new Map();
  const deprecated = new Set();
  for (const { name, text } of list.documents) {
    let document;
    try {
      document = parse(text);
    } catch (e) {
      problems.push(`${name}: ${e.message}`);
      continue;
    }
    const invalid = validate(schema, document);
    for (const e of invalid) problems.push(`${name}: ${e.message}`);
    for (const type of untypedAbstractSelections(schema, document)) problems.push(`${name}: a selection of ${type} does not ask for __typename`);
    for (const e of validate(schema, document, [NoDeprecatedCustomRule])) deprecated.add(e.message);
    documents.set(name, { document, valid: invalid.length === 0, sent: 0, answered: 0, throttled: 0 });
  }
  const records = files.filter((f) => /^\d+-\d+\.json$/.test(f));
  const failures = new Map();
  const errored = [];
  for (const file of records) {
    const { document: name, variables, response } = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const entry = documents.get(name);
    if (!entry) {
      problems.push(`${file}: a document not in the list (${name})`);
      continue;
    }
    for (const message of deprecatedInputs(schema, entry.document, variables)) deprecated.add(message);
    // An invalid document is reported above; executing it would only restate that.
    const outcome = entry.valid ? checkAnswer(schema, entry.document, variables, response) : { problems: [] };
    if (outcome.throttled) entry.throttled++;
    else if (outcome.errored) errored.push(`${name}: ${outcome.errored} (${path.join(dir, file)})`);
    else entry.sent++;
    if (entry.valid && !outcome.throttled && !outcome.errored && outcome.problems.length === 0) entry.answered++;
    for (const p of outcome.problems) {
      const key = `${name}: ${p}`;
      failures.set(key, [...(failures.get(key) ?? []), file]);
    }
  }
  for (const [key, where] of failures) problems.push(`${key} — ${where.length} answer(s), e.g. ${path.join(dir, where[0])}`);
  for (const [name, entry] of documents) {
    if (entry.sent === 0) problems.push(`${name} was never sent and answered in this run: add an integration test that makes the adapter send it`);
  }
  const counts = [...documents].map(([name, e]) => `${name} ${e.answered}${e.throttled ? ` (+${e.throttled} throttled)` : ''}`).join(', ');
  console.log(`${dir}: Admin API ${list.apiVersion}, ${documents.size} documents, ${records.length} answers: ${counts}`);
  for (const message of deprecated) console.log(`  note: ${message}`);
  // A test that ends while a background sync still calls drops its database under the call
  // (PostgreSQL), so an error answer is shown, not failed; it never counts as a sent document.
  for (const message of errored) console.log(`  note: answered with errors, not checked: ${message}`);
  if (problems.length) {
    failed = true;
    for (const p of problems) console.error(`  ✗ ${p}`);
  } else {
    console.log(`  every document is valid for Shopify's ${list.apiVersion} schema and every answer conforms to it`);
  }
}
process.exit(failed ? 1 : 0);
