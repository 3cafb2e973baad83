/**
 * How an article looks to the clients: the same rules style the editor, the preview and the client's page,
 * so what an admin writes is what a client sees.
 */
export const ARTICLE_RULES = `
  h2 { font-size: 1.4em; font-weight: 600; margin: 1em 0 .5em; }
  h3 { font-size: 1.2em; font-weight: 600; margin: 1em 0 .5em; }
  h4 { font-size: 1.05em; font-weight: 600; margin: 1em 0 .5em; }
  p { margin: .5em 0; line-height: 1.6; }
  ul { list-style: disc; padding-left: 1.5em; margin: .5em 0; }
  ol { list-style: decimal; padding-left: 1.5em; margin: .5em 0; }
  a { color: #2563eb; text-decoration: underline; }
  img { max-width: 100%; height: auto; margin: .5em 0; }
  table { border-collapse: collapse; margin: .75em 0; width: 100%; }
  th, td { border: 1px solid #cbd5e1; padding: .35em .6em; text-align: left; vertical-align: top; }
  th { background: #f1f5f9; font-weight: 600; }
  blockquote { border-left: 3px solid #cbd5e1; padding-left: 1em; color: #475569; }
`;

/** The same rules for Chakra's `css` prop (the editor inside the console's theme). */
export const ARTICLE_CSS = {
  '& h2': { fontSize: '1.4em', fontWeight: 600, margin: '1em 0 .5em' },
  '& h3': { fontSize: '1.2em', fontWeight: 600, margin: '1em 0 .5em' },
  '& h4': { fontSize: '1.05em', fontWeight: 600, margin: '1em 0 .5em' },
  '& p': { margin: '.5em 0', lineHeight: 1.6 },
  '& ul': { listStyle: 'disc', paddingLeft: '1.5em' },
  '& ol': { listStyle: 'decimal', paddingLeft: '1.5em' },
  '& a': { color: 'blue.600', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { borderCollapse: 'collapse', width: '100%', margin: '.75em 0' },
  '& th, & td': { borderWidth: '1px', borderColor: 'border', padding: '.35em .6em', verticalAlign: 'top' },
  '& th': { bg: 'bg.muted', fontWeight: 600 },
} as const;
