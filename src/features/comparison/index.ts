/** The comparison's public interface to other features: its state (the screen is a route of its own). */
export * from './comparison-slice';
