import { endpointQuery } from '@bar/client/endpoint-query';
import {
  adminAddGallery,
  adminDeleteGallery,
  adminGallerySources,
  adminListGallery,
  adminPatchGallery,
  adminReorderGallery,
  type GalleryItem,
  type GalleryPatch,
  type GallerySourcePicture,
} from '@bar/client/endpoints/gallery';
import { useAuth } from '@bar/session/use-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sendMultipart } from '../../../components/editor-kit/multipart-upload';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { useLocale } from '../../../lib/locale-context';

export type { GalleryItem, GallerySourcePicture };

/** What is added: an event's or catalogue picture, or one of the media library. */
export type GalleryAddPicture = Pick<GallerySourcePicture, 'url' | 'label'> & {
  source: GallerySourcePicture['source'] | 'library';
};

/**
 * POST /api/admin/gallery/images (multipart, field `file`; `adminUploadGalleryContract`): the
 * stored picture, added last; through the kit's multipart sender (the client entries send JSON).
 */
export const uploadGalleryImage = (file: File, token: string | null, locale: string) =>
  sendMultipart<GalleryItem>({ url: '/api/admin/gallery/images', file, token, locale });

/** The gallery's list and its changes; each change refreshes the list. */
export function useGallery() {
  const client = useAdminApi();
  const { locale } = useLocale();
  const { getIdToken } = useAuth();
  const queryClient = useQueryClient();
  const options = useMemo(() => ({ client, locale }), [client, locale]);
  const list = useQuery(endpointQuery(adminListGallery, {}, options));
  const reload = () => queryClient.invalidateQueries({ queryKey: [adminListGallery.route] });
  // A change is done when the API answers; the list refreshes on its own after it.
  const refresh = () => {
    void reload();
  };
  return {
    list,
    reload,
    upload: useMutation({
      mutationFn: async (file: File) => uploadGalleryImage(file, await getIdToken(), locale),
      onSettled: refresh,
    }),
    add: useMutation({
      mutationFn: (picture: GalleryAddPicture) =>
        adminAddGallery(
          { body: { source: picture.source, url: picture.url, alt: { es: picture.label } } },
          options,
        ),
      onSettled: refresh,
    }),
    patch: useMutation({
      mutationFn: ({ id, body }: { id: string; body: GalleryPatch }) =>
        adminPatchGallery({ params: { id }, body }, options),
      onSettled: refresh,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => adminReorderGallery({ body: { ids } }, options),
      onSuccess: (answer) =>
        queryClient.setQueryData(endpointQuery(adminListGallery, {}, options).queryKey, answer),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => adminDeleteGallery({ params: { id } }, options),
      onSettled: refresh,
    }),
  };
}

/** The event and catalogue pictures staff may add (read when the picker opens). */
export function useGallerySources(enabled: boolean) {
  const client = useAdminApi();
  const { locale } = useLocale();
  return useQuery({
    ...endpointQuery(adminGallerySources, {}, { client, locale }),
    enabled,
  });
}
