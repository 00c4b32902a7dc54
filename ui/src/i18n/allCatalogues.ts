/**
 * Adds every catalogue at once, where all languages render synchronously: the server bundle
 * (imported first by its entry) and the unit tests (vitest's setup file). The browser loads one
 * language at a time instead (`loadCatalogue.ts`).
 */
import { he } from './he';
import { addCatalogue } from './translate';

addCatalogue('he', he);
