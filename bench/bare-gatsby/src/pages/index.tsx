/** The bare reference page (bench/bare-reference.ts): 24 paragraphs of plain text, nothing else. */
import * as React from 'react';
const paragraphs = Array.from(
  { length: 24 },
  (_, index) =>
    `Paragraph ${index + 1}. A plain page built by Gatsby 5 with the same React, served the same way, so that ` +
    'its figures show what the machine and the framework cost before any of the shop is added.',
);

export default function BarePage() {
  return (
    <main>
      <h1>Bare Gatsby page</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </main>
  );
}

export const Head = () => <title>Bare Gatsby page</title>;
