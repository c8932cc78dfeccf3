import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The static pages' text, written per language in packages/shared/src/locales/<code>/pages.ts as
 * plain text with a few marks, so that a translator edits words, not markup. Blocks are separated
 * by a blank line: '## ' a heading, '### ' a smaller one, '- ' list items, '1. ' numbered items, '> ' the page's lead,
 * '@ ' an address (one line each), anything else a paragraph (a line break stays a line break).
 * Inside a block: **bold** and [words](/path or https:… or mailto:…).
 */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {text
        .trim()
        .split(/\n\s*\n/)
        .map((block, index) => (
          <Block key={index} block={block.trim()} />
        ))}
    </>
  );
}

function Block({ block }: { block: string }) {
  const lines = block.split('\n').map((line) => line.trim());
  if (block.startsWith('## ')) return <h2>{inline(block.slice(3))}</h2>;
  if (block.startsWith('### ')) return <h3>{inline(block.slice(4))}</h3>;
  if (lines.every((line) => line.startsWith('- ')))
    return (
      <ul>
        {lines.map((line, i) => (
          <li key={i}>{inline(line.slice(2))}</li>
        ))}
      </ul>
    );
  if (lines.every((line) => /^\d+\. /.test(line)))
    return (
      <ol>
        {lines.map((line, i) => (
          <li key={i}>{inline(line.replace(/^\d+\. /, ''))}</li>
        ))}
      </ol>
    );
  if (block.startsWith('> '))
    return <p className="lead">{inline(lines.map((line) => line.replace(/^> /, '')).join(' '))}</p>;
  if (block.startsWith('@ ')) return <address>{withBreaks(lines.map((line) => line.replace(/^@ /, '')))}</address>;
  return <p>{withBreaks(lines)}</p>;
}

function withBreaks(lines: string[]): ReactNode {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {inline(line)}
    </Fragment>
  ));
}

const MARK = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

function inline(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, bold, label, href] = match;
    if (bold !== undefined) parts.push(<strong key={match.index}>{bold}</strong>);
    else if (href!.startsWith('/'))
      parts.push(
        <Link key={match.index} to={href!}>
          {label}
        </Link>,
      );
    else
      parts.push(
        <a key={match.index} href={href}>
          {label}
        </a>,
      );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
