import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Markdown, { type Components } from 'react-markdown';

const components: Components = {
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
};

/**
 * Markdown written by users, rendered as React elements: raw HTML is not interpreted and
 * react-markdown drops unsafe link protocols (javascript: and the like).
 */
export function MarkdownText({ children }: { children: string }) {
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& img': { maxWidth: '100%' },
        '& pre': { overflowX: 'auto' },
      }}
    >
      <Markdown components={components} skipHtml>
        {children}
      </Markdown>
    </Box>
  );
}
