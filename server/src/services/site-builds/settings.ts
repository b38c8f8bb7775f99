/** Where and how editors' rebuilds run (docs/adr/018), from the environment (config.ts). */
export interface SiteBuildSettings {
  /** where builds are kept (SITE_BUILDS_DIR) */
  dir: string;
  /** the shell command that builds the site into `output` (SITE_BUILD_COMMAND) */
  command: string;
  /** the command's working directory: Gatsby's .cache and public/ live there between builds */
  workDir: string;
  /** the folder the command leaves the finished site in (SITE_BUILD_OUTPUT) */
  output: string;
  /** renders products' own pages into a copy of the live build (SITE_PAGES_COMMAND); empty: none */
  pagesCommand: string;
  /** the build's server renderer, kept beside each build for pagesCommand (SITE_BUILD_RENDER_DIR) */
  renderDir: string;
  /** successful builds whose files are kept for a rollback (SITE_BUILDS_KEPT) */
  kept: number;
  /** longest a build may run (SITE_BUILD_TIMEOUT_S) */
  timeoutMs: number;
  /** the API as the build calls it (SITE_BUILD_API_URL; by default this process's own address) */
  apiUrl: string;
  adminToken?: string;
}
