/*
 * Typst's plain SVG puts every page in one picture, one under the other: per page a white
 * background path and a group (moved down by the heights of the pages before it), then the
 * glyph definitions shared by all. A live preview wants pages, so this cuts that picture into
 * one self-contained SVG per page.
 */

interface Part {
  text: string;
  kind: 'background' | 'page' | 'defs' | 'other';
}

const pageShift = /^<g transform="matrix\(1 0 0 1 0 ([\d.e+-]+)\)">/;

/** The top-level children of the root <svg>, which the exporter writes at four spaces. */
function topLevelParts(body: string): Part[] {
  const parts: Part[] = [];
  for (const lineText of body.split('\n')) {
    const opening = /^ {4}<(?!\/)/.test(lineText);
    if (opening || parts.length === 0) {
      const trimmed = lineText.trim();
      const kind: Part['kind'] = trimmed.startsWith('<path class="typst-shape"')
        ? 'background'
        : trimmed.startsWith('<g')
          ? 'page'
          : trimmed.startsWith('<defs')
            ? 'defs'
            : 'other';
      parts.push({ text: lineText, kind });
    } else {
      const last = parts[parts.length - 1];
      if (last) last.text += `\n${lineText}`;
    }
  }
  return parts;
}

function numberAttr(tag: string, name: string): number | undefined {
  const match = new RegExp(`\\b${name}="([\\d.]+)`).exec(tag);
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * Split a merged plain SVG into `pageCount` SVGs. If the exporter's layout is not the one
 * described above, each page is instead a window (viewBox) onto the whole picture, which is
 * larger but always right.
 */
export function splitSvgPages(svg: string, pageCount: number): string[] {
  const openEnd = svg.indexOf('>');
  const closeStart = svg.lastIndexOf('</svg>');
  const openTag = svg.slice(0, openEnd + 1);
  const width = numberAttr(openTag, 'width');
  const totalHeight = numberAttr(openTag, 'height');
  if (pageCount <= 1 || openEnd < 0 || closeStart < 0 || !width || !totalHeight) return [svg];
  const pageHeight = totalHeight / pageCount;
  const withBox = (tag: string, y: number): string =>
    tag
      .replace(/viewBox="[^"]*"/, `viewBox="0 ${y} ${width} ${pageHeight}"`)
      .replace(/height="[\d.]+(pt)?"/, `height="${pageHeight}$1"`);

  const parts = topLevelParts(svg.slice(openEnd + 1, closeStart).replace(/^\n/, ''));
  const backgrounds = parts.filter((p) => p.kind === 'background');
  const pages = parts.filter((p) => p.kind === 'page');
  const defs = parts.filter((p) => p.kind === 'defs' || p.kind === 'other');
  if (pages.length !== pageCount || backgrounds.length !== pageCount) {
    return Array.from(
      { length: pageCount },
      (_, i) => `${withBox(openTag, i * pageHeight)}${svg.slice(openEnd + 1)}`,
    );
  }
  const shared = defs.map((d) => d.text).join('\n');
  return pages.map((page, i) => {
    // The first page has no shift; later ones are moved down, which a page of its own undoes.
    const content = page.text.trimStart().replace(pageShift, '<g>');
    return `${withBox(openTag, 0)}\n${backgrounds[i]?.text ?? ''}\n    ${content}\n${shared}\n</svg>`;
  });
}
