/** The catalogue's public interface to other features: product cards and the live cards of a list. */
export { ProductCard } from './components/product-card';
export { Grid, ProductGrid } from './components/product-grid';
export { useProductCards } from './use-product-cards';
