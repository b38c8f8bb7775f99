import { emptyKnownPanels, type KnownPanels } from './validate-panels';

/** Codes already in the database that records in a file may refer to. */
export interface KnownCodes {
  images: Set<string>;
  parameters: Map<string, Set<string>>;
  brands: Set<string>;
  categories: Set<string>;
  products: Set<string>;
  /** parameter names and value texts, category parents and parameters: what filter panels show */
  panels: KnownPanels;
}

export const emptyKnownCodes = (): KnownCodes => ({
  images: new Set(),
  parameters: new Map(),
  brands: new Set(),
  categories: new Set(),
  products: new Set(),
  panels: emptyKnownPanels(),
});
