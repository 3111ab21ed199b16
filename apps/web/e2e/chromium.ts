import { accessSync, constants } from 'node:fs';

/** The browser the end-to-end suite drives: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** One line saying how to get the browser when it is not there (null when it is). */
export function missingChromium(): string | null {
  const path = chromiumPath();
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return `Browser tests need Chromium at ${path}: install it with \`apt-get install -y chromium\` or set CHROMIUM_PATH to a Chromium executable.`;
  }
}
