// Gatsby needs an entry file; the work happens in gatsby-node.ts.
