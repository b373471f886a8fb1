import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useExercisesT } from '../i18n.ts';
import { youtubeEmbedUrl, youtubeVideoId } from '../youtube.ts';

/** YouTube plays in place (privacy-enhanced host); any other address is a plain link. */
export function BlockVideo({ url, title }: { url: string; title: string }) {
  const t = useExercisesT();
  const videoId = youtubeVideoId(url);
  if (!videoId) {
    return /^https?:\/\//i.test(url) ? (
      <Link href={url} target="_blank" rel="noopener noreferrer">
        {t('detail.openVideo')}
      </Link>
    ) : null;
  }
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 720, aspectRatio: '16 / 9' }}>
      <Box
        component="iframe"
        src={youtubeEmbedUrl(videoId)}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sx={{ border: 0, width: '100%', height: '100%', borderRadius: 1 }}
      />
    </Box>
  );
}
