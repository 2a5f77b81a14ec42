import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiUrl, onApiOrigin } from '@/utils/api-url';
import { lectureQueryOptions } from '../api/learning';
import { parseSeekThumbnails, type SeekThumbnail } from '../utils/seek-thumbnails';

/** The map's sprite links are signed for minutes, like the lecture's: take a fresh map after this. */
const MAP_FRESH_MS = 4 * 60_000;

/**
 * The lecture's seek previews, loaded when the pointer first comes to the seek bar (call `prepare` then) so
 * a learner who never scrubs downloads nothing. A map older than its links is loaded again from a fresh lecture.
 */
export function useSeekThumbnails(lectureId: string) {
  const queryClient = useQueryClient();
  const [thumbnails, setThumbnails] = useState<SeekThumbnail[]>([]);
  const loadedAt = useRef(0);
  const loading = useRef(false);

  const prepare = useCallback(async () => {
    if (loading.current || Date.now() - loadedAt.current < MAP_FRESH_MS) return;
    loading.current = true;
    try {
      const lecture = await queryClient.fetchQuery(lectureQueryOptions(lectureId));
      const mapUrl = onApiOrigin(lecture.thumbnails);
      if (!mapUrl) return;
      // The map is checked against the session cookie, and its sprite links are signed as it is served: no cache.
      const response = await fetch(mapUrl, {
        credentials: isApiUrl(mapUrl) ? 'include' : 'same-origin',
        cache: 'no-store',
      });
      if (!response.ok) return;
      const map = parseSeekThumbnails(await response.text(), mapUrl).map((thumbnail) => ({
        ...thumbnail,
        url: onApiOrigin(thumbnail.url),
      }));
      // Fetch the sprites now, while their links are fresh, so the first preview is not blank.
      for (const url of new Set(map.map((thumbnail) => thumbnail.url))) new Image().src = url;
      loadedAt.current = Date.now();
      setThumbnails(map);
    } catch {
      // Previews are an extra: the seek bar works without them.
    } finally {
      loading.current = false;
    }
  }, [queryClient, lectureId]);

  return { thumbnails, prepare };
}
