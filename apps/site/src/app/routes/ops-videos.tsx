import { useSearchParams } from 'react-router';
import { Videos } from '../../features/ops/components/videos';
import { videosPageOf } from '../../features/ops/model/filters';
import { useAddressSearch } from '../../lib/address';

/** /ops/videos: upload, preview, edit and delete videos; the page is the address. */
export default function OpsVideosPage() {
  const [params, update] = useAddressSearch(useSearchParams());
  return (
    <Videos
      page={videosPageOf(params)}
      onPageChange={(page) =>
        update(() => {
          const next = new URLSearchParams();
          if (page > 1) next.set('page', String(page));
          return next;
        })
      }
    />
  );
}
