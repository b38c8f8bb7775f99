import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Configuration } from 'webpack';

/**
 * For the build's tests: webpack in production mode over `./entry.js` in `context`, with `config`
 * over that (its `output` over `app.js` in `context/folder`). Answers every file written, by name.
 */
export function buildBundle(context: string, folder: string, config: Configuration): Promise<Map<string, string>> {
  const output = path.join(context, folder);
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context,
        entry: './entry.js',
        ...config,
        output: { path: output, filename: 'app.js', ...config.output },
      },
      (error, stats) => {
        if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        resolve(new Map(readdirSync(output).map((file) => [file, readFileSync(path.join(output, file), 'utf8')])));
      },
    );
  });
}
