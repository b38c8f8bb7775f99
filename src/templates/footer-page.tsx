import styled from '@emotion/styled';
import type { HeadProps, PageProps } from 'gatsby';
import { Seo } from '../app/seo';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { PageTitle, Panel } from '../components/ui/section';
import type { FooterPage, Lng } from '../lib/catalog-types';
import { theme } from '../lib/theme';

interface FooterContext {
  lng: Lng;
  basePath: string;
  page: FooterPage;
}

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** The API's content: paragraphs split by blank lines; lines starting with '- ' are list items. */
export function parseContent(content: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of content.split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('- ')) {
        flushParagraph();
        list.push(line.slice(2).trim());
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

const Article = styled(Panel)`
  max-width: 860px;
  font-size: 16px;
  line-height: 1.7;
  p {
    margin: 0 0 14px;
  }
  ul {
    margin: 0 0 14px;
    padding-left: 22px;
  }
  li {
    margin-bottom: 6px;
  }
  li::marker {
    color: ${theme.color.brand};
  }
`;

export default function FooterPageTemplate({ pageContext: { page } }: PageProps<object, FooterContext>) {
  return (
    <>
      <Breadcrumbs trail={[{ name: page.name }]} />
      <PageTitle>{page.name}</PageTitle>
      <Article as="article">
        {parseContent(page.content).map((block, index) =>
          block.kind === 'paragraph' ? (
            <p key={index}>{block.text}</p>
          ) : (
            <ul key={index}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ),
        )}
      </Article>
    </>
  );
}

export function Head({ pageContext: { lng, basePath, page } }: HeadProps<object, FooterContext>) {
  const description = page.content.replace(/^- /gm, '').replace(/\s+/g, ' ').trim().slice(0, 160);
  return <Seo lng={lng} basePath={basePath} title={page.name} description={description} type="article" />;
}
