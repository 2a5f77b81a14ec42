import { UPLOAD_FIELDS } from '@pathshala/shared/admin-courses-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SiteContentItem, SiteContentType } from '../utils/site-content-types';
import { siteContentQueryKey } from './get-site-content';
import { type UploadProgress, uploadFile } from './upload-file';

interface UploadSiteContentImageInput {
  type: SiteContentType;
  id: string;
  /** Which of the item's images (SITE_CONTENT_IMAGES), e.g. 'photo'. */
  image: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** A JPEG, PNG or WebP, stored re-encoded as WebP in the image's size; answers the item with its new image URL. */
export async function uploadSiteContentImage({
  type,
  id,
  image,
  file,
  onProgress,
  signal,
}: UploadSiteContentImageInput): Promise<SiteContentItem> {
  const response = await uploadFile<{ data: SiteContentItem }>({
    path: `/api/admin/${type}/${encodeURIComponent(id)}/images/${encodeURIComponent(image)}`,
    field: UPLOAD_FIELDS.image,
    file,
    onProgress,
    signal,
  });
  return response.data;
}

/** The item as the upload saved it, into the type's list at once; then the lists and the audit log are read again. */
export function useStoreUploadedSiteContent(type: SiteContentType) {
  const queryClient = useQueryClient();
  return useCallback(
    (saved: SiteContentItem) => {
      queryClient.setQueryData<SiteContentItem[]>(siteContentQueryKey(type), (items) =>
        items?.map((item) => (item.id === saved.id ? saved : item)),
      );
      return queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    [queryClient, type],
  );
}
