import Typography from '@mui/material/Typography';

/** A page's heading, also naming the browser tab (`documentTitle`). */
export function PageHeading({ title, documentTitle }: { title: string; documentTitle: string }) {
  return (
    <>
      <title>{documentTitle}</title>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
    </>
  );
}
