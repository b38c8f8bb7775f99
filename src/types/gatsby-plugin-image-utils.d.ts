// gatsby-plugin-image publishes its image utilities as dist/image-utils.js with the types beside its sources.
declare module 'gatsby-plugin-image/dist/image-utils' {
  export * from 'gatsby-plugin-image/dist/src/image-utils';
}
